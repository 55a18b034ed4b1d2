// The Urgent Notices form's schema (issue 30): the dates and times are India time whatever zone the
// machine runs in, an empty time is the start or the end of the day, and the end comes after the
// start; and where a notice stands at a moment.
import { describe, expect, it } from "vitest";
import { NOTICE_MESSAGES as M, NOTICE_MESSAGE_MAX } from "~/copy/admin-notices";
import { noticeMomentFields, noticeStatus } from "~/lib/notice-window";
import { createNoticeSchema, noticeWindowOf, updateNoticeSchema } from "~/lib/schemas/notices";

const form = {
  intent: "create-notice",
  message: "Schools are closed today because of heavy rain.",
  level: "closure",
  startDate: "2026-12-01",
  startTime: "06:00",
  endDate: "2026-12-01",
  endTime: "18:30",
};

function errors(values: Record<string, unknown>) {
  const result = createNoticeSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("the notice form", () => {
  it("reads the start and end in India time; an empty time is the day's start or its last minute", () => {
    expect(noticeWindowOf(form)).toEqual({
      startsAt: "2026-12-01T00:30:00.000Z",
      endsAt: "2026-12-01T13:00:00.000Z",
    });
    expect(noticeWindowOf({ ...form, startTime: "", endTime: undefined })).toEqual({
      startsAt: "2026-11-30T18:30:00.000Z",
      endsAt: "2026-12-01T18:29:00.000Z",
    });
    // Seconds, as a time input may send them.
    expect(noticeWindowOf({ ...form, startTime: "06:00:30" }).startsAt).toBe("2026-12-01T00:30:30.000Z");
    expect(noticeMomentFields("2026-12-01T13:00:00.000Z")).toEqual({ date: "2026-12-01", time: "18:30" });
  });

  it("accepts a whole form, the Tamil message optional", () => {
    expect(createNoticeSchema.safeParse(form).success).toBe(true);
    expect(createNoticeSchema.safeParse({ ...form, messageTa: "பள்ளிகள் மூடப்பட்டுள்ளன." }).success).toBe(true);
    expect(
      updateNoticeSchema.safeParse({
        ...form,
        intent: "update-notice",
        noticeId: "n1",
        updatedAt: "2026-11-29T04:30:00.000Z",
      }).success,
    ).toBe(true);
  });

  it("refuses what the rules refuse, each message under its field", () => {
    expect(errors({ ...form, message: "  " })).toEqual({ message: M.messageRequired });
    expect(errors({ ...form, message: "a".repeat(NOTICE_MESSAGE_MAX + 1) })).toEqual({
      message: M.messageTooLong,
    });
    expect(errors({ ...form, messageTa: "அ".repeat(NOTICE_MESSAGE_MAX + 1) })).toEqual({
      messageTa: M.messageTooLong,
    });
    expect(errors({ ...form, level: "panic" })).toEqual({ level: M.level });
    expect(errors({ ...form, startDate: "" })).toMatchObject({ startDate: M.startDate });
    expect(errors({ ...form, endDate: "2026-02-30" })).toMatchObject({ endDate: M.date });
    expect(errors({ ...form, endTime: "25:00" })).toEqual({ endTime: M.time });
    expect(errors({ ...form, endTime: "06:00" })).toEqual({ endDate: M.endAfterStart });
    expect(errors({ ...form, endDate: "2026-11-30" })).toEqual({ endDate: M.endAfterStart });
  });

  it("tells active, scheduled and ended apart: the start counts, the end does not", () => {
    const window = { startsAt: "2026-12-01T00:30:00.000Z", endsAt: "2026-12-01T13:00:00.000Z" };
    expect(noticeStatus(window, new Date("2026-12-01T00:29:59.999Z"))).toBe("scheduled");
    expect(noticeStatus(window, new Date("2026-12-01T00:30:00.000Z"))).toBe("active");
    expect(noticeStatus(window, new Date("2026-12-01T12:59:59.999Z"))).toBe("active");
    expect(noticeStatus(window, new Date("2026-12-01T13:00:00.000Z"))).toBe("ended");
  });
});
