// Timings and sizes the specification fixes for tooltips and toasts (spec §9).

/** Tooltip open delay. */
export const TOOLTIP_DELAY_DURATION_MS = 700;
/** Moving from one tooltip trigger to the next within this time opens it at once. */
export const TOOLTIP_SKIP_DELAY_DURATION_MS = 300;

/** How long a toast stays on screen by default. */
export const TOAST_DURATION_MS = 4000;
/** At most this many toasts are shown at once. */
export const TOAST_VISIBLE_MAX = 3;
/** Space between stacked toasts. */
export const TOAST_GAP_PX = 14;
/** Toast width. */
export const TOAST_WIDTH_PX = 356;
/** Where toasts appear. */
export const TOAST_POSITION = "bottom-right" as const;
