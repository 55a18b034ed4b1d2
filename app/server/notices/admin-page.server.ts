// The Urgent Notices screen's server side (app/routes/admin/notices.tsx): the list as the page shows
// it, and one handler per intent of its action (docs/decisions/013: the happy path only;
// dispatchIntent turns a refusal into the form's reply, a toast and its status).
import {
  NOTICE_CREATED,
  NOTICE_DELETE_FAILED,
  NOTICE_DELETED,
  NOTICE_LEVEL_LABELS,
  NOTICE_PUSH,
  NOTICE_SAVE_FAILED,
  NOTICE_STATUS_LABELS,
  NOTICE_UPDATED,
  noticeWindowLabel,
} from "~/copy/admin-notices";
import { isSchoolSlug } from "~/copy/schools";
import { adminDateTime } from "~/lib/admin-format";
import { noticeMomentFields } from "~/lib/notice-window";
import {
  createNoticeSchema,
  deleteNoticeSchema,
  type NoticeForm,
  type NoticeIntent,
  noticeWindowOf,
  sendNoticePushSchema,
  updateNoticeSchema,
} from "~/lib/schemas/notices";
import type { NoticeView } from "~/views/notices";
import { NOT_FOUND_MESSAGE } from "../content/record.server";
import { DomainError, goneError } from "../domain-error.server";
import { failureToasts, type IntentContext, invalidForm, savedReply } from "../http/intents.server";
import { noticePushCounts, sendNoticePush } from "../push/notice-push.server";
import type { SessionUser } from "../staff/auth.server";
import { createNotice, deleteNotice, updateNotice } from "./notices.server";
import { noticesForAdmin } from "./queries.server";
import type { Notice, NoticeInput } from "./rows.server";

/** The list as the page shows it, each notice with where it stands at `now`. */
export async function noticeViews(now = new Date()): Promise<NoticeView[]> {
  const notices = await noticesForAdmin(now);
  const pushes = await noticePushCounts(
    notices.filter((notice) => notice.level === "closure").map((n) => n.id),
  );
  return notices.map((notice) => {
    const start = noticeMomentFields(notice.startsAt);
    const end = noticeMomentFields(notice.endsAt);
    return {
      id: notice.id,
      message: notice.message,
      messageTa: notice.messageTa,
      level: notice.level,
      status: notice.status,
      windowLabel: noticeWindowLabel(adminDateTime(notice.startsAt), adminDateTime(notice.endsAt)),
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
      updatedAt: notice.updatedAt,
      push: pushes.get(notice.id),
    };
  });
}

const FAILURES: Record<NoticeIntent, string> = {
  "create-notice": NOTICE_SAVE_FAILED,
  "update-notice": NOTICE_SAVE_FAILED,
  "delete-notice": NOTICE_DELETE_FAILED,
  "send-notice-push": NOTICE_PUSH.failed,
};

/** A refusal of a form's value shows under its field; a delete has no form, its reason is the toast. */
export const failureToast = failureToasts({
  title: (intent) => FAILURES[intent as NoticeIntent] ?? NOTICE_SAVE_FAILED,
  fault: false,
});

type Context = IntentContext<SessionUser>;

/** The form's values as the domain takes them: an emptied Tamil field clears what was stored. */
function noticeInput(value: Omit<NoticeForm, "intent">): NoticeInput {
  const { startsAt, endsAt } = noticeWindowOf(value);
  return {
    message: value.message,
    messageTa: value.messageTa ?? null,
    level: value.level,
    // The schema refused a window that names no real moment.
    startsAt: startsAt ?? "",
    endsAt: endsAt ?? "",
  };
}

function shownWhen(notice: Notice) {
  const level = NOTICE_LEVEL_LABELS[notice.level];
  const now = Date.now();
  if (Date.parse(notice.startsAt) <= now)
    return `${level}: ${NOTICE_STATUS_LABELS.active.toLowerCase()} on the website.`;
  return `${level}: shown from ${adminDateTime(notice.startsAt)}.`;
}

export async function createNoticeIntent({ parse, actor }: Context) {
  const submission = parse(createNoticeSchema);
  if (submission.status !== "success") return invalidForm("create-notice", submission);
  const notice = await createNotice(noticeInput(submission.value), actor);
  return savedReply("create-notice", {
    type: "success",
    title: NOTICE_CREATED,
    description: shownWhen(notice),
  });
}

export async function updateNoticeIntent({ parse, actor }: Context) {
  const submission = parse(updateNoticeSchema);
  if (submission.status !== "success") return invalidForm("update-notice", submission);
  const { noticeId, updatedAt, ...value } = submission.value;
  const notice = await updateNotice(noticeId, noticeInput(value), actor, { expectedUpdatedAt: updatedAt });
  return savedReply("update-notice", {
    type: "success",
    title: NOTICE_UPDATED,
    description: shownWhen(notice),
  });
}

export async function deleteNoticeIntent({ parse, actor }: Context) {
  const submission = parse(deleteNoticeSchema);
  if (submission.status !== "success")
    return invalidForm("delete-notice", submission, { type: "error", title: NOTICE_DELETE_FAILED });
  const deleted = await deleteNotice(submission.value.noticeId, actor);
  if (!deleted) throw goneError(NOT_FOUND_MESSAGE);
  return savedReply("delete-notice", {
    type: "success",
    title: NOTICE_DELETED,
    description: "It is no longer on the website.",
  });
}

export async function sendNoticePushIntent({ parse, actor }: Context) {
  const submission = parse(sendNoticePushSchema);
  if (submission.status !== "success")
    return invalidForm("send-notice-push", submission, { type: "error", title: NOTICE_PUSH.failed });
  const { noticeId, school } = submission.value;
  if (school !== "all" && !isSchoolSlug(school)) throw new DomainError("Choose one of the schools, or all.");
  const devices = await sendNoticePush(noticeId, school === "all" ? null : school, actor);
  return savedReply("send-notice-push", {
    type: "success",
    title: NOTICE_PUSH.sent(devices),
    description: NOTICE_PUSH.sentDescription,
  });
}
