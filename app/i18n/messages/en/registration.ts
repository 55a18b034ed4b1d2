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
  /** On an event's card and page. */
  status: {
    seatsLeft: "{left} of {total} seats left",
    deadline: "Register by {deadline} (India time)",
    register: "Register",
    joinWaitingList: "Join the waiting list",
    full: "All seats are taken. A waiting list is open.",
    closed: "Registration closed",
  },
  /** The form: /events/<slug>/register. */
  form: {
    title: "Register for {event}",
    metaDescription:
      "Register your family for {event} on {date}: a short form, and your seats are kept at once.",
    heading: "Register for this event",
    intro: "Fill in this short form. Your seats are kept at once, and you get a reference code.",
    waitingHeading: "This event is full: join the waiting list",
    waitingIntro:
      "All seats are taken. You can join the waiting list: if a family cancels, their seats go to the families waiting, in turn, and your confirmation page will then say you are registered.",
    closedHeading: "Registration is closed",
    deadline: "Registration closes",
    deadlineValue: "{deadline}, India time",
    eventHeading: "The event",
    formHeading: "Your details",
    parentName: "Parent's name",
    phone: "Mobile number",
    phoneHint: "10 digits, such as 98765 43210. We use it only about this event.",
    email: "Email (optional)",
    childName: "Child's name",
    childClass: "Child's class",
    childClassHint: "Such as LKG, UKG or Class 3.",
    school: "School",
    chooseSchool: "Choose a school",
    seats: "Number of seats",
    seatsHint: "One seat for each person coming, you included.",
    fewSeatsLeft: "Only {left} left now: a family asking for more joins the waiting list.",
    note: "Note for the school (optional)",
    required: "(required)",
    submit: "Register",
    submitWaiting: "Join the waiting list",
    notice: "Your details go only to the school office, for this event.",
    honeypot: "Leave this field empty",
    backToEvent: "Back to the event",
  },
  /** The confirmation: /events/<slug>/registration/<token>. */
  confirmation: {
    title: "Your registration",
    registeredHeading: "You are registered",
    registeredText: "Your seats are kept. Please bring your reference code, on your phone or on paper.",
    movedUpText:
      "Good news: seats became free and you were moved up from the waiting list. You are now registered.",
    waitingHeading: "You are on the waiting list: number {place}",
    waitingText:
      "All seats are taken for now. If a family cancels, their seats go to the families waiting, in turn. This page will then say you are registered: keep its address, or your reference code.",
    cancelledHeading: "This registration is cancelled",
    cancelledText: "Your seats were given back. You may register again while registration is open.",
    reference: "Reference code",
    referenceHint: "Keep this code: with your mobile number, it lets you cancel.",
    summaryHeading: "What you registered",
    event: "Event",
    date: "Date",
    time: "Time",
    place: "Place",
    parent: "Parent",
    child: "Child",
    childClass: "Class",
    school: "School",
    seats: "Seats",
    whatsapp: "Send the details to the school on WhatsApp",
    cancel: "Cancel this registration",
    eventPage: "See the event",
  },
  /** Cancelling: /events/<slug>/cancel. */
  cancel: {
    title: "Cancel a registration: {event}",
    heading: "Cancel a registration",
    intro: "Enter the reference code from your confirmation and the mobile number you registered with.",
    reference: "Reference code",
    phone: "Mobile number",
    submit: "Cancel my registration",
    doneHeading: "Your registration is cancelled",
    doneText: "Thank you for letting us know.",
    seatsFreed: "Your seats go to the next family on the waiting list.",
    backToEvent: "Back to the event",
    unavailable:
      "Your cancellation could not be saved just now. Please try again in a minute; your registration still stands.",
  },
};
