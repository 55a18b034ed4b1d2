// What the dashboard's loader hands its components (app/routes/admin/dashboard.tsx): every figure
// already counted and every text and link already written, on the server.

/** A counted line of a to-do card that opens the list it counts. */
export type TodoLink = { label: string; count: number; to: string; note?: string };

export type EnquiryTodo = {
  total: number;
  schools: {
    name: string;
    fresh: number;
    /** The inbox filtered to this school's new enquiries (null: no filter names them alone). */
    to: string | null;
    waiting: number;
    /** The inbox filtered to those received before today. */
    waitingTo: string | null;
  }[];
  inboxTo: string;
};

export type ListedItem = { id: string; title: string; to: string; when: string; dateTime: string };

export type DashboardTodos = {
  /** Absent when the reader's role may not open the Enquiries inbox. */
  enquiries: EnquiryTodo | null;
  scheduled: { total: number; items: ListedItem[]; allTo: string };
  /** Every draft once (news drafts are among all drafts), and the lists that show them. */
  drafts: { total: number; links: TodoLink[] };
  events: { total: number; items: ListedItem[]; week: string; allTo: string };
  withoutTamil: TodoLink[];
  /**
   * Pictures without alt text: how many, the newest few (each opening the Media Library at that
   * file, filtered to pictures without alt text) and the whole filtered library.
   */
  altText: { count: number; to: string; items: { id: string; name: string; to: string }[] } | null;
  /**
   * Event registration (issue 29): the upcoming events nearly full, each opening its registrations
   * screen, with the card's title, its calm line and how many registrations came today (its note),
   * all written on the server. Absent when the reader may not open Events.
   */
  registrations: { title: string; done: string; note: string; items: ListedItem[] } | null;
};

export type ActivityItem = {
  key: string;
  text: string;
  /** 'news', 'school info'… (underscores as spaces), or null. */
  type: string | null;
  to: string | null;
  /** 'updated by Kavya', 'created'. */
  done: string;
  when: string;
  dateTime: string;
};
