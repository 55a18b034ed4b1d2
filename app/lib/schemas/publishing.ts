// The publishing action a save carries (the button pressed: Publish now, Save draft, Schedule),
// shared by the News dialog's and the Content form's schemas. A save without one keeps the
// form's own Status and publication date (spec §2's fields).
import { z } from "zod";
import { PUBLISHING_MESSAGES } from "~/copy/admin-publishing";

/** The name of the field the publishing buttons post, and its values. */
export const PUBLISH_FIELD = "publish";
export const PUBLISH_ACTIONS = ["now", "draft", "schedule"] as const;
export type PublishAction = (typeof PUBLISH_ACTIONS)[number];

export const publishActionField = z.enum(PUBLISH_ACTIONS).optional();

/**
 * Schedule needs a moment, and one still ahead (checked against this machine's clock: the
 * browser's for instant feedback, the server's for the real check).
 */
export function checkScheduledMoment(
  action: PublishAction | undefined,
  instant: string | null | undefined,
  path: string,
  context: z.RefinementCtx,
  now = Date.now(),
) {
  if (action !== "schedule") return;
  if (instant === null || instant === undefined)
    context.addIssue({ code: "custom", path: [path], message: PUBLISHING_MESSAGES.scheduleNeedsMoment });
  else if (Date.parse(instant) <= now)
    context.addIssue({ code: "custom", path: [path], message: PUBLISHING_MESSAGES.scheduleInPast });
}

/**
 * What a publishing action stores: Publish now → published at this moment; Save draft → a draft;
 * Schedule → published at the chosen (future) moment. undefined: no action, the form's fields decide.
 */
export function publicationOfAction(
  action: PublishAction | undefined,
  chosen: string | null | undefined,
  now = new Date(),
): { status: "published" | "draft"; publishedAt: string | null | undefined } | undefined {
  if (action === "now") return { status: "published", publishedAt: now.toISOString() };
  if (action === "draft") return { status: "draft", publishedAt: undefined };
  if (action === "schedule") return { status: "published", publishedAt: chosen ?? null };
  return undefined;
}
