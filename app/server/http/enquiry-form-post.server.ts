// The answer to an enquiry form posted without script (a browser that has not run the page's
// script yet): forms thus work before the page's script runs.
import { ENQUIRY_PAGES, type EnquiryPage } from "~/copy/enquiry-copy";
import { type Locale, localeOfPath, pathInLocale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/server";
import type { RecordingAnswer } from "./enquiry-endpoint.server";
import { notSavedPage } from "./enquiry-not-saved-page.server";
import { redirect } from "./redirect.server";
import { redirectWithToast } from "./toast.server";

/** True for a plain HTML form post (a browser that has not run the page's script yet). */
export function isFormPost(request: Request) {
  return (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
}

/**
 * On success the WhatsApp chat itself (303). When the database cannot be reached, a page saying
 * the enquiry was not saved, with the chat one tap away (enquiry-not-saved-page.server.ts). Otherwise back
 * to the form's page with the refusal as a toast.
 */
export async function formPostAnswer(request: Request, answer: RecordingAnswer): Promise<Response> {
  const locale = answer.locale ?? localeOfReferrer(request);
  const back = answer.returnTo ?? pageOfReferrer(request) ?? pathInLocale(ENQUIRY_PAGES[0], locale);
  if (answer.body.ok) {
    return redirect(answer.chatLink ?? back, 303);
  }
  if (answer.status === 503)
    return notSavedPage({ locale, chatLink: answer.chatLink, back, resend: answer.resend });
  const title = answer.body.title ?? messagesFor(locale).enquiry.rules.errorTitle;
  return redirectWithToast(back, { type: "error", title, description: answer.body.message }, { status: 303 });
}

/** The language of the enquiry page named by the Referer; English when there is none. */
export function localeOfReferrer(request: Request): Locale {
  const page = pageOfReferrer(request);
  return page ? localeOfPath(page) : "en";
}

/** The enquiry page the post came from, by its Referer; anything else, a malformed one too, is none. */
function pageOfReferrer(request: Request): EnquiryPage | undefined {
  const referrer = request.headers.get("referer");
  if (!referrer || !URL.canParse(referrer)) return undefined;
  const { pathname } = new URL(referrer);
  return ENQUIRY_PAGES.find((page) => page === pathname);
}
