/**
 * A refusal the person at the screen can act on: its message is shown to them as it is.
 * Anything else thrown by a domain module is a fault, logged and shown as a generic failure.
 */
export class DomainError extends Error {
  override name = "DomainError";
}

/** True when the database refused a write because a unique value already exists. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return code === "23505" || /UNIQUE constraint failed/i.test(error.message);
}
