import { type Kysely, sql } from "kysely";
import { columnTypes, oneOf } from "./column-types";

// Enumerations as they stood when this migration was written; later changes get new migrations.
const CONTENT_KINDS = ["news", "event", "faculty", "gallery", "about", "school_info", "homepage_slide"];
const CONTENT_STATUSES = ["draft", "published", "archived"];
const ROLES = ["admin", "editor", "viewer"];
const PRIORITIES = ["high", "medium", "low"];
const MEDIA_CATEGORIES = [
  "homepage-slides",
  "school-headers",
  "school-logos",
  "gallery",
  "events",
  "news",
  "general",
];
const ENQUIRY_KINDS = ["admission", "campus_visit", "contact"];
const ENQUIRY_STATUSES = ["new", "contacted", "visited", "enrolled", "closed"];

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);

  // Better Auth's tables keep its own camelCase column names.
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("image", "text")
    .addColumn("createdAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("username", "text", (c) => c.unique())
    .addColumn("displayUsername", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("editor").check(oneOf("role", ROLES)))
    .addColumn("disabled", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .execute();
  await db.schema.createIndex("user_created_idx").on("user").column("createdAt").execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", t.instant, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_user_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", t.instant)
    .addColumn("refreshTokenExpiresAt", t.instant)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex("account_user_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", t.instant, (c) => c.notNull())
    .addColumn("createdAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updatedAt", t.instant, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull().check(sql`size_bytes >= 0`))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull().check(oneOf("category", MEDIA_CATEGORIES)))
    .addColumn("bucket_id", "text", (c) => c.notNull())
    .addColumn("storage_path", "text", (c) => c.notNull().unique())
    .addColumn("uploaded_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("alt_text", "text")
    .addColumn("caption", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("content_hash", "text")
    .addColumn("variants", t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn("placeholder", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex("media_created_idx").on("media").column("created_at").execute();
  await db.schema
    .createIndex("media_category_created_idx")
    .on("media")
    .columns(["category", "created_at"])
    .execute();
  await db.schema.createIndex("media_hash_idx").on("media").column("content_hash").execute();

  await db.schema
    .createTable("content")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", CONTENT_KINDS)))
    .addColumn("title", "text", (c) => c.notNull().check(sql`length(title) > 0`))
    .addColumn("slug", "text", (c) => c.notNull().check(sql`length(slug) > 0`))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("draft").check(oneOf("status", CONTENT_STATUSES)),
    )
    .addColumn("body", "text")
    .addColumn("summary", "text")
    .addColumn("meta_title", "text", (c) => c.check(sql`meta_title is null or length(meta_title) <= 60`))
    .addColumn("featured_image", "text")
    .addColumn("featured_media_id", "text", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("details", t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn("published_at", t.instant)
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updated_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addUniqueConstraint("content_kind_slug_unique", ["kind", "slug"])
    .execute();
  await db.schema
    .createIndex("content_public_idx")
    .on("content")
    .columns(["kind", "status", "published_at"])
    .execute();
  await db.schema.createIndex("content_updated_idx").on("content").column("updated_at").execute();
  await db.schema.createIndex("content_created_idx").on("content").column("created_at").execute();
  await db.schema.createIndex("content_slug_idx").on("content").column("slug").execute();

  const perKind = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("content_id", "text", (c) => c.primaryKey().references("content.id").onDelete("cascade"));

  await perKind("slide")
    .addColumn("order_index", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("button_text", "text")
    .addColumn("button_link", "text")
    .execute();
  await db.schema.createIndex("slide_order_idx").on("slide").column("order_index").execute();

  await perKind("gallery_item")
    .addColumn("category", "text", (c) => c.notNull().defaultTo("Other"))
    .addColumn("is_featured", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("order_index", t.bigint, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("gallery_order_idx").on("gallery_item").column("order_index").execute();
  await db.schema
    .createIndex("gallery_category_order_idx")
    .on("gallery_item")
    .columns(["category", "order_index"])
    .execute();

  await perKind("event")
    .addColumn("event_date", "text", (c) => c.notNull().check(sql`event_date like '____-__-__'`))
    .addColumn("event_time", "text")
    .addColumn("location", "text")
    .addColumn("category", "text", (c) => c.notNull().defaultTo("Other"))
    .addColumn("is_featured", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("max_participants", "integer", (c) =>
      c.check(sql`max_participants is null or max_participants > 0`),
    )
    .addColumn("registration_required", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .execute();
  await db.schema.createIndex("event_date_idx").on("event").column("event_date").execute();

  await perKind("news")
    .addColumn("category", "text")
    .addColumn("priority", "text", (c) =>
      c.notNull().defaultTo("medium").check(oneOf("priority", PRIORITIES)),
    )
    .addColumn("is_featured", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .execute();

  await perKind("school")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tagline", "text")
    .addColumn("location", "text")
    .addColumn("address", "text")
    .addColumn("phone", "text")
    .addColumn("whatsapp", "text")
    .addColumn("email", "text")
    .addColumn("affiliation", "text")
    .addColumn("logo_image", "text")
    .addColumn("age_range", "text")
    .addColumn("student_count", "text")
    .addColumn("map_query", "text")
    .addColumn("features", t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn("grades", t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn("images", t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .execute();

  await db.schema
    .createTable("visitor_session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().unique())
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("referrer", "text")
    .addColumn("referrer_host", "text")
    .addColumn("country", "text")
    .addColumn("city", "text")
    .addColumn("landing_page", "text", (c) => c.notNull())
    .addColumn("device", "text")
    .addColumn("browser", "text")
    .addColumn("os", "text")
    .execute();
  await db.schema
    .createIndex("visitor_session_created_idx")
    .on("visitor_session")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("visitor_session_created_country_idx")
    .on("visitor_session")
    .columns(["created_at", "country"])
    .execute();

  await db.schema
    .createTable("page_view")
    .addColumn("id", t.serial, (c) => (t.autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn("session_id", "text", (c) =>
      c.notNull().references("visitor_session.session_id").onDelete("cascade"),
    )
    .addColumn("page_url", "text", (c) => c.notNull())
    .addColumn("page_title", "text")
    .addColumn("time_spent", "integer", (c) => c.notNull().defaultTo(0).check(sql`time_spent >= 0`))
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex("page_view_created_idx").on("page_view").column("created_at").execute();
  await db.schema.createIndex("page_view_session_idx").on("page_view").column("session_id").execute();
  await db.schema
    .createIndex("page_view_created_url_idx")
    .on("page_view")
    .columns(["created_at", "page_url"])
    .execute();

  await db.schema
    .createTable("enquiry")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", ENQUIRY_KINDS)))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new").check(oneOf("status", ENQUIRY_STATUSES)))
    .addColumn("school_slug", "text")
    .addColumn("name", "text")
    .addColumn("child_name", "text")
    .addColumn("child_age", "integer", (c) => c.check(sql`child_age is null or (child_age between 1 and 18)`))
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("grade", "text")
    .addColumn("campus", "text")
    .addColumn("preferred_date", "text")
    .addColumn("time_slot", "text")
    .addColumn("message", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("status_changed_at", t.instant)
    .addColumn("status_changed_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("enquiry_created_idx").on("enquiry").column("created_at").execute();
  await db.schema
    .createIndex("enquiry_school_created_idx")
    .on("enquiry")
    .columns(["school_slug", "created_at"])
    .execute();
  await db.schema
    .createIndex("enquiry_status_created_idx")
    .on("enquiry")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("site_setting")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", t.json, (c) => c.notNull())
    .addColumn("updated_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("updated_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", t.serial, (c) => (t.autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("actor_name", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("summary", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();

  await db.schema
    .createTable("newsletter_subscriber")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique().check(sql`email = lower(email)`))
    .addColumn("source", "text")
    .addColumn("created_at", t.instant, (c) => c.notNull().defaultTo(t.now))
    .addColumn("unsubscribed_at", t.instant)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  const tables = [
    "newsletter_subscriber",
    "audit_log",
    "site_setting",
    "enquiry",
    "page_view",
    "visitor_session",
    "school",
    "news",
    "event",
    "gallery_item",
    "slide",
    "content",
    "media",
    "verification",
    "account",
    "session",
    "user",
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
