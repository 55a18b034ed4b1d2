// A made-up month of visits for the analytics benchmark: sessions spread over 30 days with more
// of them in Indian daytime, ~3.3 page views each (four in ten bounce), a few hundred pages of
// very unequal popularity, ~40 countries, several referrers and device/browser/OS mixes. The same
// seed gives the same data, so both engines are measured on identical rows.

export type SessionRow = {
  id: string;
  session_id: string;
  created_at: string;
  referrer: string | null;
  referrer_host: string | null;
  country: string | null;
  city: string | null;
  landing_page: string;
  device: string;
  browser: string;
  os: string;
  page_views: number;
  time_spent: number;
  last_seen_at: string;
};
export type PageViewRow = [sessionId: string, url: string, title: string, seconds: number, at: string];

/** A small seeded generator (mulberry32), so that runs are comparable. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function weighted<T>(entries: [T, number][]) {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return (random: Random) => {
    let left = random() * total;
    for (const [value, weight] of entries) {
      left -= weight;
      if (left < 0) return value;
    }
    return entries.at(-1)![0];
  };
}

const PAGES = [
  "/",
  "/schools",
  "/admissions",
  "/contact",
  "/gallery",
  "/news",
  "/events",
  "/about",
  "/curriculum",
  "/faculty",
  ...["euro-kids", "balar-kalikoodam", "vidya-mandir", "little-stars", "cbse"].map((s) => `/schools/${s}`),
  ...Array.from({ length: 170 }, (_, i) => `/news/notice-${i + 1}`),
  ...Array.from({ length: 90 }, (_, i) => `/events/event-${i + 1}`),
  ...Array.from({ length: 30 }, (_, i) => `/gallery?category=album-${i + 1}`),
];
const page = weighted(PAGES.map((url, rank) => [url, 1 / (rank + 1) ** 1.1]));

const INDIAN_CITIES = [
  "Chennai",
  "Bengaluru",
  "Coimbatore",
  "Madurai",
  "Mumbai",
  "Hyderabad",
  "Delhi",
  "Kochi",
];
const OTHER_COUNTRIES = `United States,United Kingdom,United Arab Emirates,Singapore,Saudi Arabia,Qatar,Oman,
Kuwait,Bahrain,Malaysia,Sri Lanka,Nepal,Bangladesh,Canada,Australia,Germany,France,Netherlands,Ireland,
New Zealand,South Africa,Kenya,Nigeria,Japan,South Korea,China,Indonesia,Thailand,Philippines,Vietnam,Italy,
Spain,Sweden,Switzerland,Brazil,Mexico,Russia,Turkey,Egypt`
  .split(",")
  .map((name) => name.trim());
const country = weighted<string | null>([
  ["India", 70],
  [null, 8],
  ...OTHER_COUNTRIES.map((name, i): [string, number] => [name, 22 / (i + 2)]),
]);
const source = weighted<string | null>([
  [null, 45],
  ["google.com", 30],
  ["facebook.com", 8],
  ["instagram.com", 6],
  ["bing.com", 3],
  ["whatsapp.com", 3],
  ["youtube.com", 2],
  ["duckduckgo.com", 1.5],
  ["t.co", 1],
  ["linkedin.com", 0.5],
]);
const device = weighted([
  ["mobile", 62],
  ["desktop", 33],
  ["tablet", 5],
]);
const browser = weighted([
  ["Chrome", 60],
  ["Safari", 22],
  ["Samsung Internet", 6],
  ["Firefox", 5],
  ["Edge", 5],
  ["Opera", 2],
]);
const os = weighted([
  ["Android", 55],
  ["iOS", 25],
  ["Windows", 14],
  ["macOS", 4],
  ["Linux", 2],
]);
/** More visits in Indian daytime and evening than at night (weights per hour, school time). */
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 7, 9, 10, 10, 9, 8, 8, 9, 9, 10, 10, 11, 11, 9, 6, 3, 2];
const hour = weighted(HOUR_WEIGHTS.map((w, h) => [h, w]));
const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** How many page views each session has: ~40 % one, the rest 2 and more, adding up to `views`. */
function viewCounts(random: Random, sessions: number, views: number) {
  const counts = Array.from({ length: sessions }, () => {
    if (random() < 0.4) return 1;
    let n = 2;
    while (random() < 0.745 && n < 40) n++;
    return n;
  });
  let difference = views - counts.reduce((sum, n) => sum + n, 0);
  while (difference !== 0) {
    const i = Math.floor(random() * sessions);
    if (difference > 0 && counts[i]! > 1 && counts[i]! < 40) {
      counts[i]!++;
      difference--;
    } else if (difference < 0 && counts[i]! > 2) {
      counts[i]!--;
      difference++;
    }
  }
  return counts;
}

/** Seconds on a page: often short, sometimes long, one in ten never reported. */
function secondsOnPage(random: Random) {
  if (random() < 0.1) return 0;
  return Math.min(1800, Math.round(-Math.log(1 - random()) * 45));
}

/**
 * The sessions (oldest first) of the 30 days before `end`, in chunks, each with its page views;
 * every session starts at least 20 minutes before `end` and its views follow within minutes.
 */
export function* visitChunks(options: {
  sessions: number;
  views: number;
  end: number;
  chunk: number;
  seed: number;
}) {
  const random = randomSource(options.seed);
  const start = options.end - 30 * DAY_MS;
  const latest = options.end - 20 * 60_000;
  const starts = Array.from({ length: options.sessions }, () => {
    for (;;) {
      const day = Math.floor(random() * 31);
      const local = Math.floor((start + IST_MS) / DAY_MS) * DAY_MS + day * DAY_MS;
      const time = local - IST_MS + hour(random) * 3_600_000 + Math.floor(random() * 3_600_000);
      if (time >= start && time < latest) return time;
    }
  }).sort((a, b) => a - b);
  const counts = viewCounts(random, options.sessions, options.views);
  for (let first = 0; first < options.sessions; first += options.chunk) {
    const sessions: SessionRow[] = [];
    const views: PageViewRow[] = [];
    for (let i = first; i < Math.min(first + options.chunk, options.sessions); i++) {
      const sessionId = `session_${starts[i]}_${i.toString(36).padStart(8, "0")}`;
      const host = source(random);
      const place = country(random);
      let at = starts[i]!;
      let total = 0;
      let landing = "/";
      for (let v = 0; v < counts[i]!; v++) {
        const url = v === 0 && random() < 0.5 ? "/" : page(random);
        if (v === 0) landing = url;
        const seconds = secondsOnPage(random);
        views.push([sessionId, url, `Title of ${url}`, seconds, new Date(at).toISOString()]);
        total += seconds;
        if (v < counts[i]! - 1) at += 5_000 + Math.floor(random() * 25_000);
      }
      sessions.push({
        id: `b${i.toString(36).padStart(10, "0")}`,
        session_id: sessionId,
        created_at: new Date(starts[i]!).toISOString(),
        referrer: host ? `https://${host}/` : null,
        referrer_host: host,
        country: place,
        city:
          place === "India"
            ? INDIAN_CITIES[Math.floor(random() * INDIAN_CITIES.length)]!
            : place && random() < 0.5
              ? `${place} City`
              : null,
        landing_page: landing,
        device: device(random),
        browser: browser(random),
        os: os(random),
        page_views: counts[i]!,
        time_spent: total,
        last_seen_at: new Date(at).toISOString(),
      });
    }
    yield { sessions, views };
  }
}
