// Event registration (issue 29): the form's rules and the answers a parent reads, in English.
// Placeholders are filled with fillMessage ({name} only; no plural syntax), as islands and plain
// pages both show them.
export const registration = {
  rules: {
    required: "Please fill in this field.",
    tooLong: "This is too long. Please shorten it.",
    phone: "Enter a 10-digit Indian mobile number, such as 98765 43210.",
    email: "Enter a valid email address, or leave it empty.",
    seats: "Choose from 1 to {max} seats.",
    school: "Choose one of the schools from the list.",
    reference: "Enter the reference code from your confirmation, such as ABCD-2345.",
    problemTitle: "Please check the form",
    problem: "Some answers need a second look: see the messages under the fields.",
  },
  closed: {
    "switched-off": "Registration for this event is closed.",
    deadline: "Registration for this event closed on {deadline}.",
    started: "Registration is closed: the event has already started.",
    full: "This event is full, and there is no waiting list.",
  },
  outcome: {
    notFound: "This event does not take registrations.",
    cancelNotFound:
      "We could not find a registration with this reference code and phone number. Please check both and try again.",
    alreadyCancelled: "This registration was already cancelled.",
    tooMany:
      "Too many registrations were sent from your connection. Please wait a few minutes and try again.",
    unavailable:
      "Your registration could not be saved just now. Please try again in a minute; nothing was registered.",
  },
};
