// The Urgent Notices screen's forms, checked in the browser (the dialog's field messages) and again
// by the action; the notices domain module checks the same rules once more before it writes. Every
// form names its purpose in an `intent` field.
import { z } from "zod";
import { NOTICE_MESSAGES as M, NOTICE_LEVELS, NOTICE_MESSAGE_MAX } from "~/copy/admin-notices";
import { isCalendarDate } from "~/copy/locale";
import { DAY_END, DAY_START, noticeInstant } from "~/lib/notice-window";

export const NOTICE_INTENTS = [
  "create-notice",
  "update-notice",
  "delete-notice",
  "send-notice-push",
] as const;
export type NoticeIntent = (typeof NOTICE_INTENTS)[number];

/** 09:30 or 09:30:15, as a time input sends it. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const noticeId = z.string({ error: M.notice }).trim().min(1, M.notice).max(100, M.notice);

const date = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => value === "" || isCalendarDate(value), M.date);
const time = z.string({ error: M.time }).trim().regex(TIME, M.time).optional();

const noticeFields = {
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(NOTICE_MESSAGE_MAX, M.messageTooLong),
  /** Optional: Tamil pages show the English message while it is empty (docs/decisions/030). */
  messageTa: z
    .string({ error: M.messageTooLong })
    .trim()
    .max(NOTICE_MESSAGE_MAX, M.messageTooLong)
    .optional(),
  level: z.enum(NOTICE_LEVELS, { error: M.level }),
  startDate: date(M.startDate),
  startTime: time,
  endDate: date(M.endDate),
  endTime: time,
};

type WindowFields = {
  startDate: string;
  startTime?: string | undefined;
  endDate: string;
  endTime?: string | undefined;
};

/** The start and end as instants (ISO); the end must come after the start. */
export function noticeWindowOf(value: WindowFields) {
  return {
    startsAt: noticeInstant(value.startDate, value.startTime, DAY_START),
    endsAt: noticeInstant(value.endDate, value.endTime, DAY_END),
  };
}

function endAfterStart(value: WindowFields, context: z.RefinementCtx) {
  // A date missing or unreal is refused under its own field already.
  const { startsAt, endsAt } = noticeWindowOf(value);
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    context.addIssue({ code: "custom", message: M.endAfterStart, path: ["endDate"] });
}

export const createNoticeSchema = z
  .object({ intent: z.literal("create-notice"), ...noticeFields })
  .superRefine(endAfterStart);

export const updateNoticeSchema = z
  .object({
    intent: z.literal("update-notice"),
    noticeId,
    /** The notice's updatedAt when the dialog opened: a newer save by someone else refuses this one. */
    updatedAt: z
      .string({ error: M.reload })
      .trim()
      .max(40, M.reload)
      .refine((value) => !Number.isNaN(Date.parse(value)), M.reload),
    ...noticeFields,
  })
  .superRefine(endAfterStart);

export const deleteNoticeSchema = z.object({ intent: z.literal("delete-notice"), noticeId });

/** A closure notice sent to parents' devices: "all", or one school's slug (the server checks it). */
export const sendNoticePushSchema = z.object({
  intent: z.literal("send-notice-push"),
  noticeId,
  school: z.string().trim().min(1).max(100).default("all"),
});

export type NoticeForm = z.output<typeof createNoticeSchema>;
