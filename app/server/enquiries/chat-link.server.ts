// The WhatsApp chat an enquiry posted without script goes on to: the chosen school's number (or
// the main office's, for a message), with the same text the forms' script would have opened.
import { admissionEnquiryMessage, campusVisitMessage, contactMessage } from "~/lib/enquiry-messages";
import type { EnquirySubmission } from "~/lib/schemas/enquiry";
import { whatsappLink, whatsappNumber } from "~/lib/whatsapp";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { beforeDeadline, isDeadlinePassed } from "../deadline.server";
import { log } from "../log.server";
import { lastKnownSchool, type School, schoolBySlug } from "../schools/schools.server";
import { lastKnownSiteSettings, type SiteSettings, siteSettings } from "../settings/settings.server";

/**
 * Where contact messages go: the main office's own phone, or the group's WhatsApp support
 * number when the office phone cannot take WhatsApp (a landline, or not filled in yet).
 */
export function officeChatNumber(settings: Pick<SiteSettings, "officePhone" | "whatsappSupportNumber">) {
  return whatsappNumber(settings.officePhone) ? settings.officePhone : settings.whatsappSupportNumber;
}

/**
 * The database's answer, or, when it cannot give one before `signal` fires (unreachable, or too
 * slow), what this process last read: the parent's chat must not wait on a database that hangs.
 */
async function readOrLastKnown<T>(
  signal: AbortSignal | undefined,
  read: () => Promise<T>,
  lastKnown: () => T | undefined,
): Promise<T | undefined> {
  try {
    return await beforeDeadline(signal, read);
  } catch (error) {
    if (!isDeadlinePassed(error) && !isDatabaseUnavailable(error)) throw error;
    log("warn", "enquiry chat link: database unavailable, using the last values read", { error });
    return lastKnown();
  }
}

const school = (slug: string, signal: AbortSignal | undefined): Promise<School | undefined> =>
  readOrLastKnown(
    signal,
    () => schoolBySlug(slug),
    () => lastKnownSchool(slug),
  );

/** The chat for a checked enquiry; undefined when no number is known for it. */
export async function chatLinkFor(
  submission: EnquirySubmission,
  signal?: AbortSignal,
): Promise<string | undefined> {
  if (submission.kind === "contact") {
    const chosen = submission.school ? await school(submission.school, signal) : undefined;
    const settings = await readOrLastKnown(signal, () => siteSettings(), lastKnownSiteSettings);
    if (!settings) return undefined;
    return whatsappLink(
      officeChatNumber(settings),
      contactMessage({ ...submission, schoolName: chosen?.name }),
    );
  }
  const chosen = await school(submission.school, signal);
  if (!chosen) return undefined;
  const number = chosen.whatsapp || chosen.phone;
  return submission.kind === "admission"
    ? whatsappLink(number, admissionEnquiryMessage({ ...submission, schoolName: chosen.name }))
    : whatsappLink(number, campusVisitMessage({ ...submission, schoolName: chosen.name }));
}
