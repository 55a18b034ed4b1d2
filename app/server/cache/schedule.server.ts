// The next moment a public page changes by itself, with no write: a scheduled item goes public, or
// an urgent notice starts or ends. Pages rendered before that moment expire at it.
import { nextScheduledPublication } from "../content/queries.server";
import { nextNoticeChange } from "../notices/queries.server";

/** The earliest of those moments after `now` (ISO), or null when none is coming. */
export async function nextScheduledChange(now = new Date()): Promise<string | null> {
  const moments = await Promise.all([nextScheduledPublication(now), nextNoticeChange(now)]);
  const coming = moments.filter((at): at is string => at !== null).map((at) => Date.parse(at));
  return coming.length === 0 ? null : new Date(Math.min(...coming)).toISOString();
}
