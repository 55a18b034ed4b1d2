// Keeps a copy of a sent enquiry for the staff inbox without ever holding up the parent: the
// WhatsApp chat has already opened (inside the click, where pop-up blockers allow it) when the copy
// leaves in the background, whatever the server then answers. fetch with keepalive outlives the
// page like sendBeacon, and unlike it gives the answer: a copy refused or lost is said in a toast,
// never passed off as kept; when the database cannot be reached (503) the toast says to try again.
import { ENQUIRY_ENDPOINT, type EnquiryFormText, HONEYPOT_FIELD } from "~/copy/enquiry-copy";
import type { EnquirySubmissionInput } from "~/lib/schemas/enquiry";
import { toast } from "~/lib/toast";
import { VISITOR_SESSION_STORAGE_KEY } from "~/lib/tracking";

/** The tracker's session id (app/tracker/), so staff can see which visits led to an enquiry. */
function visitorSessionId(): string | undefined {
  try {
    return sessionStorage.getItem(VISITOR_SESSION_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** `text`: the toasts (in the page's language) when the copy is refused, lost or cannot be saved. */
export function recordEnquiryInBackground(
  submission: EnquirySubmissionInput,
  honeypot: string,
  text: Pick<EnquiryFormText, "copyNotKept" | "savingUnavailable">,
) {
  const said =
    ({ title, message }: { title: string; message: string }) =>
    () =>
      toast.error({ title, description: message });
  const copyNotKept = said(text.copyNotKept);
  let answer: Promise<Response>;
  try {
    answer = fetch(ENQUIRY_ENDPOINT, {
      method: "POST",
      body: JSON.stringify({
        ...submission,
        visitorSessionId: visitorSessionId(),
        [HONEYPOT_FIELD]: honeypot,
      }),
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    });
  } catch (error) {
    answer = Promise.reject(error);
  }
  answer.then((response) => {
    if (response.status === 503) said(text.savingUnavailable)();
    else if (!response.ok) copyNotKept();
  }, copyNotKept);
}
