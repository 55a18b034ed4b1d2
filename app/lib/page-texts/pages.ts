// The public pages whose words staff change on the Pages screen (issue 28), and which parts of the
// catalogues each one draws. A section is a branch of the catalogue; each of its direct children
// is one block on the screen (a heading, a text, a list, a group such as a card's title and text),
// with its own "Reset to the original text". What is not listed here stays in code: the header,
// menu and footer, form labels and messages, buttons' system words, the 404 and error pages.

export type EditableSection = {
  /** The catalogue branch: "home.callToAction". */
  path: string;
  label: string;
  /** Children of the branch left out (drawn elsewhere or system words). */
  skip?: readonly string[];
};

/**
 * A picture of the page staff choose from the media library; left empty, the page picks its own
 * (the portrait named in the library, the first school's header, a gallery photo). Its alt text is
 * one of the page's texts.
 */
export type EditablePicture = { key: string; label: string; hint: string };

export type EditablePage = {
  id: string;
  label: string;
  /** The English public path; the Tamil page is the same under /ta. */
  publicPath: string;
  sections: readonly EditableSection[];
  pictures?: readonly EditablePicture[];
};

export const FOUNDER_PORTRAIT_KEY = "founderPortrait";
export const ABOUT_CAMPUS_PICTURE_KEY = "aboutCampus";
export const FACULTY_PICTURE_KEY = "facultyPhoto";

const FOUNDER_PORTRAIT: EditablePicture = {
  key: FOUNDER_PORTRAIT_KEY,
  label: "Portrait of the Correspondent",
  hint: "Shown on the About and Management pages and in the menu. Left empty, the library's portrait file is used.",
};

/** Where a page's chosen picture is kept among its texts. */
export function picturePath(key: string) {
  return `picture.${key}`;
}

export const EDITABLE_PAGES: readonly EditablePage[] = [
  {
    id: "home",
    label: "Home",
    publicPath: "/",
    sections: [
      { path: "home.intro", label: "Welcome" },
      { path: "home.whyChoose", label: "Highlights" },
      { path: "home.achievements", label: "Figures" },
      { path: "home.curriculum", label: "Curriculum" },
      { path: "home.family", label: "Our family of schools" },
      { path: "home.callToAction", label: "Admissions banner" },
      { path: "home.meta", label: "Search results and link previews" },
    ],
  },
  {
    id: "about",
    label: "About",
    publicPath: "/about",
    sections: [{ path: "about.about", label: "About Us" }],
    pictures: [
      {
        key: ABOUT_CAMPUS_PICTURE_KEY,
        label: "Campus photo",
        hint: "Beside the story. Left empty, the first school's header picture is used.",
      },
      FOUNDER_PORTRAIT,
    ],
  },
  {
    id: "vision",
    label: "Vision",
    publicPath: "/about/vision",
    sections: [{ path: "about.vision", label: "Our Vision" }],
  },
  {
    id: "mission",
    label: "Mission",
    publicPath: "/about/mission",
    sections: [{ path: "about.mission", label: "Our Mission" }],
  },
  {
    id: "founder",
    label: "Founder's message",
    publicPath: "/about/founder",
    sections: [{ path: "about.founder", label: "Management" }],
    pictures: [FOUNDER_PORTRAIT],
  },
  {
    id: "faculty",
    label: "Faculty",
    publicPath: "/faculty",
    sections: [{ path: "faculty", label: "Our Faculty" }],
    pictures: [
      {
        key: FACULTY_PICTURE_KEY,
        label: "Classroom photo",
        hint: "At the top of the page. Left empty, the newest classroom photo of the gallery is used.",
      },
    ],
  },
  {
    id: "news",
    label: "News",
    publicPath: "/news",
    sections: [
      { path: "news.page", label: "Top of the page" },
      { path: "news.categoryCards", label: "The four category cards" },
      { path: "news.recent", label: "Recent news", skip: ["loading"] },
    ],
  },
  {
    id: "schools",
    label: "Schools overview",
    publicPath: "/schools",
    sections: [{ path: "schools.list", label: "Our Schools" }],
  },
  {
    id: "admissions",
    label: "Admissions",
    publicPath: "/admissions",
    sections: [{ path: "enquiry.admissions", label: "Admissions" }],
  },
  {
    id: "contact",
    label: "Contact",
    publicPath: "/contact",
    sections: [
      { path: "enquiry.contact", label: "Contact Us" },
      { path: "enquiry.hours", label: "Office hours" },
    ],
  },
];

export function editablePage(id: string): EditablePage | undefined {
  return EDITABLE_PAGES.find((page) => page.id === id);
}
