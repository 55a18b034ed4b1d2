// Recognising the same enquiry sent twice: a parent who taps Submit again, or whose phone retries
// after a dropped connection, sends exactly the same answers; the inbox keeps one row for them.
import { createHash } from "node:crypto";

/** A short hash of everything the visitor sent, after the answers were cleaned and checked. */
export function enquiryFingerprint(answers: Record<string, string | number | null>): string {
  const ordered = Object.keys(answers)
    .sort()
    .map((key) => [key, answers[key]]);
  return createHash("sha256").update(JSON.stringify(ordered)).digest("base64url");
}

const running = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after any earlier work under the same key has finished. Two copies of one enquiry
 * arriving at once (a double tap sends both within milliseconds) would otherwise both find no
 * earlier row and both be inserted. The site is one process (ARCHITECTURE.md), so this suffices.
 */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = running.get(key) ?? Promise.resolve();
  const result = before.then(work, work);
  const done = result.catch(() => {});
  running.set(key, done);
  try {
    return await result;
  } finally {
    if (running.get(key) === done) running.delete(key);
  }
}
