// The other end of server-data.ts: opens a test server's database as bin/user.ts does (DATA_DIR and
// DATABASE_URL from the environment) and writes through the application's own commands. Reads one
// task as JSON on stdin and prints its result as JSON on stdout.
//   node --import tsx tests/support/server-data-task.ts < task.json

import { addTimeSpent, recordVisit } from "../../app/server/analytics/tracking.server";
import { SYSTEM_ACTOR } from "../../app/server/audit.server";
import { config } from "../../app/server/config.server";
import { createContentItem, updateContentItem } from "../../app/server/content/items.server";
import type { ContentFields } from "../../app/server/content/record.server";
import { closeDatabase, db, initDatabase } from "../../app/server/db/db.server";
import { recordEnquiry } from "../../app/server/enquiries/enquiries.server";
import { createEvent } from "../../app/server/events/events.server";
import { createGalleryItem } from "../../app/server/gallery/items.server";
import { createNewsArticle } from "../../app/server/news/articles.server";
import { demoImagesFromArtwork } from "../../app/server/seed/demo-images.server";
import { createSlide } from "../../app/server/slides/slides.server";
import { createAccount } from "../../app/server/staff/accounts.server";
import type { ContentRow, ServerDataTask, VisitRow } from "./server-data";

const actor = SYSTEM_ACTOR;

/**
 * Saves one item with its kind's own command (news, events, gallery and slides each have theirs),
 * then sets what that command leaves to the content form (a chosen slug, a status, a date) as the
 * form would. Gives its id.
 */
async function saveContent(row: ContentRow): Promise<string> {
  const status = row.status ?? "published";
  let id: string;
  // News is saved with its status and date; events, photos and slides are published at once.
  let publishedAtOnce = false;
  const shared = { title: row.title, imageUrl: row.featuredImage };
  switch (row.kind) {
    case "news":
      ({ id } = await createNewsArticle(
        {
          ...shared,
          excerpt: row.summary,
          body: row.body,
          category: row.news?.category,
          priority: row.news?.priority,
          isFeatured: row.news?.isFeatured,
          status,
          publishedAt: row.publishedAt,
        },
        actor,
      ));
      break;
    case "event":
      if (!row.event) throw new Error(`The event "${row.title}" needs event.date.`);
      ({ id } = await createEvent(
        {
          ...shared,
          description: row.summary,
          body: row.body,
          eventDate: row.event.date,
          eventTime: row.event.time,
          location: row.event.location,
          category: row.event.category,
          isFeatured: row.event.isFeatured,
          maxParticipants: row.event.maxParticipants,
          registrationRequired: row.event.registrationRequired,
          registrationOpen: row.event.registration?.open,
          registrationDeadline: row.event.registration?.deadline,
          seatsPerRegistration: row.event.registration?.seatsPerRegistration,
          waitingList: row.event.registration?.waitingList,
        },
        actor,
      ));
      publishedAtOnce = true;
      break;
    case "gallery":
      ({ id } = await createGalleryItem({ ...shared, description: row.summary, ...row.gallery }, actor));
      publishedAtOnce = true;
      break;
    case "homepage_slide":
      ({ id } = await createSlide(
        { ...shared, caption: row.summary, ...row.slide, isActive: status === "published" },
        actor,
      ));
      publishedAtOnce = true;
      break;
    default:
      return (
        await createContentItem(
          {
            kind: row.kind,
            title: row.title,
            slug: row.slug,
            status,
            body: row.body,
            summary: row.summary,
            featuredImage: row.featuredImage,
            details: row.details,
            publishedAt: row.publishedAt,
          },
          actor,
        )
      ).id;
  }
  const later: ContentFields = {};
  if (row.slug !== undefined) later.slug = row.slug;
  if (row.details !== undefined) later.details = row.details;
  if (publishedAtOnce && row.status !== undefined) later.status = row.status;
  if (publishedAtOnce && row.publishedAt !== undefined) later.publishedAt = row.publishedAt;
  if (Object.keys(later).length > 0) await updateContentItem(id, later, actor);
  return id;
}

/** Each page view as the tracker reports it: the view first, then the seconds spent on it. */
async function recordOneVisit(visit: VisitRow) {
  const start = new Date(visit.at ?? Date.now()).getTime();
  const { views, enquiry, at: _at, ...session } = visit;
  for (const [index, view] of views.entries()) {
    const at = new Date(start + index * 60_000).toISOString();
    await recordVisit(
      { ...session, landingPage: views[0]!.pageUrl },
      { pageUrl: view.pageUrl, pageTitle: view.pageTitle ?? null, timeSpent: 0 },
      at,
    );
    if (view.seconds)
      await addTimeSpent({ sessionId: visit.sessionId, pageUrl: view.pageUrl, seconds: view.seconds });
  }
  if (enquiry)
    await recordEnquiry({
      kind: "contact",
      name: "Visiting parent",
      phone: "9876543210",
      message: "Please call me about admissions.",
      visitorSessionId: visit.sessionId,
    });
}

async function run(task: ServerDataTask): Promise<unknown> {
  switch (task.task) {
    case "create-staff":
      for (const member of task.members) {
        await createAccount({
          username: member.username,
          password: member.password,
          role: member.role,
          name: member.name ?? member.username,
          email: member.email ?? `${member.username}@example.org`,
        });
      }
      return null;
    case "insert-content": {
      const ids: string[] = [];
      for (const row of task.rows) ids.push(await saveContent(row));
      return ids;
    }
    case "add-demo-image":
      await (await demoImagesFromArtwork()(task.key))?.record?.(db());
      return null;
    case "record-visits":
      for (const visit of task.visits) await recordOneVisit(visit);
      return null;
  }
}

let input = "";
for await (const chunk of process.stdin) input += chunk;
await initDatabase(config().database);
try {
  process.stdout.write(JSON.stringify(await run(JSON.parse(input) as ServerDataTask)));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
// Whatever the application left running (timers, a connection pool) must not keep the test waiting.
process.exit();
