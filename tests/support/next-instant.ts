// Stored instants have millisecond precision: two writes in the same millisecond tie on "newest first".
import { expect } from "vitest";

/**
 * Returns once this machine's clock has moved past the millisecond of the call, so that whatever is
 * written next (by this process or a server on the same machine) is stamped later than what was
 * written before the call.
 */
export async function nextInstant() {
  const now = Date.now();
  await expect.poll(() => Date.now(), { interval: 1 }).toBeGreaterThan(now);
}
