// Chromium with everything that would talk to the network or change itself switched off, for the
// tests' browser, Lighthouse and the benchmarks (add the headless flag each needs).
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
