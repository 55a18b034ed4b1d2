// POST /admin/uploads through its route action, signed in, on a real database and real files:
// the progress answer (stored, then recorded), the same file stored once, files refused by their
// content or size with nothing stored, at most IMAGE_PROCESSING_SLOTS images processed at once,
// and no EXIF/GPS left in the original or any AVIF/WebP variant.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  fileTooLargeMessage,
  UPLOAD_PROGRESS_TYPE,
  type UploadAnswer,
  type UploadedImage,
  type UploadLine,
} from "~/lib/uploads";
import { NO_FILE_MESSAGE, action as uploadAction } from "~/routes/admin/uploads";
import { config, setConfig } from "~/server/config.server";
import { db } from "~/server/db/db.server";
import { IMAGE_PROCESSING_SLOTS, imageProcessing, uploadImage } from "~/server/media/upload.server";
import { createAccount } from "~/server/staff/accounts.server";
import { signInStaff } from "~/server/staff/sign-in.server";
import { createFileStore } from "~/server/storage/file-store.server";
import { NOT_AN_IMAGE_MESSAGE } from "~/server/storage/image-pipeline.server";
import { defaultVariantWidths } from "~/server/storage/variants.server";
import { setupTestDatabase } from "../support/test-database";

const database = setupTestDatabase();
let cookie = "";
let uploader = { id: "", name: "" };

beforeAll(async () => {
  const account = await createAccount({
    name: "Upload Editor",
    username: "upload_editor",
    email: "upload_editor@example.org",
    role: "editor",
    password: "upload-editor-pass-1",
  });
  uploader = { id: account.id, name: "Upload Editor" };
  const signedIn = await signInStaff(
    new Request(`${config().publicUrl}/admin/login`, { headers: { "x-school-client-ip": "10.9.8.7" } }),
    { login: "upload_editor", password: "upload-editor-pass-1", rememberMe: false },
  );
  if (!signedIn.ok) throw new Error("the editor could not sign in");
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

let seed = 0;
/** A photo-like JPEG: noise over a coloured ground, different for every call. */
async function photo(width = 800, height = 600) {
  const shade = ++seed % 200;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40 + shade, g: 120, b: 200 - shade / 2 },
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function post(
  file: { bytes: Uint8Array; name: string } | null,
  category: string,
  progress: boolean,
  altText?: string,
) {
  const body = new FormData();
  body.set("category", category);
  if (altText !== undefined) body.set("altText", altText);
  if (file) body.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: "image/jpeg" }));
  const headers: Record<string, string> = { cookie };
  if (progress) headers.accept = UPLOAD_PROGRESS_TYPE;
  const request = new Request(`${config().publicUrl}/admin/uploads`, { method: "POST", headers, body });
  return uploadAction({ request, params: {}, context: {} } as never) as Promise<Response>;
}

/** Every file in the upload store, relative to it. */
function storedFiles(): string[] {
  try {
    return readdirSync(config().uploadsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(config().uploadsDir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

async function mediaRows() {
  return db().selectFrom("media").select(["id", "storage_path", "content_hash", "category"]).execute();
}

/** Reads a progress answer line by line, noting what was stored when each line arrived. */
async function readProgress(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const lines: { line: UploadLine; filesWhenRead: number }[] = [];
  let pending = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let end = pending.indexOf("\n");
    while (end >= 0) {
      lines.push({
        line: JSON.parse(pending.slice(0, end)) as UploadLine,
        filesWhenRead: storedFiles().length,
      });
      pending = pending.slice(end + 1);
      end = pending.indexOf("\n");
    }
  }
  expect(pending).toBe("");
  return lines;
}

describe("the progress answer", () => {
  it("says 'stored' once the original and its variants are in the store, then gives the record", async () => {
    const before = storedFiles().length;
    const response = await post({ bytes: await photo(), name: "Sports Day.jpg" }, "gallery", true);

    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe(`${UPLOAD_PROGRESS_TYPE}; charset=utf-8`);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const lines = await readProgress(response);
    expect(lines.map(({ line }) => ("stage" in line ? line.stage : line.ok))).toEqual(["stored", true]);
    // 800 px wide: the original plus AVIF and WebP at 320 and 640 and at its own width.
    expect(lines[0]!.filesWhenRead - before).toBe(7);
    const media = (lines[1]!.line as { media: UploadedImage }).media;
    expect(media).toMatchObject({
      originalName: "Sports Day.jpg",
      category: "gallery",
      width: 800,
      height: 600,
    });
    const row = await db()
      .selectFrom("media")
      .selectAll()
      .where("id", "=", media.id)
      .executeTakeFirstOrThrow();
    expect(row.uploaded_by).toBe(uploader.id);
    expect(await createFileStore().exists(row.storage_path)).toBe(true);
  });

  it("stores before recording, and takes the files back when the record cannot be written", async () => {
    const bytes = await photo();
    const files = storedFiles();
    const records = (await mediaRows()).length;
    const filesAtStored: number[] = [];
    // An uploader who does not exist: the record's reference to them is refused by the database.
    const nobody = { id: "no-such-user", name: "Nobody" };

    const upload = uploadImage({ bytes, originalName: "order.jpg", category: "general" }, nobody, {
      onStored: () => {
        filesAtStored.push(storedFiles().length - files.length);
      },
    });

    await expect(upload).rejects.toThrow();
    expect(filesAtStored).toEqual([7]);
    expect(storedFiles()).toEqual(files);
    expect((await mediaRows()).length).toBe(records);
  });

  it("answers one JSON object to a client that does not ask for progress", async () => {
    const response = await post({ bytes: await photo(), name: "plain.jpg" }, "news", false);
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = (await response.json()) as UploadAnswer;
    expect(answer.ok && answer.media.category).toBe("news");
  });
});

describe("the same image uploaded twice", () => {
  it("is stored once per category and the earlier record is answered", async () => {
    const bytes = await photo(640, 480);
    const first = await post({ bytes, name: "assembly.jpg" }, "gallery", true);
    const firstMedia = ((await readProgress(first))[1]!.line as { media: UploadedImage }).media;
    const files = storedFiles();
    const records = (await mediaRows()).length;

    const again = await post({ bytes, name: "assembly copy.jpg" }, "gallery", true);
    expect(again.status).toBe(200);
    const lines = await readProgress(again);
    expect(lines.map(({ line }) => ("stage" in line ? line.stage : line.ok))).toEqual(["stored", true]);
    expect((lines[1]!.line as { media: UploadedImage }).media).toEqual(firstMedia);
    expect(storedFiles()).toEqual(files);
    expect((await mediaRows()).length).toBe(records);

    const plain = await post({ bytes, name: "assembly.jpg" }, "gallery", false);
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { media: UploadedImage }).media.id).toBe(firstMedia.id);

    // Another category is another place in the library: stored there too.
    const elsewhere = await post({ bytes, name: "assembly.jpg" }, "general", false);
    expect(elsewhere.status).toBe(201);
    expect(((await elsewhere.json()) as { media: UploadedImage }).media.id).not.toBe(firstMedia.id);
  });

  it("arriving several times at once is processed and recorded once", async () => {
    const bytes = await photo(800, 500);
    const records = (await mediaRows()).length;
    const files = storedFiles().length;

    const answers = await Promise.all(
      [1, 2, 3].map(() => uploadImage({ bytes, originalName: "twins.jpg", category: "gallery" }, uploader)),
    );

    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.media.id)).size).toBe(1);
    expect((await mediaRows()).length).toBe(records + 1);
    expect(storedFiles().length - files).toBe(7);
  });

  it("is stored again when the earlier copy's files are gone", async () => {
    const bytes = await photo(500, 400);
    const first = await uploadImage({ bytes, originalName: "lost.jpg", category: "general" }, uploader);
    await createFileStore().remove(first.media.variants[0]!.path);

    const again = await uploadImage({ bytes, originalName: "lost.jpg", category: "general" }, uploader);

    expect(again.created).toBe(true);
    expect(again.media.id).not.toBe(first.media.id);
    const third = await uploadImage({ bytes, originalName: "lost.jpg", category: "general" }, uploader);
    expect(third).toMatchObject({ created: false, media: { id: again.media.id } });
  });
});

describe("refused uploads store nothing", () => {
  it("a program renamed .jpg: 415 with a clear message", async () => {
    const files = storedFiles();
    const records = (await mediaRows()).length;
    // A Windows program starts with "MZ" and a DOS stub.
    const program = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
      Buffer.from("This program cannot be run in DOS mode.\r\n"),
      Buffer.alloc(4096, 0x90),
    ]);

    for (const progress of [true, false]) {
      const response = await post({ bytes: program, name: "holiday-photo.jpg" }, "gallery", progress);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ ok: false, message: NOT_AN_IMAGE_MESSAGE });
    }
    expect(storedFiles()).toEqual(files);
    expect((await mediaRows()).length).toBe(records);
  });

  it("a damaged JPEG: 400, nothing stored", async () => {
    const files = storedFiles();
    const whole = await photo(400, 300);
    const response = await post({ bytes: whole.subarray(0, 600), name: "cut.jpg" }, "gallery", true);
    expect(response.status).toBe(400);
    expect(((await response.json()) as UploadAnswer).ok).toBe(false);
    expect(storedFiles()).toEqual(files);
  });

  it("a file over MAX_UPLOAD_MB: 413 'File is larger than {n} bytes'", async () => {
    const original = config();
    setConfig({ ...original, maxUploadBytes: 256 * 1024 });
    onTestFinished(() => setConfig(original));
    const bytes = await photo(1600, 1200);
    expect(bytes.byteLength).toBeGreaterThan(256 * 1024);
    const files = storedFiles();
    const records = (await mediaRows()).length;

    for (const progress of [true, false]) {
      const response = await post({ bytes, name: "big.jpg" }, "gallery", progress);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ ok: false, message: fileTooLargeMessage(262_144) });
    }
    expect(fileTooLargeMessage(262_144)).toBe("File is larger than 262144 bytes");
    expect(storedFiles()).toEqual(files);
    expect((await mediaRows()).length).toBe(records);
  });

  it("a file of exactly MAX_UPLOAD_MB is taken; one byte more is refused", async () => {
    const original = config();
    onTestFinished(() => setConfig(original));
    const bytes = await photo(640, 480);
    setConfig({ ...original, maxUploadBytes: bytes.byteLength });
    const taken = await post({ bytes, name: "exactly-the-limit.jpg" }, "gallery", false);
    expect(taken.status).toBe(201);
    setConfig({ ...original, maxUploadBytes: bytes.byteLength - 1 });
    const refused = await post({ bytes, name: "one-byte-over.jpg" }, "gallery", false);
    expect(refused.status).toBe(413);
  });

  it("no file, or an unknown category: 400", async () => {
    const none = await post(null, "gallery", true);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ ok: false, message: NO_FILE_MESSAGE });
    const wrongPlace = await post({ bytes: await photo(100, 100), name: "a.jpg" }, "../etc", true);
    expect(wrongPlace.status).toBe(400);
  });
});

describe("alt text at the door (issue 28)", () => {
  async function storedAlt(id: string) {
    return (await db().selectFrom("media").select("alt_text").where("id", "=", id).executeTakeFirstOrThrow())
      .alt_text;
  }

  it("stores the alt text sent with the picture and answers it", async () => {
    const response = await post(
      { bytes: await photo(), name: "sports-day_2026.jpg" },
      "gallery",
      true,
      " Relay race at the ground ",
    );
    expect(response.status).toBe(201);
    const media = ((await readProgress(response))[1]!.line as { media: UploadedImage }).media;
    expect(media.altText).toBe("Relay race at the ground");
    expect(await storedAlt(media.id)).toBe("Relay race at the ground");
    // Without one the record has none, and says so.
    const bare = await post({ bytes: await photo(), name: "IMG_2041.jpg" }, "gallery", false);
    const bareMedia = ((await bare.json()) as { media: UploadedImage }).media;
    expect(bareMedia.altText).toBe("");
    expect(await storedAlt(bareMedia.id)).toBeNull();
  });

  it("gives an earlier copy without alt text the new one, and leaves one that has alt text alone", async () => {
    const bytes = await photo(500, 400);
    const first = (
      (await (await post({ bytes, name: "a.jpg" }, "news", false)).json()) as { media: UploadedImage }
    ).media;
    expect(first.altText).toBe("");
    const again = await post({ bytes, name: "a.jpg" }, "news", false, "Prize giving on stage");
    expect(((await again.json()) as { media: UploadedImage }).media).toMatchObject({
      id: first.id,
      altText: "Prize giving on stage",
    });
    const third = await post({ bytes, name: "a.jpg" }, "news", false, "Something else");
    expect(((await third.json()) as { media: UploadedImage }).media.altText).toBe("Prize giving on stage");
    expect(await storedAlt(first.id)).toBe("Prize giving on stage");
  });

  it("refuses alt text longer than the library allows, storing nothing", async () => {
    const files = storedFiles();
    const refused = await post({ bytes: await photo(), name: "long.jpg" }, "gallery", true, "a".repeat(251));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ ok: false, message: "Alt text can be at most 250 characters." });
    expect(storedFiles()).toEqual(files);
  });
});

describe("many at once", () => {
  it(`processes at most ${IMAGE_PROCESSING_SLOTS} image(s) at a time; the others wait and then succeed`, async () => {
    let mostActive = 0;
    let mostWaiting = 0;
    const stop = imageProcessing.watch(({ active, waiting }) => {
      mostActive = Math.max(mostActive, active);
      mostWaiting = Math.max(mostWaiting, waiting);
    });
    onTestFinished(stop);
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => photo(900, 600)));

    const responses = await Promise.all(
      photos.map((bytes, i) => post({ bytes, name: `batch-${i}.jpg` }, "gallery", true)),
    );
    const answers = await Promise.all(responses.map(readProgress));

    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.every((lines) => lines.length === 2 && "ok" in lines[1]!.line && lines[1]!.line.ok)).toBe(
      true,
    );
    expect(mostActive).toBe(IMAGE_PROCESSING_SLOTS);
    expect(mostWaiting).toBeGreaterThanOrEqual(5 - IMAGE_PROCESSING_SLOTS - 1);
    expect(imageProcessing.state()).toEqual({ active: 0, waiting: 0 });
  });
});

/** The tags of a TIFF directory inside an EXIF block; `at` is the directory's offset. */
function exifTags(exif: Buffer, at?: number) {
  // sharp gives the APP1 block's content: "Exif\0\0", then a TIFF header and its directories.
  const tiff = exif.subarray(exif.toString("latin1", 0, 4) === "Exif" ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const directory = at ?? u32(4);
  const tags = new Map<number, number>();
  for (let i = 0; i < u16(directory); i++) {
    const entry = directory + 2 + i * 12;
    tags.set(u16(entry), u32(entry + 8));
  }
  return tags;
}

const GPS_IFD_POINTER = 0x8825;
const GPS_LATITUDE = 0x0002;

describe("what is stored of a phone photo", () => {
  // Encoding a 2400 px photo into AVIF and WebP at every width is seconds of CPU on a quiet machine:
  // beside busy loops and other work (load 19) it took 23–30 s, past the integration default.
  it("keeps no EXIF or GPS in the original or any variant; AVIF and WebP at every configured width", async () => {
    const bytes = await sharp(await photo(2400, 1600))
      .withExif({
        IFD0: { Make: "SchoolPhone", Model: "Camera 1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "10/1 47/1 2400/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "79/1 8/1 1200/100",
        },
      })
      .jpeg()
      .toBuffer();
    const input = await sharp(bytes).metadata();
    expect(input.exif).toBeDefined();
    const gpsDirectory = exifTags(input.exif!).get(GPS_IFD_POINTER);
    expect(gpsDirectory).toBeDefined();
    expect(exifTags(input.exif!, gpsDirectory).has(GPS_LATITUDE)).toBe(true);

    const response = await post({ bytes, name: "field-trip.jpg" }, "gallery", true);
    const lines = await readProgress(response);
    const { id } = (lines[1]!.line as { media: UploadedImage }).media;
    const row = await db().selectFrom("media").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const variants = (typeof row.variants === "string" ? JSON.parse(row.variants) : row.variants) as {
      width: number;
      format: string;
      path: string;
    }[];

    expect(variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      defaultVariantWidths.flatMap((width) => [`avif@${width}`, `webp@${width}`]).sort(),
    );
    const store = createFileStore();
    for (const file of [{ path: row.storage_path, format: "jpeg", width: 2400 }, ...variants]) {
      const stored = await store.get(file.path);
      expect(stored, file.path).toBeDefined();
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif, file.path).toBeUndefined();
      expect(metadata.xmp, file.path).toBeUndefined();
      expect(stored!.includes("SchoolPhone"), file.path).toBe(false);
      expect(metadata.format, file.path).toBe(file.format === "avif" ? "heif" : file.format);
      expect(metadata.width, file.path).toBe(file.width);
    }
    expect(database.engine).toMatch(/sqlite|postgres/);
  }, 120_000);
});
