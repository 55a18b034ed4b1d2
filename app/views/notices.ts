// One urgent notice as the Urgent Notices screen shows and edits it (app/routes/admin/notices.tsx),
// and as the public banner draws it (app/components/site/urgent-notices.tsx).
import type { NoticeLevel, NoticeStatus } from "~/copy/admin-notices";

export type NoticeView = {
  id: string;
  message: string;
  /** null: the Tamil website shows the English message. */
  messageTa: string | null;
  level: NoticeLevel;
  status: NoticeStatus;
  /** "5 Dec 2026, 6:00 am – 6 Dec 2026, 6:00 pm", India time. */
  windowLabel: string;
  /** The start and end as the dialog's date and time fields hold them, India time. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** As loaded: an edit sends it back, so that a newer save by someone else is not overwritten. */
  updatedAt: string;
  /** A closure notice's pushes to parents' devices so far; undefined when none was sent. */
  push?: { delivered: number; queued: number; expired: number; failed: number };
};

/** A notice as a public page shows it, in the page's language. */
export type BannerNotice = {
  id: string;
  level: NoticeLevel;
  text: string;
  /** "en" on a Tamil page showing the English message (no Tamil one was written). */
  lang?: "en";
  /** Remembered with the id when a parent closes it: an edited notice shows again. */
  version: string;
};
