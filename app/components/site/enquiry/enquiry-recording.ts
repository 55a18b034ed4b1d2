// Keeps a copy of a sent enquiry for the staff inbox without ever holding up the parent: the
// browser sends it in the background (sendBeacon), and any failure is ignored.
import { ENQUIRY_ENDPOINT, HONEYPOT_FIELD } from "~/content/enquiry-copy";
import type { EnquirySubmissionInput } from "~/lib/schemas/enquiry";

export function recordEnquiryInBackground(submission: EnquirySubmissionInput, honeypot = "") {
  try {
    const body = JSON.stringify({ ...submission, [HONEYPOT_FIELD]: honeypot });
    const blob = new Blob([body], { type: "application/json" });
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ENQUIRY_ENDPOINT, blob)) return;
    void fetch(ENQUIRY_ENDPOINT, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Recording is a convenience for the office; the WhatsApp chat is the enquiry.
  }
}
