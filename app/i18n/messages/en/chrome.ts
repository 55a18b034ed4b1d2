// The site chrome: header, menus, footer, the WhatsApp button (spec §2, shared chrome). The English
// values are the spec's, from app/copy (tests import them there).
import { FOUNDER, SCHOOL_GROUP_TAGLINE } from "~/copy/brand";
import { CLOSURE_ALERT_WORDS } from "~/copy/closure-alerts";
import { FOOTER_CREDIT, MENU_LABELS, WHATSAPP_BUTTON_LABEL } from "~/copy/navigation";

export const chrome = {
  /** The two menu islands' labels, passed to them as they are (no ICU syntax: fillMessage only). */
  menu: MENU_LABELS,
  founderRole: FOUNDER.role,
  footer: {
    tagline: `${SCHOOL_GROUP_TAGLINE}.`,
    quickLinks: "Quick Links",
    ourSchools: "Our Schools",
    mainOffice: "Main Office",
    copyright: "© {year} {name}. All rights reserved.",
    credit: FOOTER_CREDIT,
    /** Parents' closure alerts by push (issue 30). */
    alerts: CLOSURE_ALERT_WORDS,
  },
  whatsapp: {
    label: WHATSAPP_BUTTON_LABEL,
    region: "WhatsApp support",
  },
  /** The urgent notices at the top of every page (issue 30). */
  notices: {
    region: "Urgent notices",
    levels: {
      information: "Information",
      important: "Important",
      closure: "School closure",
    },
    dismiss: "Close this notice",
  },
};
