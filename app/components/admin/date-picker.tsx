// A calendar date for an admin form (spec §2: Event Date 'Pick a date', News 'Select publish
// date'): a button that shows the chosen date as 'MMM dd, yyyy' or the placeholder, and opens a
// month calendar (react-day-picker) in a Radix popover. The value is the school's own calendar
// date, yyyy-MM-dd, kept in a hidden input under `name`; the browser's time zone plays no part,
// and "today" is today in India (DECISIONS.md). Keyboard: Enter or Space opens the calendar on the
// chosen day (or today), arrows move by day and week, Page Up/Down by month, Home/End to the week's
// ends, Enter picks, Escape closes; focus returns to the button. Admin only: it never goes into the
// public pages' bundle.
//
// The month calendar (react-day-picker) is a chunk of its own, fetched at idle once the screen is
// drawn (docs/decisions/026-admin-script-budget.md); the popover opens once it is here (at once
// when the idle fetch has been), so it never opens on an empty box or loses its focus step.
import { CalendarIcon, XIcon } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { isCalendarDate, todayInSchoolTimeZone } from "~/copy/locale";
import { cn } from "~/lib/cn";
import { prefetchAtIdle } from "~/lib/idle-prefetch";

let calendar: typeof import("./date-calendar") | undefined;
const loadCalendar = () =>
  import("./date-calendar").then((module) => {
    calendar = module;
    return module;
  });

/** Fetches the calendar's chunk at idle: screens whose dialogs have a date field call it as they are drawn. */
export function prefetchCalendar() {
  prefetchAtIdle(loadCalendar);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A calendar date (yyyy-MM-dd) as the button shows it: 'MMM dd, yyyy' (Mar 05, 2026). */
export function shownDate(value: string): string {
  const [year, month, day] = value.split("-");
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}

/** A calendar date (yyyy-MM-dd) as a Date at local midnight, which the calendar draws as that day. */
export function calendarDateToLocal(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split("-").map(Number);
  return new Date(year, month - 1, day);
}

/** The local day of a Date the calendar gave back, as yyyy-MM-dd. */
export function localToCalendarDate(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
  const shown = value ? shownDate(value) : null;
  useEffect(prefetchCalendar, []);

  /** Opens once the calendar's chunk is here; closes at once. */
  function openCalendar(next: boolean) {
    if (!next || calendar) {
      setOpen(next);
      return;
    }
    void loadCalendar().then(() => setOpen(true));
  }

  function choose(next: string) {
    setValue(next);
    onValueChange?.(next);
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={openCalendar}>
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
            openCalendar(!open);
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
          {calendar ? (
            <calendar.default
              value={value}
              today={todayInSchoolTimeZone()}
              onChoose={choose}
              onKeep={() => setOpen(false)}
            />
          ) : null}
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
