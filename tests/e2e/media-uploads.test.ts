// Uploads in the Media Library (/admin/media?tab=…) in Chromium, on a server whose MAX_UPLOAD_MB is
// 1: one picture and ten at once (a progress bar each: 0, 50 once stored, 100 once recorded, gone
// a second later; the spec's success toasts; the files in the list), eleven ('Too many files'), a
// wrong type, a file too large, a program renamed .jpg (the failure toast, nothing stored). Without
// a browser: the progress answer's first line leaves the server before the record is written, even
// with compression in front, and an oversized body is refused with 413 before it is read. A file
// named in Tamil or with accents keeps its name, sent as browsers do or as filename*, in its record
// and in the list.

import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fileInputLabel } from "~/components/admin/media/upload-dropzone";
import { MEDIA_ADMIN_TITLE } from "~/copy/admin-media";
import { MEDIA_LIBRARY_TABS } from "~/copy/media";
import { fileTooLargeMessage, fileTypeMessage, TOO_MANY_FILES, UPLOAD_PROGRESS_TYPE } from "~/lib/uploads";
import { NOT_AN_IMAGE_MESSAGE } from "~/server/storage/image-pipeline.server";
import { queryDatabase } from "../support/database-file";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { SPEC } from "../support/spec";
import { openAdminPage } from "./helpers/admin-pages";
import { axe } from "./helpers/axe";
import { type SignedInStaff, signedInPage, signedInStaff } from "./helpers/staff-session";

const MAX_UPLOAD_MB = 1;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
const { server, browser } = setupServerAndBrowser({
  env: { SEED_DEMO_CONTENT: "false", MAX_UPLOAD_MB: String(MAX_UPLOAD_MB) },
});
let editor: SignedInStaff;

beforeAll(async () => {
  [editor] = await signedInStaff(server(), [
    { username: "media_editor", name: "Meera Editor", role: "editor", password: "media-editor-pass-1" },
  ]);
});

/**
 * The 100 is drawn by React a moment after the removal timer starts; the entry must still stay
 * about the spec's second (an entry removed at once would fail by far).
 */
const REMOVAL_SLACK_MS = 100;
/** Refusals the browser logs for a 4xx answer the test provokes. */
const REFUSED = [/status of 4\d\d/];
const GALLERY_TAB = MEDIA_LIBRARY_TABS.find((tab) => tab.category === "gallery")!;

let hue = 0;
/** A photo-like JPEG well under the limit, different every time (the same bytes are stored once). */
function photo(width = 900, height = 600) {
  hue = (hue + 23) % 256;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: hue, b: 180 },
      noise: { type: "gaussian", mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
}

function mediaNamed(names: readonly string[]) {
  const rows = queryDatabase<{ original_name: string; category: string }>(
    server(),
    "select original_name, category from media",
  );
  return rows.filter((row) => names.includes(row.original_name));
}

const mediaCount = () => queryDatabase<{ n: number }>(server(), "select count(*) as n from media")[0]!.n;

function storedFiles() {
  const root = path.join(server().dataDir, "uploads");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

async function openGalleryTab(page: Page) {
  await openAdminPage(page, `${server().url}/admin/media?tab=gallery`, MEDIA_ADMIN_TITLE);
}

type Seen = {
  /** Each entry's progress values in order, with when each was first drawn. */
  progress: Record<string, { value: number; at: number }[]>;
  /** When each entry left the list. */
  removedAt: Record<string, number>;
  /** The most entries uploading at the same moment. */
  mostUploading: number;
  /** Every toast shown: "type|title|description". */
  toasts: string[];
};

/**
 * Records, in the page, every progress value (from the mutation records, so a value shown for an
 * instant counts too), when each entry left, how many uploaded at once, and every toast.
 */
async function watchUploads(page: Page) {
  await page.evaluate(() => {
    const seen: Seen = { progress: {}, removedAt: {}, mostUploading: 0, toasts: [] };
    (window as unknown as { __uploads: Seen }).__uploads = seen;
    const shown = new Set<string>();
    const toastsSeen = new WeakSet<Element>();
    const push = (name: string, value: number, at: number) => {
      const list = seen.progress[name] ?? [];
      seen.progress[name] = list;
      if (list.at(-1)?.value !== value) list.push({ value, at });
    };
    const record = (mutations: MutationRecord[]) => {
      const now = performance.now();
      const touched = new Set<HTMLElement>();
      for (const mutation of mutations) {
        const bar = mutation.target as HTMLElement;
        if (mutation.type !== "attributes" || mutation.attributeName !== "aria-valuenow") continue;
        if (!bar.dataset.uploadProgress) continue;
        push(bar.dataset.uploadProgress, Number(mutation.oldValue), now);
        touched.add(bar);
      }
      for (const bar of touched)
        push(bar.dataset.uploadProgress!, Number(bar.getAttribute("aria-valuenow")), now);
      const present = new Set<string>();
      for (const bar of document.querySelectorAll<HTMLElement>("[data-upload-progress]")) {
        const name = bar.dataset.uploadProgress!;
        present.add(name);
        shown.add(name);
        push(name, Number(bar.getAttribute("aria-valuenow")), now);
      }
      for (const name of shown)
        if (!present.has(name) && !(name in seen.removedAt)) seen.removedAt[name] = now;
      const uploading = document.querySelectorAll('[data-upload-entry][data-status="uploading"]').length;
      seen.mostUploading = Math.max(seen.mostUploading, uploading);
      for (const toast of document.querySelectorAll<HTMLElement>("[data-toast]")) {
        if (toastsSeen.has(toast)) continue;
        toastsSeen.add(toast);
        const title = toast.querySelector(".toast-title")?.textContent ?? "";
        const description = toast.querySelector(".toast-description")?.textContent ?? "";
        seen.toasts.push(`${toast.dataset.type}|${title}|${description}`);
      }
    };
    record([]);
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      childList: true,
    });
  });
}

function seenSoFar(page: Page) {
  return page.evaluate(() => (window as unknown as { __uploads: Seen }).__uploads);
}

function uploadInput(page: Page) {
  return page.getByLabel(fileInputLabel(GALLERY_TAB.label), { exact: true });
}

async function listedNames(page: Page) {
  return page.locator("[data-media-name]").allTextContents();
}

describe("uploading in the Media Library", () => {
  it("uploads one picture: 0, 50 once stored, 100 once recorded, the entry gone a second later, the toast, the list", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryTab(page);
    await watchUploads(page);
    const name = "Sports Day Relay.jpg";

    await uploadInput(page).setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo() });

    await expect.poll(async () => (await seenSoFar(page)).removedAt[name], { timeout: 30_000 }).toBeDefined();
    const seen = await seenSoFar(page);
    expect(seen.progress[name]!.map((step) => step.value)).toEqual([0, 50, 100]);
    const reached100 = seen.progress[name]!.at(-1)!.at;
    expect(seen.removedAt[name]! - reached100).toBeGreaterThanOrEqual(
      SPEC.uploadEntryRemovalMs - REMOVAL_SLACK_MS,
    );
    expect(seen.toasts).toEqual([`success|Upload successful|${name} has been uploaded successfully.`]);
    await expect.poll(() => listedNames(page)).toContain(name);
    expect(mediaNamed([name])).toEqual([{ original_name: name, category: "gallery" }]);
  });

  it("uploads ten at once, a few in flight at a time, each with its own progress and toast", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryTab(page);
    await watchUploads(page);
    const names = Array.from({ length: 10 }, (_, i) => `annual-day-${String(i + 1).padStart(2, "0")}.jpg`);
    const files = await Promise.all(
      names.map(async (name) => ({ name, mimeType: "image/jpeg", buffer: await photo() })),
    );

    await uploadInput(page).setInputFiles(files);

    await expect
      .poll(async () => Object.keys((await seenSoFar(page)).removedAt).length, { timeout: 90_000 })
      .toBe(10);
    const seen = await seenSoFar(page);
    for (const name of names) {
      expect(
        seen.progress[name]!.map((step) => step.value),
        name,
      ).toEqual([0, 50, 100]);
      const reached100 = seen.progress[name]!.at(-1)!.at;
      expect(seen.removedAt[name]! - reached100, name).toBeGreaterThanOrEqual(
        SPEC.uploadEntryRemovalMs - REMOVAL_SLACK_MS,
      );
    }
    expect(seen.mostUploading).toBeGreaterThan(1);
    expect(seen.mostUploading).toBeLessThanOrEqual(3);
    expect([...seen.toasts].sort()).toEqual(
      names.map((name) => `success|Upload successful|${name} has been uploaded successfully.`).sort(),
    );
    expect(mediaNamed(names)).toHaveLength(10);
    await expect.poll(() => listedNames(page)).toEqual(expect.arrayContaining(names));
  });

  it("takes the first ten of eleven and refuses the eleventh with 'Too many files'", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryTab(page);
    await watchUploads(page);
    const names = Array.from({ length: 11 }, (_, i) => `field-trip-${String(i + 1).padStart(2, "0")}.jpg`);
    const files = await Promise.all(
      names.map(async (name) => ({ name, mimeType: "image/jpeg", buffer: await photo(600, 400) })),
    );

    await uploadInput(page).setInputFiles(files);

    const refused = page.locator("[data-refused-file]");
    await refused.first().waitFor();
    expect(await refused.allTextContents()).toEqual([`${names[10]}: ${TOO_MANY_FILES}`]);
    await expect
      .poll(async () => Object.keys((await seenSoFar(page)).removedAt).length, { timeout: 90_000 })
      .toBe(10);
    expect(
      mediaNamed(names)
        .map((row) => row.original_name)
        .sort(),
    ).toEqual(names.slice(0, 10));
  });

  it("refuses a wrong type in the browser, naming the types it takes; nothing is sent", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryTab(page);
    const before = mediaCount();
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") requests.push(request.url());
    });

    await uploadInput(page).setInputFiles([
      { name: "timetable.txt", mimeType: "text/plain", buffer: Buffer.from("Monday: Maths") },
      { name: "circular.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") },
    ]);

    const refused = page.locator("[data-refused-file]");
    await expect.poll(() => refused.count()).toBe(2);
    expect(await refused.allTextContents()).toEqual([
      `timetable.txt: ${fileTypeMessage()}`,
      `circular.pdf: ${fileTypeMessage()}`,
    ]);
    expect(fileTypeMessage()).toBe("File type must be one of .png, .jpg, .jpeg, .gif, .webp");
    expect(await page.locator("[data-upload-entry]").count()).toBe(0);
    expect(requests).toEqual([]);
    // The upload area with its refusals, as a screen reader meets it.
    const scan = await axe(page).include("[data-upload-area]").analyze();
    expect(scan.violations).toEqual([]);
    expect(mediaCount()).toBe(before);
  });

  it("refuses a file over MAX_UPLOAD_MB with 'File is larger than {n} bytes'", async () => {
    const page = await signedInPage(browser(), server(), editor);
    await openGalleryTab(page);
    const before = mediaCount();
    const big = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(MAX_UPLOAD_BYTES);

    await uploadInput(page).setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: big });

    const refused = page.locator("[data-refused-file]");
    await refused.first().waitFor();
    expect(await refused.allTextContents()).toEqual([
      `scan.png: File is larger than ${MAX_UPLOAD_BYTES} bytes`,
    ]);
    expect(await page.locator("[data-upload-entry]").count()).toBe(0);
    expect(mediaCount()).toBe(before);
  });

  it("a program renamed .jpg: the failure toast, the server's reason, nothing stored", async () => {
    const page = await signedInPage(browser(), server(), editor, REFUSED);
    await openGalleryTab(page);
    await watchUploads(page);
    const files = storedFiles();
    const before = mediaCount();
    const program = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
      Buffer.from("This program cannot be run in DOS mode.\r\n"),
      Buffer.alloc(8192, 0x90),
    ]);

    await uploadInput(page).setInputFiles({
      name: "holiday-photo.jpg",
      mimeType: "image/jpeg",
      buffer: program,
    });

    await expect
      .poll(async () => (await seenSoFar(page)).toasts)
      .toEqual(["error|Upload failed|Failed to upload holiday-photo.jpg. Please try again."]);
    const seen = await seenSoFar(page);
    // The entry went at once, without reaching 50.
    expect(seen.progress["holiday-photo.jpg"]!.map((step) => step.value)).toEqual([0]);
    expect(seen.removedAt["holiday-photo.jpg"]).toBeDefined();
    expect(await page.locator("[data-refused-file]").allTextContents()).toEqual([
      `holiday-photo.jpg: ${NOT_AN_IMAGE_MESSAGE}`,
    ]);
    expect(mediaCount()).toBe(before);
    expect(storedFiles()).toEqual(files);
  });
});

/** How a multipart body names its file. */
const FILE_NAME_PARAMETERS = {
  /** As browsers send it (RFC 7578): the name's UTF-8 bytes as they are. */
  plain: (name: string) => `filename="${name}"`,
  /** RFC 5987's extended parameter: the charset named, the bytes percent-encoded. */
  extended: (name: string) => `filename*=UTF-8''${encodeURIComponent(name)}`,
  /** Both, an ASCII stand-in first for readers that know only the plain one (RFC 6266). */
  both: (name: string) => `filename="upload.jpg"; filename*=UTF-8''${encodeURIComponent(name)}`,
};
type FileNameSentAs = keyof typeof FILE_NAME_PARAMETERS;

/** A multipart upload body, as a browser sends it. */
function multipart(fileName: string, bytes: Buffer, category = "gallery", sentAs: FileNameSentAs = "plain") {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${category}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${FILE_NAME_PARAMETERS[sentAs](fileName)}\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("the upload endpoint over HTTP", () => {
  it("sends 'stored' before the record is written, uncompressed, even to a client that takes gzip", async () => {
    const { body, contentType } = multipart("streamed.jpg", await photo(800, 600));
    const url = new URL("/admin/uploads", server().url);
    // Hold SQLite's write lock, so the record cannot be written until the first line has come.
    const database = new DatabaseSync(path.join(server().dataDir, "school.db"));
    database.exec("BEGIN IMMEDIATE");
    let locked = true;
    const chunks: { text: string; whileLocked: boolean }[] = [];
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.request({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            cookie: editor.cookie,
            origin: server().url,
            accept: UPLOAD_PROGRESS_TYPE,
            "accept-encoding": "gzip, br",
            "content-type": contentType,
            "content-length": body.byteLength,
          },
        });
        request.on("response", resolve);
        request.on("error", reject);
        request.end(body);
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-type"]).toBe(`${UPLOAD_PROGRESS_TYPE}; charset=utf-8`);
      response.setEncoding("utf8");
      await new Promise<void>((resolve, reject) => {
        response.on("data", (text: string) => {
          chunks.push({ text, whileLocked: locked });
          if (locked) {
            database.exec("COMMIT");
            locked = false;
          }
        });
        response.on("end", resolve);
        response.on("error", reject);
      });
    } finally {
      if (locked) database.exec("ROLLBACK");
      database.close();
    }
    expect(chunks[0]).toEqual({ text: '{"stage":"stored"}\n', whileLocked: true });
    const last = JSON.parse(
      chunks
        .slice(1)
        .map((chunk) => chunk.text)
        .join(""),
    );
    expect(last).toMatchObject({ ok: true, media: { originalName: "streamed.jpg", category: "gallery" } });
    expect(mediaNamed(["streamed.jpg"])).toHaveLength(1);
  });

  it.each([
    ["declared with Content-Length", true],
    ["streamed without a length", false],
  ])(
    "refuses a body over MAX_UPLOAD_MB (%s) with 413 and the spec's words; nothing is stored",
    async (_, declared) => {
      const files = storedFiles();
      const before = mediaCount();
      const { body, contentType } = multipart("huge.jpg", Buffer.alloc(MAX_UPLOAD_BYTES + 200 * 1024, 0xff));
      const url = new URL("/admin/uploads", server().url);

      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const headers: http.OutgoingHttpHeaders = {
          cookie: editor.cookie,
          origin: server().url,
          "content-type": contentType,
        };
        if (declared) headers["content-length"] = body.byteLength;
        const request = http.request({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers,
        });
        request.on("response", (response) => {
          let text = "";
          response.setEncoding("utf8").on("data", (chunk: string) => {
            text += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.on("error", reject);
        // In pieces, as a slow phone would send it.
        let sent = 0;
        const piece = 64 * 1024;
        const pump = () => {
          while (sent < body.byteLength) {
            const next = body.subarray(sent, sent + piece);
            sent += next.byteLength;
            if (!request.write(next)) return void request.once("drain", pump);
          }
          request.end();
        };
        pump();
      });

      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ ok: false, message: fileTooLargeMessage(MAX_UPLOAD_BYTES) });
      expect(fileTooLargeMessage(MAX_UPLOAD_BYTES)).toBe("File is larger than 1048576 bytes");
      expect(mediaCount()).toBe(before);
      expect(storedFiles()).toEqual(files);
    },
  );
});

describe("file names in any language", () => {
  it.each([
    ["résumé 写真.png", "写真"],
    ["பள்ளி விழா.jpg", "விழா"],
  ])(
    "keeps %s as it was written, however the name is sent; the Media Library lists and finds it",
    async (name, word) => {
      const ways: FileNameSentAs[] = ["plain", "extended", "both"];
      for (const sentAs of ways) {
        // A PNG of noise is big: a small one stays under MAX_UPLOAD_MB.
        const bytes = name.endsWith(".png")
          ? await sharp(await photo(300, 200))
              .png()
              .toBuffer()
          : await photo();
        const { body, contentType } = multipart(name, bytes, "gallery", sentAs);
        const response = await fetch(`${server().url}/admin/uploads`, {
          method: "POST",
          headers: { cookie: editor.cookie, origin: server().url, "content-type": contentType },
          body,
        });
        expect({ sentAs, status: response.status }).toEqual({ sentAs, status: 201 });
        expect(await response.json()).toMatchObject({ ok: true, media: { originalName: name } });
      }
      expect(mediaNamed([name])).toEqual(ways.map(() => ({ original_name: name, category: "gallery" })));

      const page = await signedInPage(browser(), server(), editor);
      await openAdminPage(
        page,
        `${server().url}/admin/media?tab=gallery&q=${encodeURIComponent(word)}`,
        MEDIA_ADMIN_TITLE,
      );
      expect(await listedNames(page)).toEqual(ways.map(() => name));
    },
  );
});
