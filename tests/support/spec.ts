// The specification's timings and limits (../shared/spec/website-spec.md §9, §2), written here as
// the spec prints them. Behaviour tests measure the product against these, never against the
// product's own constants, so that a changed constant fails a test instead of moving it along.
export const SPEC = {
  /** Hero slider: a new slide every 5000 ms, faded in over 1 second. */
  heroSlideIntervalMs: 5000,
  heroSlideFadeMs: 1000,
  /** Desktop dropdowns: 200 ms open delay, 150 ms close delay, 300 ms skip delay. */
  menuOpenDelayMs: 200,
  menuCloseDelayMs: 150,
  menuSkipDelayMs: 300,
  /** Gallery viewer: 150 ms fade between photos. */
  galleryFadeMs: 150,
  /** Events carousel: advances every 4 seconds. */
  eventCarouselIntervalMs: 4000,
  /** Admin side menu state: kept in a cookie for 604800 s (7 days). */
  sidebarCookieMaxAgeS: 604_800,
  /** Toasts: 4000 ms by default, at most 3 shown. */
  toastDurationMs: 4000,
  toastsShownMax: 3,
  /** An upload's progress entry is removed 1000 ms after it reaches 100. */
  uploadEntryRemovalMs: 1000,
  /** Visitor tracking: time spent is reported every 30 s while visible; under 1 s it is skipped. */
  trackReportIntervalMs: 30_000,
  trackMinimumSeconds: 1,
  /** Analytics ranges: 1 hour, 1 day (the default), 7 days, 30 days. */
  analyticsRangesMs: { "1h": 3_600_000, "24h": 86_400_000, "7d": 604_800_000, "30d": 2_592_000_000 },
  analyticsDefaultRange: "24h",
} as const;
