// The spec's analytics arithmetic (§9) on tallies — counts of sessions, page views, seconds and
// bounces per value of a dimension — whether they were read from raw rows or from daily roll-ups.
// Pure functions, no database.
import { DIRECT_SOURCE, UNKNOWN_LOCATION } from "~/copy/analytics";

export type Tally = { sessions: number; pageViews: number; timeSpent: number; bounces: number };
/** A page's tally also carries a title it was seen with. */
export type TitledTally = Tally & { title?: string | null };
/** Tallies per value of one dimension; '' is the value of sessions that had none. */
export type Tallies = Map<string, TitledTally>;

export type AnalyticsSummary = {
  visitors: number;
  pageViews: number;
  totalTimeSeconds: number;
  /** Total time over page views, rounded; formatted as '45s' or '2m 5s' by the page. */
  averageTimeSeconds: number;
  countries: number;
  /** Percentage of sessions with exactly one page view, rounded. */
  bounceRate: number;
  topSource: string;
  /** Percentage of sessions that came from the top source, rounded (the Direct ones when it is Direct). */
  topSourceShare: number;
  /** Percentage of sessions with no referring site, rounded. */
  directShare: number;
};

export function emptyTally(): Tally {
  return { sessions: 0, pageViews: 0, timeSpent: 0, bounces: 0 };
}

/** Adds a tally to the one kept for `value`; of two titles the greater is kept, as SQL's max(). */
export function addTally(tallies: Tallies, value: string, tally: TitledTally) {
  const kept = tallies.get(value);
  if (!kept) {
    tallies.set(value, { ...tally });
    return;
  }
  kept.sessions += tally.sessions;
  kept.pageViews += tally.pageViews;
  kept.timeSpent += tally.timeSpent;
  kept.bounces += tally.bounces;
  if (tally.title != null && (kept.title == null || tally.title > kept.title)) kept.title = tally.title;
}

export function mergeTallies(parts: Iterable<Tallies>): Tallies {
  const merged: Tallies = new Map();
  for (const part of parts) for (const [value, tally] of part) addTally(merged, value, tally);
  return merged;
}

/** Seconds per page view, rounded; 0 without page views. */
export function averageSeconds(totalSeconds: number, pageViews: number): number {
  return pageViews === 0 ? 0 : Math.round(totalSeconds / pageViews);
}

/** Percentage of sessions with exactly one page view, rounded; 0 without sessions. */
export function bounceRate(bounces: number, sessions: number): number {
  return sessions === 0 ? 0 : Math.round((bounces / sessions) * 100);
}

/**
 * The referrer host most sessions came from. Ties go to the host that sorts first, so the card
 * does not change between two loads of the same data; with no referrer at all it is 'Direct'.
 */
export function topSourceOf(sources: Tallies): string {
  let best: { host: string; sessions: number } | undefined;
  for (const [host, tally] of sources) {
    if (host === "" || tally.sessions === 0) continue;
    if (!best || tally.sessions > best.sessions || (tally.sessions === best.sessions && host < best.host))
      best = { host, sessions: tally.sessions };
  }
  return best?.host ?? DIRECT_SOURCE;
}

/** Distinct countries with at least one session; sessions without a country do not count. */
export function countryCount(countries: Tallies): number {
  let count = 0;
  for (const [country, tally] of countries) if (country !== "" && tally.sessions > 0) count++;
  return count;
}

/** A whole percentage of the sessions; 0 without sessions. */
function shareOf(sessions: number, total: number): number {
  return total === 0 ? 0 : Math.round((sessions / total) * 100);
}

export function summaryOf(total: Tally, countries: Tallies, sources: Tallies): AnalyticsSummary {
  const topSource = topSourceOf(sources);
  const direct = sources.get("")?.sessions ?? 0;
  const top = topSource === DIRECT_SOURCE ? direct : (sources.get(topSource)?.sessions ?? 0);
  return {
    visitors: total.sessions,
    pageViews: total.pageViews,
    totalTimeSeconds: total.timeSpent,
    averageTimeSeconds: averageSeconds(total.timeSpent, total.pageViews),
    countries: countryCount(countries),
    bounceRate: bounceRate(total.bounces, total.sessions),
    topSource,
    topSourceShare: shareOf(top, total.sessions),
    directShare: shareOf(direct, total.sessions),
  };
}

/** 'city, country', or the country alone, or 'Unknown'. */
export function visitorLocation(city: string | null, country: string | null): string {
  if (country && city) return `${city}, ${country}`;
  return country || UNKNOWN_LOCATION;
}
