// A calendar date for an admin form (spec §2: Event Date 'Pick a date', News 'Select publish
// date'): a button that shows the chosen date as 'MMM dd, yyyy' or the placeholder, and opens a
// month calendar (react-day-picker) in a Radix popover. The value is the school's own calendar
// date, yyyy-MM-dd, kept in a hidden input under `name`; the browser's time zone plays no part,
// and "today" is today in India (DECISIONS.md). Keyboard: Enter or Space opens the calendar on the
// chosen day (or today), arrows move by day and week, Page Up/Down by month, Home/End to the week's
// ends, Enter picks, Escape closes; focus returns to the button. Admin only: it never goes into the
// public pages' bundle.
import { format } from "date-fns";
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, XIcon } from "lucide-react";
import { Popover } from "radix-ui";
import { useRef, useState } from "react";
import { type ChevronProps, DayPicker } from "react-day-picker";
import { Button, buttonVariants } from "~/components/ui/button";
import { isCalendarDate, todayInSchoolTimeZone } from "~/copy/locale";
import { cn } from "~/lib/cn";

/** A calendar date (yyyy-MM-dd) as a Date at local midnight, which the calendar draws as that day. */
export function calendarDateToLocal(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split("-").map(Number);
  return new Date(year, month - 1, day);
}

/** The local day of a Date the calendar gave back, as yyyy-MM-dd. */
export function localToCalendarDate(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

export type DatePickerProps = {
  /** The button's id: the Field's label points at it. */
  id?: string;
  /** The hidden input that carries the date, yyyy-MM-dd (empty when none is chosen). */
  name: string;
  /** The field's visible label, repeated in the button's name with the date it shows. */
  label: string;
  placeholder: string;
  /** A date to start from (yyyy-MM-dd); anything else starts empty. */
  defaultValue?: string | null;
  /** Called with the new date, or "" when cleared. */
  onValueChange?: (value: string) => void;
  /** Offer a button in the calendar that empties the field (for optional dates). */
  clearLabel?: string;
  disabled?: boolean;
  className?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

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

export function DatePicker({
  id,
  name,
  label,
  placeholder,
  defaultValue,
  onValueChange,
  clearLabel,
  disabled,
  className,
  // A button cannot be "required" (axe: aria-allowed-attr); the label's * and a refusal say it.
  "aria-required": _required,
  ...aria
}: DatePickerProps) {
  const [value, setValue] = useState(defaultValue && isCalendarDate(defaultValue) ? defaultValue : "");
  const [open, setOpen] = useState(false);
  // Opened on the mouse button going down, not on the click: leaving the field before (the title,
  // say) can show its message and move the button down before the button comes up, and the
  // click would be lost. Keys and touch open it on the click, as Radix does.
  const openedByPointer = useRef(false);
  const selected = value ? calendarDateToLocal(value) : undefined;
  const shown = selected ? format(selected, "MMM dd, yyyy") : null;

  function choose(next: string) {
    setValue(next);
    onValueChange?.(next);
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <input type="hidden" name={name} value={value} />
      <Popover.Trigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          aria-label={`${label}: ${shown ?? placeholder}`}
          data-date={value || undefined}
          onPointerDown={(pointer) => {
            if (pointer.pointerType !== "mouse" || pointer.button !== 0) return;
            openedByPointer.current = true;
            setOpen((wasOpen) => !wasOpen);
          }}
          onClick={(click) => {
            if (!openedByPointer.current) return;
            openedByPointer.current = false;
            // Done on the way down: Radix must not toggle it back.
            click.preventDefault();
          }}
          className={cn(
            "h-11 w-full justify-start px-3 text-left text-base font-normal",
            "aria-invalid:border-destructive aria-invalid:bg-destructive-soft/30",
            !shown && "text-muted-foreground",
            className,
          )}
          {...aria}
        >
          <CalendarIcon aria-hidden="true" className="text-muted-foreground" />
          <span className="truncate">{shown ?? placeholder}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={label}
          // Focus goes to the chosen day (or today), the one day button in the tab order. Done here,
          // once the popover's focus scope is in place, not by the calendar's own autoFocus: inside
          // a modal dialog, focus moved before that would be pulled back into the dialog.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const content = event.currentTarget as HTMLElement;
            content.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
          }}
          className={cn(
            "z-50 w-auto rounded-card border border-border bg-surface p-3 text-surface-foreground shadow-overlay",
            "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
          )}
        >
          <DayPicker
            mode="single"
            navLayout="around"
            showOutsideDays
            weekStartsOn={1}
            selected={selected}
            defaultMonth={selected ?? calendarDateToLocal(todayInSchoolTimeZone())}
            today={calendarDateToLocal(todayInSchoolTimeZone())}
            onSelect={(date) => {
              // Picking the chosen day again keeps it (a required date is never emptied by a click).
              if (date) choose(localToCalendarDate(date));
              else setOpen(false);
            }}
            classNames={CALENDAR_CLASSES}
            components={{ Chevron }}
          />
          {clearLabel && value ? (
            <div className="mt-2 flex justify-end border-t border-border pt-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => choose("")}>
                <XIcon aria-hidden="true" />
                {clearLabel}
              </Button>
            </div>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
