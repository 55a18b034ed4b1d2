/** Office hours of the schools and the main office (spec §9). */
export const OFFICE_HOURS = [
  { days: "Monday to Friday", hours: "8:00 AM - 5:00 PM" },
  { days: "Saturday", hours: "9:00 AM - 2:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;

/**
 * The same hours as data, for the Tamil page's Intl formatting (office-times.ts): days are
 * 0 = Sunday … 6 = Saturday, times 24-hour "HH:mm"; no times means closed.
 */
export const OFFICE_SCHEDULE = [
  { from: 1, to: 5, opens: "08:00", closes: "17:00" },
  { from: 6, opens: "09:00", closes: "14:00" },
  { from: 0 },
] as const satisfies readonly { from: number; to?: number; opens?: string; closes?: string }[];
