// Fixed texts of Settings' office e-mail card (issue 30). The card and its tests import these names.

export const OFFICE_MAIL_TITLE = "Office e-mail";
export const OFFICE_MAIL_DESCRIPTION =
  "Every new enquiry and event registration is e-mailed to its school's recipients and to the group-wide ones; while none is set, to every admin.";
export const MAIL_OFF =
  "E-mail is off: the server has no SMTP_URL and MAIL_FROM (see README, Configuration). Nothing is queued while it is off.";
export const mailOn = (from: string, server: string) => `E-mail is on: sent as ${from} through ${server}.`;
export const noRecipient = (adminAddresses: readonly string[]) =>
  `No recipient is set: e-mail goes to every admin${adminAddresses.length > 0 ? ` (${adminAddresses.join(", ")})` : ""}.`;
export const RECIPIENTS_LABEL = "Recipients";
export const ALL_SCHOOLS_GROUP_WIDE = "All schools (group-wide)";
export const ALL_SCHOOLS = "All schools";
export const EACH_MESSAGE_LABEL = "Each message as it comes";
export const digestChoice = (time: string) => `A daily digest at ${time} (India time)`;
export const digestNote = (time: string) => `, a daily digest at ${time}`;
export const REMOVE_LABEL = "Remove";
export const removeRecipientLabel = (address: string, school: string) => `Remove ${address} (${school})`;
export const RECIPIENT_FIELDS = {
  address: "Recipient's e-mail",
  school: "Receives e-mail for",
  delivery: "Sends",
} as const;
export const ADD_RECIPIENT_LABEL = "Add Recipient";
export const ADD_RECIPIENT_BUSY = "Adding…";
export const SEND_TEST_MAIL_LABEL = "Send a test e-mail";
export const SEND_TEST_MAIL_BUSY = "Sending…";
export const testMailNote = (address: string) => `Sent at once to your address, ${address}.`;
