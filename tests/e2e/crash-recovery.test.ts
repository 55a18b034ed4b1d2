// SIGKILL in the middle of everything at once, twice, on one SQLite DATA_DIR: editors creating news,
// events and gallery items, uploading photos, moving a slide and saving the settings through the
// admin actions over HTTP, while visitors' beacons (/api/track) and enquiries pour in. After each
// restart the database passes SQLite's integrity and foreign-key checks, every write that was
// answered before the kill is there with its content (a beacon is answered only once its batch has
// committed: docs/decisions/015-analytics-ingest.md), no record names a file the store lacks, and
// the site serves its pages.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newVisitorSessionId, TRACK_ENDPOINT } from "~/lib/tracking";
import { type AppServer, startAppServer, TEST_ADMIN } from "../support/app-server";
import { queryDatabase } from "../support/database-file";
import { postUpload, uniquePhoto } from "../support/uploads";
import { signedInStaff, staffCookie } from "./helpers/staff-session";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
/** Requests kept in flight at once, per kind of visitor traffic. */
const BEACON_SENDERS = 16;
const ENQUIRY_SENDERS = 4;
/** The kill comes once this many admin writes and beacons have been answered (cumulative). */
const KILL_POINTS = [
  { adminWrites: 6, beacons: 60 },
  { adminWrites: 18, beacons: 300 },
];
/** TRUST_PROXY lets each beacon and enquiry speak for an address of its own (per-address limits). */
const env = { TRUST_PROXY: "1" };

let dataDir: string;
let server: AppServer;
let cookies: { news: string; events: string; gallery: string; admin: string };
let library: { id: string; url: string };
let address = 0;
let serial = 0;

/** What the server answered before a kill, to be found after the restart. */
const acknowledged = {
  news: [] as { title: string; excerpt: string }[],
  events: [] as { title: string; location: string }[],
  gallery: [] as { title: string; description: string }[],
  uploads: [] as string[],
  beacons: [] as { sessionId: string; pageUrl: string }[],
  enquiries: [] as string[],
};
/** Writes whose outcome must be one of a few states: the last answered one, or the one in flight. */
let settingsAddress = { answered: "", inFlight: undefined as string | undefined };
let slideOrder = { answered: [] as string[], inFlight: undefined as string[] | undefined };
/** The slide that is moved, and which way it goes next. */
let walker: string;
let walkingDown = true;
/** Answers that were neither a success nor a deliberate refusal. */
const unexpected: string[] = [];
/** Answered slide moves and settings saves; requests the kill cut off before their answer. */
const tally = { moves: 0, settings: 0, cutOff: 0 };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "school-e2e-crash-"));
  server = await startAppServer({ dataDir, env });
  const [news, events, gallery] = await signedInStaff(server, [
    { username: "crash_news", role: "editor", password: "crash-news-password-1" },
    { username: "crash_events", role: "editor", password: "crash-events-password-1" },
    { username: "crash_gallery", role: "editor", password: "crash-gallery-password-1" },
  ]);
  const admin = await staffCookie(server, TEST_ADMIN);
  cookies = { news: news.cookie, events: events.cookie, gallery: gallery.cookie, admin };
  const [picture] = queryDatabase<{ id: string; url: string }>(
    server,
    "select id, url from media where category = 'gallery' order by id limit 1",
  );
  library = picture!;
  settingsAddress.answered = storedSetting("office.address");
  slideOrder.answered = storedSlideOrder();
  walker = slideOrder.answered[0]!;
}, 60_000);

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function storedSetting(key: string) {
  const [row] = queryDatabase<{ value: string }>(server, "select value from site_setting where key = ?", key);
  return JSON.parse(row!.value) as string;
}

function storedSlideOrder() {
  return queryDatabase<{ id: string }>(server, "select content_id as id from slide order by order_index").map(
    (row) => row.id,
  );
}

/** A form post to an admin action, as the page's form sends it. */
function adminPost(pathname: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url },
    body: new URLSearchParams(fields),
  });
}

/** Repeats `write` until the server is gone; each call resolves once its answer has been read. */
async function keepWriting(write: () => Promise<void>) {
  for (;;) {
    try {
      await write();
    } catch {
      tally.cutOff++; // the connection died with the server
      return;
    }
  }
}

async function expectAnswer(what: string, response: Response, ok: number[]) {
  await response.arrayBuffer().catch(() => {});
  if (!ok.includes(response.status)) unexpected.push(`${what}: ${response.status}`);
  return ok.includes(response.status);
}

/** Every writer, until the server dies under them. */
function startWriters() {
  const next = () => ++serial;
  const writers = [
    keepWriting(async () => {
      const n = next();
      const article = { title: `Crash news ${n}`, excerpt: `Excerpt of article ${n}` };
      const response = await adminPost("/admin/news", cookies.news, { intent: "create-article", ...article });
      if (await expectAnswer("news", response, [200])) acknowledged.news.push(article);
    }),
    keepWriting(async () => {
      const n = next();
      const event = { title: `Crash event ${n}`, location: `Hall ${n}` };
      const response = await adminPost("/admin/events", cookies.events, {
        intent: "create-event",
        eventDate: "2099-06-15",
        ...event,
      });
      if (await expectAnswer("event", response, [200])) acknowledged.events.push(event);
    }),
    keepWriting(async () => {
      const n = next();
      const item = { title: `Crash gallery ${n}`, description: `Description ${n}` };
      const response = await adminPost("/admin/gallery", cookies.gallery, {
        intent: "create-item",
        imageUrl: library.url,
        mediaId: library.id,
        ...item,
      });
      if (await expectAnswer("gallery", response, [200])) acknowledged.gallery.push(item);
    }),
    keepWriting(async () => {
      const name = `crash-photo-${next()}.jpg`;
      const bytes = await uniquePhoto({ width: 240, height: 180 });
      const response = await postUpload(
        server.url,
        { cookie: cookies.gallery, origin: server.url },
        { name, bytes },
      );
      if (await expectAnswer("upload", response, [201])) acknowledged.uploads.push(name);
    }),
    keepWriting(async () => {
      // One slide walks down the list and back up: each move swaps it with its neighbour.
      const order = slideOrder.answered;
      const from = order.indexOf(walker);
      if (from === order.length - 1) walkingDown = false;
      if (from === 0) walkingDown = true;
      const direction = walkingDown ? "down" : "up";
      const to = walkingDown ? from + 1 : from - 1;
      const moved = [...order];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      slideOrder.inFlight = moved;
      const response = await adminPost("/admin/homepage", cookies.admin, {
        intent: "move-slide",
        slideId: walker,
        direction,
      });
      if (await expectAnswer("slide move", response, [200])) {
        slideOrder = { answered: moved, inFlight: undefined };
        tally.moves++;
      }
    }),
    keepWriting(async () => {
      const officeAddress = `${next()}, Crash Road, Thenpalli`;
      settingsAddress.inFlight = officeAddress;
      const response = await adminPost("/admin/settings", cookies.admin, {
        intent: "save-settings",
        officeAddress,
        officePhone: "+91 98765 40000",
        officeEmail: "office@example.org",
        admissionsYear: "2026-27",
      });
      if (await expectAnswer("settings", response, [303, 302])) {
        settingsAddress = { answered: officeAddress, inFlight: undefined };
        tally.settings++;
      }
    }),
    ...Array.from({ length: BEACON_SENDERS }, () =>
      keepWriting(async () => {
        const n = next();
        const beacon = {
          sessionId: newVisitorSessionId(1_764_072_000_000 + n, 0.5),
          pageUrl: `/news?crash=${n}`,
        };
        const response = await fetch(`${server.url}${TRACK_ENDPOINT}`, {
          method: "POST",
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            "user-agent": CHROME,
            "x-forwarded-for": nextAddress(),
          },
          body: JSON.stringify({ ...beacon, pageTitle: "News", timeSpent: 0 }),
        });
        if (await expectAnswer("beacon", response, [204])) acknowledged.beacons.push(beacon);
      }),
    ),
    ...Array.from({ length: ENQUIRY_SENDERS }, () =>
      keepWriting(async () => {
        const message = `Crash enquiry ${next()}`;
        const response = await fetch(`${server.url}/api/enquiries`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
          body: JSON.stringify({ kind: "contact", name: "A parent", message }),
        });
        if (await expectAnswer("enquiry", response, [201])) acknowledged.enquiries.push(message);
      }),
    ),
  ];
  return Promise.all(writers);
}

/** A public address of its own (documentation ranges) for each visitor request. */
function nextAddress() {
  address++;
  return `${["198.51.100", "203.0.113"][Math.floor(address / 250) % 2]}.${address % 250}`;
}

const adminWrites = () =>
  acknowledged.news.length +
  acknowledged.events.length +
  acknowledged.gallery.length +
  acknowledged.uploads.length;

/** Waits until the answered writes reach `point`, polling; throws if they never do. */
async function reached(point: (typeof KILL_POINTS)[number]) {
  const deadline = Date.now() + 60_000;
  while (adminWrites() < point.adminWrites || acknowledged.beacons.length < point.beacons) {
    if (server.process.exitCode !== null)
      throw new Error(`the server stopped by itself:\n${server.output()}`);
    if (Date.now() > deadline)
      throw new Error(
        `only ${adminWrites()} admin writes and ${acknowledged.beacons.length} beacons answered in 60 s: ${unexpected.slice(0, 5).join("; ")}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const count = (sql: string, ...params: string[]) =>
  queryDatabase<{ n: number }>(server, `select count(*) as n from ${sql}`, ...params)[0]!.n;

function expectEveryAcknowledgedWrite() {
  for (const { title, excerpt } of acknowledged.news)
    expect(
      count(
        "content join news on news.content_id = content.id where title = ? and summary = ?",
        title,
        excerpt,
      ),
      title,
    ).toBe(1);
  for (const { title, location } of acknowledged.events)
    expect(
      count(
        "content join event on event.content_id = content.id where title = ? and location = ?",
        title,
        location,
      ),
      title,
    ).toBe(1);
  for (const { title, description } of acknowledged.gallery)
    expect(
      count(
        "content join gallery_item on gallery_item.content_id = content.id where title = ? and summary = ?",
        title,
        description,
      ),
      title,
    ).toBe(1);
  for (const name of acknowledged.uploads) expect(count("media where original_name = ?", name), name).toBe(1);
  const views = new Set(
    queryDatabase<{ key: string }>(server, "select session_id || ' ' || page_url as key from page_view").map(
      (row) => row.key,
    ),
  );
  const missingBeacons = acknowledged.beacons.filter(
    (beacon) => !views.has(`${beacon.sessionId} ${beacon.pageUrl}`),
  );
  expect(
    missingBeacons,
    `${missingBeacons.length} of ${acknowledged.beacons.length} answered beacons`,
  ).toEqual([]);
  const messages = new Set(
    queryDatabase<{ message: string }>(server, "select message from enquiry").map((row) => row.message),
  );
  expect(acknowledged.enquiries.filter((message) => !messages.has(message))).toEqual([]);

  const address = storedSetting("office.address");
  expect([settingsAddress.answered, settingsAddress.inFlight]).toContain(address);
  settingsAddress = { answered: address, inFlight: undefined };
  const order = storedSlideOrder();
  expect([slideOrder.answered, slideOrder.inFlight].map((o) => JSON.stringify(o))).toContain(
    JSON.stringify(order),
  );
  slideOrder = { answered: order, inFlight: undefined };
}

/** Every file a record names, media originals and variants and the pictures content points at. */
function expectNoRecordWithoutItsFile() {
  const uploads = path.join(dataDir, "uploads");
  const missing: string[] = [];
  const media = queryDatabase<{ id: string; storage_path: string; variants: string }>(
    server,
    "select id, storage_path, variants from media",
  );
  for (const row of media) {
    const variants = (JSON.parse(row.variants) as { path: string }[]).map((variant) => variant.path);
    if (variants.length === 0) missing.push(`variants of media ${row.id}`);
    for (const file of [row.storage_path, ...variants])
      if (!existsSync(path.join(uploads, file))) missing.push(`${file} of media ${row.id}`);
  }
  const pictures = queryDatabase<{ id: string; url: string }>(
    server,
    `select id, featured_image as url from content where featured_image like '/media/%'
     union all select content_id, logo_image from school where logo_image like '/media/%'`,
  );
  for (const { id, url } of pictures)
    if (!existsSync(path.join(uploads, url.slice("/media/".length)))) missing.push(`${url} of ${id}`);
  expect(
    count("content where featured_media_id is not null and featured_media_id not in (select id from media)"),
  ).toBe(0);
  expect(missing).toEqual([]);
  expect(media.length).toBeGreaterThan(0);
}

describe("SIGKILL during admin writes, uploads, beacons and enquiries", () => {
  for (const [round, point] of KILL_POINTS.entries()) {
    it(`keeps every answered write and a sound database (kill ${round + 1})`, async () => {
      const cutOffBefore = tally.cutOff;
      const writing = startWriters();
      await reached(point);
      server.process.kill("SIGKILL");
      expect((await server.kill()).signal).toBe("SIGKILL");
      await writing;
      expect(unexpected).toEqual([]);
      // The kill landed in the middle: requests of every writer were still waiting for an answer.
      expect(tally.cutOff - cutOffBefore).toBeGreaterThanOrEqual(10);

      server = await startAppServer({ dataDir, env });
      expect(queryDatabase(server, "pragma integrity_check")).toEqual([{ integrity_check: "ok" }]);
      expect(queryDatabase(server, "pragma foreign_key_check")).toEqual([]);
      expectEveryAcknowledgedWrite();
      expectNoRecordWithoutItsFile();
      console.info(
        `kill ${round + 1}: ${tally.cutOff - cutOffBefore} requests cut off; answered so far ${tally.moves} slide moves, ${tally.settings} settings saves, ${acknowledged.news.length} news, ${acknowledged.events.length} events, ${acknowledged.gallery.length} gallery items, ${acknowledged.uploads.length} uploads, ${acknowledged.beacons.length} beacons, ${acknowledged.enquiries.length} enquiries`,
      );

      if (round === KILL_POINTS.length - 1) {
        for (const [kind, answered] of Object.entries(acknowledged))
          expect(answered.length, kind).toBeGreaterThan(0);
        expect(tally.moves).toBeGreaterThan(0);
        expect(tally.settings).toBeGreaterThan(0);
      }

      for (const page of ["/", "/news", "/events", "/gallery", "/contact", "/ta"]) {
        const response = await fetch(`${server.url}${page}`);
        await response.arrayBuffer();
        expect(response.status, page).toBe(200);
      }
    }, 120_000);
  }
});
