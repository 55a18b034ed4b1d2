// Behaviour of campus-visit-form.tsx (see app/enhance/index.ts): the campus follows the school
// and waits for it, Book Campus Visit waits for every required field, and a submit checks the
// rules, opens the school's WhatsApp chat, keeps a copy for the office and empties the form.
import { ENQUIRY_LABELS, VISIT_REQUEST_SENT } from "~/copy/enquiry-copy";
import { part } from "~/enhance/dom";
import { campusVisitMessage } from "~/lib/enquiry-messages";
import { toast } from "~/lib/toast";
import {
  chosenSchool,
  clearErrorsAsTheVisitorTypes,
  clearFieldErrors,
  clearFields,
  readFields,
  validationOnDemand,
} from "./enquiry-form-dom";
import { sendToSchoolChat } from "./school-chat";

const FIELDS = ["name", "phone", "email", "school", "campus", "timeSlot", "preferredDate"] as const;
const REQUIRED = FIELDS.filter((field) => field !== "email");

export function enhanceCampusVisitForm(root: HTMLElement) {
  const form = root as HTMLFormElement;
  const school = part<HTMLSelectElement>(form, "school");
  const campus = part<HTMLSelectElement>(form, "campus");
  const submit = part<HTMLButtonElement>(form, "submit");
  const campusPrompt = campus.options[0] ?? new Option("", "");

  /** The campus list holds the chosen school's campus only (spec §4); a new school clears it. */
  function followSchool(newChoice: boolean) {
    const address = chosenSchool(school)?.dataset.address;
    const kept = newChoice ? "" : campus.value;
    campusPrompt.text = school.value ? ENQUIRY_LABELS.chooseCampus : ENQUIRY_LABELS.chooseCampusFirst;
    campus.replaceChildren(campusPrompt, ...(address ? [new Option(address, address)] : []));
    campus.value = address && kept === address ? kept : "";
    campus.disabled = !school.value;
  }

  function holdButtonUntilComplete() {
    const values = readFields(form, REQUIRED);
    submit.disabled = REQUIRED.some((field) => values[field] === "");
  }

  const validation = validationOnDemand(form);
  form.addEventListener("submit", (event) => {
    const rules = validation();
    // The rules have not arrived: the browser checks the form and posts it to the server.
    if (!rules) return;
    event.preventDefault();
    const values = readFields(form, FIELDS);
    const schoolName = sendToSchoolChat({
      form,
      school,
      checked: rules.checkCampusVisit(values),
      message: campusVisitMessage,
      record: { kind: "campus_visit", ...values },
    });
    if (schoolName === undefined) return;
    clearFields(form, FIELDS);
    clearFieldErrors(form);
    followSchool(true);
    holdButtonUntilComplete();
    toast.success({ title: VISIT_REQUEST_SENT.title, description: VISIT_REQUEST_SENT.message(schoolName) });
  });

  school.addEventListener("change", () => followSchool(true));
  clearErrorsAsTheVisitorTypes(form);
  // On the form, so they run after the select's own listener: a cleared campus holds the button.
  form.addEventListener("input", holdButtonUntilComplete);
  form.addEventListener("change", holdButtonUntilComplete);
  // The browser may have restored the visitor's earlier choices (Back); start from what is there.
  followSchool(false);
  holdButtonUntilComplete();
}
