/** Office hours of the schools and the main office (spec §9). */
export const OFFICE_HOURS = [
  { days: "Monday to Friday", hours: "8:00 AM - 5:00 PM" },
  { days: "Saturday", hours: "9:00 AM - 2:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;
