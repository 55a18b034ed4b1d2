// Adds many gallery items, news articles and events to a database, for `npm run bench` (lists at
// scale, the admin's lists). Run on the pinned Node with tsx, against DATA_DIR (or DATABASE_URL):
//   DATA_DIR=/tmp/x node --import tsx scripts/bulk-content.ts --gallery 500 --news 500 --events 0
// Pictures are reused from the gallery items already there (the demo content), so every tile has one.
import { parseArgs } from "node:util";
import { SYSTEM_ACTOR } from "../app/server/audit.server";
import { config } from "../app/server/config.server";
import { closeDatabase, initDatabase } from "../app/server/db/db.server";
import { createEvent } from "../app/server/events/events.server";
import { createGalleryItem, publishedGallery } from "../app/server/gallery/items.server";
import { createNewsArticle } from "../app/server/news/articles.server";

const CATEGORIES = ["Campus Life", "Sports & Games", "Cultural Events", "Field Trips", "Arts & Crafts"];

const { values } = parseArgs({
  options: {
    gallery: { type: "string", default: "0" },
    news: { type: "string", default: "0" },
    events: { type: "string", default: "0" },
  },
});
const galleryCount = Number(values.gallery);
const newsCount = Number(values.news);
const eventCount = Number(values.events);

await initDatabase(config().database);
try {
  const pictures = (await publishedGallery({ limit: 50 })).flatMap((item) =>
    item.imageUrl ? [item.imageUrl] : [],
  );
  const start = Date.parse("2020-01-01T00:00:00Z");
  for (let i = 0; i < galleryCount; i++) {
    await createGalleryItem(
      {
        title: `Bulk photo ${i + 1}`,
        description: "A moment from an ordinary school day.",
        category: CATEGORIES[i % CATEGORIES.length],
        imageUrl: pictures.length ? pictures[i % pictures.length] : null,
        orderIndex: start + i,
      },
      SYSTEM_ACTOR,
    );
  }
  for (let i = 0; i < newsCount; i++) {
    await createNewsArticle(
      {
        title: `Bulk notice ${i + 1}`,
        excerpt: "A short notice for parents.",
        body: "<p>The office will share details on WhatsApp.</p>",
        category: "Announcement",
        priority: "low",
        publishedAt: new Date(start + i * 3_600_000).toISOString(),
      },
      SYSTEM_ACTOR,
    );
  }
  const firstDay = Date.parse("2026-01-01T00:00:00Z");
  for (let i = 0; i < eventCount; i++) {
    await createEvent(
      {
        title: `Bulk event ${i + 1}`,
        description: "A gathering for families.",
        eventDate: new Date(firstDay + i * 86_400_000).toISOString().slice(0, 10),
        eventTime: "10:00",
        location: "Main hall",
        category: "Academic",
        imageUrl: pictures.length ? pictures[i % pictures.length] : null,
      },
      SYSTEM_ACTOR,
    );
  }
  console.log(`Added ${galleryCount} gallery items, ${newsCount} news articles and ${eventCount} events.`);
} finally {
  await closeDatabase();
}
