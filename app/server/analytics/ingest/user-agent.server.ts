// Device type, browser and operating system from the user agent (ua-parser-js 1.x, MIT). Only
// these three words are kept, never the user agent itself.
import { UAParser } from "ua-parser-js";

export type DeviceType = "desktop" | "mobile" | "tablet";
export type VisitorDevice = { device: DeviceType; browser: string | null; os: string | null };

/** Visitors share a handful of browsers: parsing each distinct user agent once is enough. */
const CACHE_ENTRIES = 2_000;
/** Real user agents are a few hundred characters; a longer one is judged by its start. */
const USER_AGENT_MAX = 512;
const cache = new Map<string, VisitorDevice>();

const BROWSER_NAMES: Record<string, string> = { "Mobile Safari": "Safari", "Mobile Firefox": "Firefox" };
const OS_NAMES: Record<string, string> = { "Mac OS": "macOS", "Chromium OS": "ChromeOS" };

export function describeDevice(fullUserAgent: string): VisitorDevice {
  const userAgent = fullUserAgent.slice(0, USER_AGENT_MAX);
  let described = cache.get(userAgent);
  if (!described) {
    described = parse(userAgent);
    if (cache.size >= CACHE_ENTRIES) cache.clear();
    cache.set(userAgent, described);
  }
  return described;
}

function parse(userAgent: string): VisitorDevice {
  const result = new UAParser(userAgent).getResult();
  const browser = result.browser.name?.trim() || null;
  const os = result.os.name?.trim() || null;
  return {
    device: deviceType(result.device.type),
    browser: browser ? (BROWSER_NAMES[browser] ?? browser) : null,
    os: os ? (OS_NAMES[os] ?? os) : null,
  };
}

// ua-parser-js names no type for desktops; watches count as phones; televisions and consoles
// are large screens, as desktops are.
function deviceType(type: string | undefined): DeviceType {
  if (type === "tablet") return "tablet";
  if (type === "mobile" || type === "wearable") return "mobile";
  return "desktop";
}
