// Demo content for a new site: added on first start when there is no content at all, so that
// the public pages have something to show and staff have something to edit.
import { sql } from "kysely";
import { FOUNDER } from "~/copy/brand";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { schoolFacts } from "~/copy/schools";
import { addDays, eventStart } from "~/lib/event-time";
import type { Actor } from "../audit.server";
import { db } from "../db/db.server";
import { createEvent } from "../events/events.server";
import { createGalleryItem } from "../gallery/items.server";
import { log } from "../log.server";
import { createNewsArticle } from "../news/articles.server";
import { insertFixedSchool } from "../schools/schools.server";
import { fillMissingSiteSettings } from "../settings/settings.server";
import { createSlide } from "../slides/slides.server";
import { startupStep } from "../startup-trace.server";
import type { Executor } from "../transaction.server";
import { DEMO_EVENTS, REGISTRATION_CLOSES_AT } from "./events-data";
import { DEMO_GALLERY } from "./gallery-data";
import { DEMO_NEWS } from "./news-data";
import { DEMO_SCHOOLS } from "./schools-data";
import { DEMO_SITE_SETTINGS } from "./settings-data";
import { DEMO_SLIDES } from "./slides-data";

export type DemoImage = {
  url: string;
  mediaId?: string;
  /** Writes the picture's media record in the seed's transaction; gives its id. */
  record?: (executor: Executor) => Promise<string>;
};
/** Supplies the stored picture for a demo image key, or undefined to go without one. */
export type DemoImages = (key: string) => Promise<DemoImage | undefined>;

export type SeedResult = { seeded: boolean };

const DEMO_ACTOR: Actor = { id: null, name: "Demo content" };
const DAY = 24 * 60 * 60 * 1000;

/** Every image key the demo content asks for, each once. */
export function demoImageKeysUsed(): string[] {
  const keys = [
    ...DEMO_SCHOOLS.flatMap((s) => [s.headerImageKey, s.logoImageKey, ...s.carousel.map((c) => c.imageKey)]),
    ...DEMO_SLIDES.map((s) => s.imageKey),
    ...DEMO_GALLERY.map((g) => g.imageKey),
    ...DEMO_NEWS.flatMap((n) => (n.imageKey ? [n.imageKey] : [])),
    ...DEMO_EVENTS.flatMap((e) => (e.imageKey ? [e.imageKey] : [])),
    // The correspondent's portrait on the About pages and in the mobile menu.
    FOUNDER.portraitKey,
  ];
  return [...new Set(keys)];
}

async function hasContent(executor: Executor) {
  return (
    (await executor.selectFrom("content").select(sql`1`.as("one")).limit(1).executeTakeFirst()) !== undefined
  );
}

/** Pictures are stored before the transaction (files); their media rows are written in it. */
async function resolveImages(images: DemoImages | undefined) {
  const resolved = new Map<string, DemoImage>();
  if (!images) return resolved;
  for (const key of demoImageKeysUsed()) {
    try {
      const image = await images(key);
      if (image) resolved.set(key, image);
    } catch (error) {
      log("warn", "demo image unavailable", { key, error });
    }
  }
  return resolved;
}

function calendarDate(now: Date, dayOffset: number) {
  return todayInSchoolTimeZone(new Date(now.getTime() + dayOffset * DAY));
}

/** The demo event's registration deadline: some days before it, in the afternoon (India time). */
function registrationDeadline(eventDate: string, daysBefore: number | undefined) {
  if (daysBefore === undefined) return null;
  return eventStart(addDays(eventDate, -daysBefore), REGISTRATION_CLOSES_AT).toISOString();
}

/**
 * Adds the five schools, eight slides, nine gallery photos, four news articles, twelve events
 * and the site settings, all or nothing. Does nothing when any content exists already.
 */
export async function seedDemoContent(
  options: { images?: DemoImages; now?: Date } = {},
): Promise<SeedResult> {
  if (await startupStep("demo content: check", () => hasContent(db()))) return { seeded: false };
  const now = options.now ?? new Date();
  const pictures = await startupStep("demo content: pictures", () => resolveImages(options.images));
  const url = (key: string | undefined) => (key ? (pictures.get(key)?.url ?? null) : null);
  const recorded = new Map<string, string>();
  const mediaId = (key: string | undefined) =>
    key ? (pictures.get(key)?.mediaId ?? recorded.get(key) ?? null) : null;

  const seeded = await startupStep("demo content: rows", () =>
    db()
      .transaction()
      .execute(async (trx) => {
        // Another process may have started at the same moment.
        if (await hasContent(trx)) return false;
        // One transaction for the pictures' records and the content: one sync to disk, all or nothing.
        for (const [key, picture] of pictures)
          if (picture.record) recorded.set(key, await picture.record(trx));
        for (const school of DEMO_SCHOOLS) {
          const facts = schoolFacts(school.slug);
          // The header picture leads the page on its own (migration 012); these photos follow it.
          const images = school.carousel.flatMap(({ imageKey, title, description }) => {
            const picture = url(imageKey);
            return picture ? [{ url: picture, title, description }] : [];
          });
          await insertFixedSchool(
            school.slug,
            {
              ...school,
              name: facts.name,
              affiliation: facts.affiliation,
              ageRange: facts.ageRange,
              studentCount: facts.studentCount,
              grades: [...facts.grades],
              headerImage: url(school.headerImageKey),
              headerMediaId: mediaId(school.headerImageKey),
              logoImage: url(school.logoImageKey),
              images,
            },
            DEMO_ACTOR,
            trx,
          );
        }
        for (const slide of DEMO_SLIDES)
          await createSlide(
            { ...slide, imageUrl: url(slide.imageKey), mediaId: mediaId(slide.imageKey), isActive: true },
            DEMO_ACTOR,
            trx,
          );
        // Listed newest first: the first photo gets the highest order.
        for (const [index, item] of DEMO_GALLERY.entries())
          await createGalleryItem(
            {
              ...item,
              imageUrl: url(item.imageKey),
              mediaId: mediaId(item.imageKey),
              orderIndex: now.getTime() - index * 1000,
            },
            DEMO_ACTOR,
            trx,
          );
        for (const article of DEMO_NEWS)
          await createNewsArticle(
            {
              ...article,
              status: "published",
              publishedAt: new Date(now.getTime() - article.daysAgo * DAY),
              imageUrl: url(article.imageKey),
              mediaId: mediaId(article.imageKey),
            },
            DEMO_ACTOR,
            trx,
          );
        for (const { registrationClosesDaysBefore, ...event } of DEMO_EVENTS) {
          const eventDate = calendarDate(now, event.dayOffset);
          await createEvent(
            {
              ...event,
              eventDate,
              registrationDeadline: registrationDeadline(eventDate, registrationClosesDaysBefore),
              imageUrl: url(event.imageKey),
              mediaId: mediaId(event.imageKey),
            },
            DEMO_ACTOR,
            trx,
          );
        }
        await fillMissingSiteSettings(DEMO_SITE_SETTINGS, trx);
        return true;
      }),
  );
  if (seeded) log("info", "demo content added", { images: pictures.size });
  return { seeded };
}
