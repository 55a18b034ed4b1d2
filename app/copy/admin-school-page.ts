// The Edit School dialog's words for what issue 28 added to it (the whole school page in one
// dialog), kept apart from admin-schools.ts: the form's schema imports that one, so its words load
// with every admin screen's forms, while these load with the Schools dialog only.

export const SCHOOL_PAGE_HINTS = {
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

export const PHOTOS_LOADING = "loading…";
