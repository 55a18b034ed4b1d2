/**
 * A refusal the person at the screen can act on: its message is shown to them as it is, under the
 * form field it is about (`field`, a name in the form's schema) or above the form when it is about
 * none, and the answer carries `status` (400 a value refused, 404 the item is gone, 409 it clashes
 * with what is stored, 413/415 an upload too large or not an image, 507 no room left on the disk for
 * it). Routes never read the message
 * to decide anything. Anything else thrown by a domain module is a fault, logged and shown as a
 * generic failure.
 */
export type RefusalStatus = 400 | 404 | 409 | 413 | 415 | 507;

export class DomainError extends Error {
  override name = "DomainError";
  readonly field: string | undefined;
  readonly status: RefusalStatus;

  constructor(message: string, options: { field?: string; status?: RefusalStatus; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.field = options.field;
    this.status = options.status ?? 400;
  }
}

/** The refusal for an item that someone else deleted meanwhile. */
export function goneError(message: string) {
  return new DomainError(message, { status: 404 });
}

/** True when the database refused a write because a unique value already exists. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return code === "23505" || /UNIQUE constraint failed/i.test(error.message);
}
