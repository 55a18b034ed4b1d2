// The three enquiry forms' behaviours as one chunk of the page script, loaded only by the pages
// that have a form (app/enhance/index.ts); their rules come later still (enquiry-form-dom.ts).
export { enhanceAdmissionForm } from "./admission-form.enhance";
export { enhanceCampusVisitForm } from "./campus-visit-form.enhance";
export { enhanceContactMessageForm } from "./contact-message-form.enhance";
