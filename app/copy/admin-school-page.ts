// The Edit School dialog's hints and list words, kept apart from admin-schools.ts: the form's
// schema imports that one, so its words load with every admin screen's forms (issue 27's shared
// chunk), while these load with the Schools screen only.
import { META_DESCRIPTION_MAX } from "./limits";

export const SCHOOL_FIELD_HINTS = {
  location: "The short place name on the school's card, such as Kamban Street, Thenpalli.",
  address: "The full postal address, shown on the contact page and with the enquiry forms.",
  phone: "With the country code, such as +91 98765 43210.",
  whatsapp:
    "Admission enquiries and visit requests for this school open a WhatsApp chat with this number. With the country code.",
  description: `Shown on the school's card and in search results; at most ${META_DESCRIPTION_MAX} characters.`,
  features: "Type a feature and press Add or Enter. Click a feature to remove it.",
  grades:
    "The classes parents can choose in the admission form. Type a class and press Add or Enter. Click one to remove it.",
  tagline: "The line under the school's name at the top of its page.",
  figures: 'Shown under "At a glance" on the school\'s page, as written, such as Ages 2-6 and 150+.',
  mapQuery:
    "What the map on the school's page searches for, such as the school's name, street and town. Empty: its name and address.",
  about: 'The long text under "About" on the school\'s page. Empty, the page shows the description instead.',
  headerImage:
    "Leads the school's page: the big photo at the top, captioned with the name and tagline, before the carousel's photos. Also the picture on the school's card.",
  gradesTa:
    "Where a class's name is a word, its Tamil name, for the Tamil school page. Left empty, the Tamil page shows the English grades.",
} as const;

/** The two lists of the dialog: a text box with an Add button, and the items as removable chips. */
export const LIST_EDITOR_COPY = {
  features: {
    add: "Add key feature",
    remove: (item: string) => `Remove key feature: ${item}`,
    empty: "No key features yet.",
    listLabel: "Current key features",
  },
  featuresTa: {
    add: "Add Tamil key feature",
    remove: (item: string) => `Remove Tamil key feature: ${item}`,
    empty: "No Tamil key features yet: the Tamil website shows the English ones.",
    listLabel: "Current Tamil key features",
  },
  gradesTa: {
    add: "Add Tamil grade",
    remove: (item: string) => `Remove Tamil grade: ${item}`,
    empty: "No Tamil grades yet: the Tamil website shows the English ones.",
    listLabel: "Current Tamil grades",
  },
  grades: {
    add: "Add grade",
    remove: (item: string) => `Remove grade: ${item}`,
    empty: "No grades yet.",
    listLabel: "Current grades",
  },
  addButton: "Add",
  duplicate: (item: string) => `"${item}" is already in the list.`,
  added: (item: string) => `Added "${item}".`,
  removed: (item: string) => `Removed "${item}".`,
} as const;

export const PHOTOS_LOADING = "loading…";
