// The rules of a notice, checked here for every caller (the form's schema checks the same ones
// first, in the browser and in the action): a message in English within the limit, an optional
// Tamil one within the same limit, one of the three levels, an end after the start and not already
// passed (docs/decisions/030-urgent-notices.md).
import { NOTICE_MESSAGES as M, NOTICE_LEVELS, NOTICE_MESSAGE_MAX } from "~/copy/admin-notices";
import { DomainError } from "../domain-error.server";
import type { NoticeInput } from "./rows.server";

function refuse(message: string, field: string): never {
  throw new DomainError(message, { field });
}

/** The input as it is stored (texts trimmed, an empty Tamil message null), or a refusal. */
export function checkedNotice(input: NoticeInput, now: Date): NoticeInput {
  const message = input.message.trim();
  const messageTa = input.messageTa?.trim() || null;
  if (!message) refuse(M.messageRequired, "message");
  if (message.length > NOTICE_MESSAGE_MAX) refuse(M.messageTooLong, "message");
  if (messageTa && messageTa.length > NOTICE_MESSAGE_MAX) refuse(M.messageTooLong, "messageTa");
  if (!(NOTICE_LEVELS as readonly string[]).includes(input.level)) refuse(M.level, "level");
  const startsAt = Date.parse(input.startsAt);
  const endsAt = Date.parse(input.endsAt);
  if (Number.isNaN(startsAt)) refuse(M.date, "startDate");
  if (Number.isNaN(endsAt)) refuse(M.date, "endDate");
  if (endsAt <= startsAt) refuse(M.endAfterStart, "endDate");
  if (endsAt <= now.getTime()) refuse(M.endPassed, "endDate");
  return {
    message,
    messageTa,
    level: input.level,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  };
}
