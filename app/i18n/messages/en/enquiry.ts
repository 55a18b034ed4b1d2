// The Admissions and Contact pages and their three enquiry forms. The English words are the
// spec's and ours as app/copy/enquiry-copy.ts fixes them (tests import those constants). `form`,
// `rules` and `endpoint` are plain strings, not ICU: islands and the endpoint fill their `{…}`
// with fillMessage.
import {
  ADMISSIONS_PAGE,
  CONTACT_PAGE,
  ENQUIRY_ENDPOINT_MESSAGES,
  ENQUIRY_FORM_TEXT,
  ENQUIRY_LABELS,
  ENQUIRY_NOT_SAVED_PAGE,
  ENQUIRY_RULE_MESSAGES,
  ENQUIRY_HEADINGS as H,
} from "~/copy/enquiry-copy";

export const enquiry = {
  admissions: {
    title: ADMISSIONS_PAGE.title,
    description: ADMISSIONS_PAGE.description,
    eyebrow: "Admissions open for {year}",
    heading: ADMISSIONS_PAGE.heading,
    lead: ADMISSIONS_PAGE.lead,
    steps: [...ADMISSIONS_PAGE.steps],
    step: "Step {number}: ",
    jumpToForm: ADMISSIONS_PAGE.jumpToForm,
  },
  contact: {
    title: CONTACT_PAGE.title,
    description: CONTACT_PAGE.description,
    eyebrow: CONTACT_PAGE.eyebrow,
    lead: CONTACT_PAGE.lead,
    schools: H.schools,
    schoolsLead: H.schoolsLead,
    sendMessage: H.sendMessage,
    sendMessageLead: H.sendMessageLead,
    campusVisit: H.campusVisit,
    campusVisitLead: H.campusVisitLead,
    applyNow: H.applyNow,
    applyNowLead: H.applyNowLead,
    startApplication: ENQUIRY_LABELS.startApplication,
  },
  gallery: { heading: H.gallery, lead: H.galleryLead },
  hours: {
    heading: H.officeHours,
    /** A run of days: "Monday to Friday". */
    days: "{from} to {to}",
    closed: "Closed",
  },
  form: ENQUIRY_FORM_TEXT,
  rules: ENQUIRY_RULE_MESSAGES,
  endpoint: { ...ENQUIRY_ENDPOINT_MESSAGES },
  notSaved: { ...ENQUIRY_NOT_SAVED_PAGE },
};
