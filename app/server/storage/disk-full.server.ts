// A write refused because the disk (or the account's quota) is full. Not the uploader's fault and
// nothing they can fix by trying again at once: the answer says so (507) instead of blaming the
// form or the file, and whoever looks after the server can act on it.
import { DISK_FULL_UPLOAD_MESSAGE } from "~/lib/uploads";
import { DomainError } from "../domain-error.server";

const NO_SPACE_CODES = new Set(["ENOSPC", "EDQUOT"]);
/** libvips (sharp) reports the operating system's error in words only. */
const NO_SPACE_WORDS = /no space left on device|disk quota exceeded/i;

type Failure = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** True when `error`, or an error it wraps (cause, AggregateError), is a full disk. */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const failure = error as Failure;
  if (typeof failure.code === "string" && NO_SPACE_CODES.has(failure.code)) return true;
  if (typeof failure.message === "string" && NO_SPACE_WORDS.test(failure.message)) return true;
  if (Array.isArray(failure.errors) && failure.errors.some((inner) => isDiskFull(inner, depth + 1)))
    return true;
  return isDiskFull(failure.cause, depth + 1);
}

/** The refusal an upload gets when the disk is full: 507 Insufficient Storage, in plain words. */
export function diskFullRefusal() {
  return new DomainError(DISK_FULL_UPLOAD_MESSAGE, { status: 507 });
}
