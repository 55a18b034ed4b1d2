// Behaviour of admission-form.tsx (see app/enhance/index.ts): the grade list and the contact
// panel follow the chosen school, and a submit checks the rules, opens the school's WhatsApp chat,
// keeps a copy for the office and starts the form afresh.
import { ENQUIRY_LABELS, ENQUIRY_SENDING_FEEDBACK_MS, ENQUIRY_SENT } from "~/copy/enquiry-copy";
import { part, parts } from "~/enhance/dom";
import { admissionEnquiryMessage } from "~/lib/enquiry-messages";
import { toast } from "~/lib/toast";
import {
  chosenSchool,
  clearErrorsAsTheVisitorTypes,
  clearFieldError,
  clearFieldErrors,
  clearFields,
  readFields,
  validationOnDemand,
} from "./enquiry-form-dom";
import { sendToSchoolChat } from "./school-chat";

const FIELDS = [
  "parentName",
  "childName",
  "childAge",
  "email",
  "phone",
  "school",
  "grade",
  "message",
] as const;

export function enhanceAdmissionForm(root: HTMLElement) {
  const form = part<HTMLFormElement>(root, "form");
  const school = part<HTMLSelectElement>(form, "school");
  const submit = part<HTMLButtonElement>(form, "submit");
  const submitLabel = part(submit, "submit-label");
  const gradeTemplate = part<HTMLTemplateElement>(form, "grade-template");
  const panels = parts(root, "school-contact");

  // The grade field is in the form only while a school is chosen; the server drew it when the
  // address named one, else it waits in the template.
  const drawnGrade = form.querySelector<HTMLSelectElement>('[data-part="grade"]');
  const gradeField = (drawnGrade?.parentElement ??
    gradeTemplate.content.firstElementChild?.cloneNode(true)) as HTMLElement;
  const grade = part<HTMLSelectElement>(gradeField, "grade");
  const gradePrompt = grade.options[0];

  /** Shows what belongs to the chosen school; a new choice starts the grade over. */
  function followSchool(newChoice: boolean) {
    const option = chosenSchool(school);
    for (const panel of panels) panel.hidden = !option || panel.dataset.school !== option.value;
    if (!option) {
      gradeField.remove();
      return;
    }
    const grades = JSON.parse(option.dataset.grades ?? "[]") as string[];
    const kept = newChoice ? "" : grade.value;
    grade.replaceChildren(...(gradePrompt ? [gradePrompt] : []), ...grades.map((g) => new Option(g, g)));
    grade.value = grades.includes(kept) ? kept : "";
    if (newChoice) clearFieldError(grade);
    if (!gradeField.isConnected) gradeTemplate.before(gradeField);
  }

  let submitting = false;
  function setSubmitting(on: boolean) {
    submitting = on;
    submit.disabled = on;
    submitLabel.textContent = on ? ENQUIRY_LABELS.sending : ENQUIRY_LABELS.submitEnquiry;
  }

  const validation = validationOnDemand(form);
  form.addEventListener("submit", (event) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    const rules = validation();
    // The rules have not arrived: the browser checks the form and posts it to the server.
    if (!rules) return;
    event.preventDefault();
    setSubmitting(true);
    const values = readFields(form, FIELDS);
    const schoolName = sendToSchoolChat({
      form,
      school,
      checked: rules.checkAdmission(values),
      message: admissionEnquiryMessage,
      record: { kind: "admission", ...values },
    });
    if (schoolName === undefined) {
      setSubmitting(false);
      return;
    }
    // 'Sending....' stays a moment so the parent sees the enquiry go, then the form starts afresh.
    setTimeout(() => {
      clearFields(form, FIELDS);
      clearFieldErrors(form);
      followSchool(true);
      toast.success({ title: ENQUIRY_SENT.title, description: ENQUIRY_SENT.message(schoolName) });
      setSubmitting(false);
    }, ENQUIRY_SENDING_FEEDBACK_MS);
  });

  school.addEventListener("change", () => followSchool(true));
  clearErrorsAsTheVisitorTypes(form);
  // The browser may have restored the visitor's earlier choices (Back); start from what is there.
  followSchool(false);
}
