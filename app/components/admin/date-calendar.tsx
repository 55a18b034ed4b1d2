// The month calendar inside the date picker's popover (date-picker.tsx), a chunk of its own:
// react-day-picker is needed only once someone opens a date field.
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { type ChevronProps, DayPicker } from "react-day-picker";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { calendarDateToLocal, localToCalendarDate } from "./date-picker";

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden="true" className={cn("size-4", className)} />;
}

/** The calendar's look in the design system's terms (react-day-picker's own CSS is not loaded). */
const CALENDAR_CLASSES = {
  root: "relative text-sm",
  months: "flex flex-col",
  month: "grid grid-cols-[auto_1fr_auto] items-center gap-y-2",
  month_caption: "flex h-9 items-center justify-center",
  caption_label: "font-heading text-base font-bold",
  button_previous: buttonVariants({ variant: "ghost", size: "icon-sm" }),
  button_next: buttonVariants({ variant: "ghost", size: "icon-sm" }),
  chevron: "",
  month_grid: "col-span-3 w-full border-collapse",
  weekdays: "",
  weekday: "size-10 text-center text-xs font-semibold text-muted-foreground",
  weeks: "",
  week: "",
  day: "p-0 text-center",
  day_button:
    "inline-flex size-10 cursor-pointer items-center justify-center rounded-control text-sm text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
  selected:
    "[&>button]:bg-primary [&>button]:font-bold [&>button]:text-primary-foreground [&>button:hover]:bg-primary-hover [&>button:hover]:text-primary-foreground",
  today: "[&>button]:font-bold [&>button]:underline [&>button]:decoration-2 [&>button]:underline-offset-4",
  outside: "[&>button]:text-muted-foreground",
  disabled: "[&>button]:cursor-not-allowed [&>button]:opacity-50",
  hidden: "invisible",
  focused: "",
};

export default function DateCalendar({
  value,
  today,
  onChoose,
  onKeep,
}: {
  /** The chosen date (yyyy-MM-dd), or "" for none. */
  value: string;
  /** Today in the school's time zone (yyyy-MM-dd). */
  today: string;
  onChoose: (value: string) => void;
  /** The chosen day was picked again: nothing changes, the popover closes. */
  onKeep: () => void;
}) {
  const selected = value ? calendarDateToLocal(value) : undefined;
  return (
    <DayPicker
      mode="single"
      navLayout="around"
      showOutsideDays
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? calendarDateToLocal(today)}
      today={calendarDateToLocal(today)}
      onSelect={(date) => {
        // Picking the chosen day again keeps it (a required date is never emptied by a click).
        if (date) onChoose(localToCalendarDate(date));
        else onKeep();
      }}
      classNames={CALENDAR_CLASSES}
      components={{ Chevron }}
    />
  );
}
