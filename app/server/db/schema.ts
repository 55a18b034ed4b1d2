// Row types of every table, as Kysely sees them. Instants are ISO-8601 UTC text on SQLite and
// timestamptz (Date) on PostgreSQL; booleans are 0/1 on SQLite. The domain modules turn rows
// into plain values that are identical on both engines (see docs/decisions/004-values-across-engines.md).
import type { ColumnType, Generated } from "kysely";

type Instant = ColumnType<string | Date, string | Date, string | Date>;
type CreatedInstant = ColumnType<string | Date, string | Date | undefined, never>;
type Bool = ColumnType<boolean | number, boolean, boolean>;
type Json = ColumnType<unknown, string, string>;
type BigCount = ColumnType<number | string | bigint, number, number>;

export type ContentKind =
  | "news"
  | "event"
  | "faculty"
  | "gallery"
  | "about"
  | "school_info"
  | "homepage_slide";
export type ContentStatus = "draft" | "published" | "archived";
export type Role = "admin" | "editor" | "viewer";
export type MediaCategory =
  | "homepage-slides"
  | "school-headers"
  | "school-logos"
  | "gallery"
  | "events"
  | "news"
  | "general";
export type NewsPriority = "high" | "medium" | "low";
export type EnquiryKind = "admission" | "campus_visit" | "contact";
export type EnquiryStatus = "new" | "contacted" | "visited" | "enrolled" | "closed";

export type ContentTable = {
  id: string;
  kind: ContentKind;
  title: string;
  slug: string;
  status: ContentStatus;
  body: string | null;
  summary: string | null;
  /** Optional Tamil versions of title, summary and body (migration 007); null = not translated. */
  title_ta: ColumnType<string | null, string | null | undefined, string | null>;
  summary_ta: ColumnType<string | null, string | null | undefined, string | null>;
  body_ta: ColumnType<string | null, string | null | undefined, string | null>;
  meta_title: string | null;
  featured_image: string | null;
  featured_media_id: string | null;
  details: Json;
  published_at: Instant | null;
  created_at: CreatedInstant;
  updated_at: Instant;
  created_by: string | null;
  updated_by: string | null;
};

export type SlideTable = {
  content_id: string;
  order_index: number;
  button_text: string | null;
  button_link: string | null;
  /** Optional Tamil button text (migration 013); null = not translated. */
  button_text_ta: ColumnType<string | null, string | null | undefined, string | null>;
};

export type GalleryItemTable = {
  content_id: string;
  category: string;
  is_featured: Bool;
  order_index: BigCount;
};

export type EventTable = {
  content_id: string;
  event_date: string;
  event_time: string | null;
  /** "HH:mm" on the event's date in Asia/Kolkata, after event_time; null: the feed's default length. */
  end_time: ColumnType<string | null, string | null | undefined, string | null>;
  location: string | null;
  /** Optional Tamil location (migration 013); null = not translated. */
  location_ta: ColumnType<string | null, string | null | undefined, string | null>;
  category: string;
  is_featured: Bool;
  max_participants: number | null;
  registration_required: Bool;
  /** Registration settings (migration 014): parents may register while open, before the deadline. */
  registration_open: ColumnType<boolean | number, boolean | undefined, boolean>;
  registration_deadline: ColumnType<string | Date | null, string | null | undefined, string | null>;
  seats_per_registration: ColumnType<number, number | undefined, number>;
  waiting_list: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Seats held by registered families, kept with each registration (app/server/registrations/). */
  seats_taken: ColumnType<number, number | undefined, number>;
};

export type RegistrationStatus = "registered" | "waiting" | "cancelled";

/** A family's registration for an event (migration 014; app/server/registrations/). */
export type EventRegistrationTable = {
  id: string;
  event_id: string;
  /** What the parent is told and types to cancel, with the phone number. */
  reference: string;
  /** The secret part of the confirmation page's address. */
  access_token: string;
  status: RegistrationStatus;
  /** The order in which waiting families joined the list; kept once moved up. */
  queue_number: number | null;
  moved_up_at: Instant | null;
  attended_at: Instant | null;
  parent_name: string;
  phone: string;
  email: string | null;
  child_name: string;
  child_class: string;
  school_slug: string | null;
  seats: number;
  note: string | null;
  locale: ColumnType<string, string | undefined, string>;
  source: ColumnType<"site" | "office", "site" | "office" | undefined, "site" | "office">;
  suspected_spam: ColumnType<boolean | number, boolean | undefined, boolean>;
  times_sent: ColumnType<number, number | undefined, number>;
  fingerprint: string | null;
  created_at: CreatedInstant;
  last_sent_at: Instant | null;
  created_by: string | null;
  cancelled_at: Instant | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
};

export type NoticeLevel = "information" | "important" | "closure";

/** A notice at the top of every public page while it runs (migration 016; app/server/notices/). */
export type UrgentNoticeTable = {
  id: string;
  message: string;
  /** The Tamil message; null: Tamil pages show the English one. */
  message_ta: string | null;
  level: NoticeLevel;
  starts_at: Instant;
  ends_at: Instant;
  created_at: CreatedInstant;
  updated_at: ColumnType<string | Date, string | Date | undefined, string | Date>;
  created_by: string | null;
  updated_by: string | null;
};

export type NewsTable = {
  content_id: string;
  category: string | null;
  priority: NewsPriority;
  is_featured: Bool;
};

export type SchoolTable = {
  content_id: string;
  sort_order: number;
  tagline: string | null;
  location: string | null;
  address: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  affiliation: string | null;
  logo_image: string | null;
  age_range: string | null;
  student_count: string | null;
  map_query: string | null;
  features: Json;
  grades: Json;
  images: Json;
  /** Optional Tamil tagline, location and key features (migration 007); null = not translated. */
  tagline_ta: ColumnType<string | null, string | null | undefined, string | null>;
  location_ta: ColumnType<string | null, string | null | undefined, string | null>;
  features_ta: ColumnType<unknown, string | null | undefined, string | null>;
  /** Optional Tamil address and grades (migration 012); null or [] = not translated. */
  address_ta: ColumnType<string | null, string | null | undefined, string | null>;
  grades_ta: ColumnType<unknown, string | null | undefined, string | null>;
};

export type MediaTable = {
  id: string;
  filename: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  url: string;
  category: MediaCategory;
  bucket_id: string;
  storage_path: string;
  uploaded_by: string | null;
  alt_text: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  content_hash: string | null;
  variants: Json;
  placeholder: string | null;
  created_at: CreatedInstant;
};

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: Instant;
  updatedAt: Instant;
  username: string | null;
  displayUsername: string | null;
  role: Role;
  disabled: Bool;
};

export type SessionTable = {
  id: string;
  expiresAt: Instant;
  token: string;
  createdAt: Instant;
  updatedAt: Instant;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
};

export type AccountTable = {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Instant | null;
  refreshTokenExpiresAt: Instant | null;
  scope: string | null;
  password: string | null;
  createdAt: Instant;
  updatedAt: Instant;
};

export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Instant;
  createdAt: Instant;
  updatedAt: Instant;
};

export type VisitorSessionTable = {
  id: string;
  session_id: string;
  created_at: CreatedInstant;
  referrer: string | null;
  referrer_host: string | null;
  country: string | null;
  city: string | null;
  landing_page: string;
  device: string | null;
  browser: string | null;
  os: string | null;
  /** Page views of the session so far, and seconds spent on them, kept as the tracker reports. */
  page_views: ColumnType<number, number | undefined, number>;
  time_spent: ColumnType<number, number | undefined, number>;
  last_seen_at: Instant | null;
};

export type PageViewTable = {
  id: Generated<number>;
  session_id: string;
  page_url: string;
  page_title: string | null;
  time_spent: number;
  created_at: CreatedInstant;
};

export type EnquiryTable = {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  school_slug: string | null;
  name: string | null;
  child_name: string | null;
  child_age: number | null;
  phone: string | null;
  email: string | null;
  grade: string | null;
  campus: string | null;
  preferred_date: string | null;
  time_slot: string | null;
  message: string | null;
  created_at: CreatedInstant;
  status_changed_at: Instant | null;
  status_changed_by: string | null;
  /** Kept, but sent while its address was beyond the allowance (migration 003). */
  suspected_spam: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** How often the same enquiry arrived; sent again soon after, it is folded into this row. */
  times_sent: ColumnType<number, number | undefined, number>;
  /** When it last arrived; null only for rows written without the application. */
  last_sent_at: Instant | null;
  /** A hash of everything the visitor sent, to recognise the same enquiry sent again. */
  fingerprint: string | null;
  /** The tracker's session id of the visit the enquiry was sent from, when it was known. */
  visitor_session_id: ColumnType<string | null, string | null | undefined, string | null>;
};

/** Daily roll-up of analytics (school-time days), kept after raw page views are pruned. */
export type AnalyticsDailyTable = {
  day: string;
  dimension: "total" | "page" | "country" | "source" | "device" | "browser" | "os";
  value: string;
  sessions: ColumnType<number, number | undefined, number>;
  page_views: ColumnType<number, number | undefined, number>;
  time_spent: BigCount;
  bounces: ColumnType<number, number | undefined, number>;
  /** For a page: a title it was seen with that day (the greatest, as SQL's max() picks). */
  title: ColumnType<string | null, string | null | undefined, string | null>;
};

export type SiteSettingTable = {
  key: string;
  value: Json;
  updated_at: Instant;
  updated_by: string | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string | null;
  created_at: CreatedInstant;
};

/** A staff member's remark on an enquiry (migration 010). */
export type EnquiryNoteTable = {
  id: Generated<number>;
  enquiry_id: string;
  author_id: string | null;
  author_name: string | null;
  body: string;
  created_at: CreatedInstant;
};

export type NewsletterSubscriberTable = {
  id: string;
  email: string;
  source: string | null;
  created_at: CreatedInstant;
  unsubscribed_at: Instant | null;
};

export type Database = {
  content: ContentTable;
  slide: SlideTable;
  gallery_item: GalleryItemTable;
  event: EventTable;
  news: NewsTable;
  school: SchoolTable;
  media: MediaTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  visitor_session: VisitorSessionTable;
  page_view: PageViewTable;
  analytics_daily: AnalyticsDailyTable;
  enquiry: EnquiryTable;
  site_setting: SiteSettingTable;
  audit_log: AuditLogTable;
  enquiry_note: EnquiryNoteTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  rate_limit_window: RateLimitWindowTable;
  undo_snapshot: UndoSnapshotTable;
  public_cache_generation: PublicCacheGenerationTable;
  page_text: PageTextTable;
  page_text_revision: PageTextRevisionTable;
  event_registration: EventRegistrationTable;
  mail_outbox: MailOutboxTable;
  mail_recipient: MailRecipientTable;
  urgent_notice: UrgentNoticeTable;
  push_subscription: PushSubscriptionTable;
  push_delivery: PushDeliveryTable;
};

export type PushAudience = "staff" | "parent";
export type PushKind = "enquiry" | "registration" | "notice";
export type PushStatus = "queued" | "sending" | "sent" | "failed" | "expired";

/** A browser that asked for Web Push (migration 017; app/server/push/). */
export type PushSubscriptionTable = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  audience: PushAudience;
  /** A staff member's; null for a parent's. */
  user_id: string | null;
  /** A parent's schools as ",slug,slug,"; null: every school (and always null for staff). */
  school_slugs: string | null;
  created_at: CreatedInstant;
};

/** One push to send, or sent (migration 017): the push outbox. */
export type PushDeliveryTable = {
  id: string;
  /** Null once the push service forgot the subscription (status expired). */
  subscription_id: string | null;
  kind: PushKind;
  /** The enquiry's, registration's or notice's id. */
  item_id: string | null;
  title: string;
  body: string;
  url: string;
  status: PushStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Instant;
  last_error: string | null;
  claimed_by: string | null;
  claimed_until: Instant | null;
  created_at: Instant;
  sent_at: Instant | null;
};

export type MailKind = "enquiry" | "registration" | "digest" | "test";
export type MailStatus = "queued" | "sending" | "sent" | "failed" | "held" | "digested";

/** One e-mail to send, or sent (migration 015; app/server/mail/). */
export type MailOutboxTable = {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  kind: MailKind;
  /** The enquiry's or registration's id. */
  item_id: string | null;
  status: MailStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Instant;
  last_error: string | null;
  claimed_by: string | null;
  claimed_until: Instant | null;
  created_at: Instant;
  sent_at: Instant | null;
};

/** Who the office's e-mail goes to (migration 015): a school's or, school_slug null, the group's. */
export type MailRecipientTable = {
  id: string;
  address: string;
  school_slug: string | null;
  delivery: "each" | "digest";
  /** hh:mm, India time, for the daily digest. */
  digest_time: string | null;
  created_at: CreatedInstant;
  created_by: string | null;
};

/** A public page's text staff changed or drafted (migration 011; app/server/pages/). */
export type PageTextTable = {
  path: string;
  locale: string;
  published: string | null;
  draft: string | null;
  updated_at: Instant;
  updated_by: string | null;
};

/** What one Publish on the Pages screen changed, for the history and Undo (migration 011). */
export type PageTextRevisionTable = {
  id: Generated<number>;
  page: string;
  changes: string;
  actor_id: string | null;
  actor_name: string | null;
  created_at: CreatedInstant;
  undone_at: Instant | null;
  undone_by_name: string | null;
};

/** One fixed window of a rate limit shared by every app process (rate-limit.server.ts). Times in ms. */
export type RateLimitWindowTable = {
  limit_key: string;
  started_at: BigCount;
  expires_at: BigCount;
  hits: number;
};

/** A deleted content item waiting for its Undo (content/undo.server.ts). */
export type UndoSnapshotTable = {
  token: string;
  /** The snapshot's kind; null only in rows written by a version before migration 009. */
  kind: ContentKind | null;
  actor_id: string | null;
  snapshot: string;
  expires_at: BigCount;
};

/** One row (id 1): bumped by a trigger on every write to a public table (PostgreSQL only). */
export type PublicCacheGenerationTable = {
  id: number;
  generation: BigCount;
};
