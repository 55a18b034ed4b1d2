// Stored instants have millisecond precision: two writes in the same millisecond tie on "newest first".

/**
 * Returns once this machine's clock has moved past the millisecond of the call, so that whatever is
 * written next (by this process or a server on the same machine) is stamped later than what was
 * written before the call. A loop, not expect.poll: hooks call it too, where expect.poll may not run.
 */
export async function nextInstant() {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setImmediate(resolve));
}
