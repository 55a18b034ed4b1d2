import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { readConfig, setConfig } from "~/server/config.server";
import { DomainError } from "~/server/domain-error.server";
import { createFileStore } from "~/server/storage/file-store.server";
import {
  type ProcessedImage,
  processImageUpload,
  removeImageFiles,
} from "~/server/storage/image-pipeline.server";
import { chooseVariantWidths } from "~/server/storage/variants.server";

const notAnImage = "This file is not a PNG, JPEG, GIF or WebP image.";
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh DATA_DIR for one test; returns its uploads folder. */
function useTempDataDir(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "image-pipeline-"));
  tempDirs.push(dataDir);
  setConfig(readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env }));
  return path.join(dataDir, "uploads");
}

function storedFiles(uploadsDir: string) {
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A picture with some texture, so encoders have real work. */
function picture(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#888",
      noise: { type: "gaussian", mean: 140, sigma: 40 },
    },
  });
}

/** Left half red, right half blue: tells which way a picture was turned. */
function twoColourPicture(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: "#d01010" } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: "#1010d0" } },
      left: half,
      top: 0,
    },
  ]);
}

const secretExif = {
  IFD0: { Make: "SchoolPhone", ImageDescription: "SECRET-CAPTION" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "13/1 5/1 2/1",
    GPSLongitudeRef: "E",
    GPSLongitude: "80/1 16/1 30/1",
  },
};
const secretXmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:source="SECRET-XMP"/></rdf:RDF></x:xmpmeta>';

/** Every file written for an upload, read back from the store. */
async function storedBytes(result: ProcessedImage) {
  const store = createFileStore();
  const paths = [result.storagePath, ...result.variants.map((variant) => variant.path)];
  return Promise.all(paths.map(async (p) => ({ path: p, bytes: (await store.get(p))! })));
}

/** A PNG whose header declares `width`×`height` but whose pixel data is a single short row. */
function pngDeclaring(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("refusing what is not an acceptable image", () => {
  test("a text file named .jpg", async () => {
    const uploads = useTempDataDir();
    const upload = processImageUpload({
      bytes: Buffer.from("Dear parents, the school will be closed on Monday."),
      originalName: "holiday.jpg",
      category: "news",
    });

    await expect(upload).rejects.toThrow(new DomainError(notAnImage, { status: 415 }));
    expect(storedFiles(uploads)).toEqual([]);
  });

  test.each([
    [
      "plain",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ],
    ["with an XML declaration", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])("an SVG drawing (%s), even named .png", async (_, svg) => {
    const uploads = useTempDataDir();
    const upload = processImageUpload({
      bytes: Buffer.from(svg),
      originalName: "logo.png",
      category: "gallery",
    });

    await expect(upload).rejects.toThrow(new DomainError(notAnImage, { status: 415 }));
    expect(storedFiles(uploads)).toEqual([]);
  });

  test("an empty file", async () => {
    useTempDataDir();
    await expect(
      processImageUpload({ bytes: new Uint8Array(), originalName: "a.png", category: "gallery" }),
    ).rejects.toThrow(notAnImage);
  });

  test("a 20000×20000 image is refused from its header, before any decoding", async () => {
    const uploads = useTempDataDir();
    const bomb = pngDeclaring(20000, 20000);
    expect(bomb.length).toBeLessThan(200);

    // Decoding this file would fail as damaged; the pixel-limit message proves it was never decoded.
    await expect(
      processImageUpload({ bytes: bomb, originalName: "huge.png", category: "gallery" }),
    ).rejects.toThrow(
      new DomainError(
        "This image is too large (20000×20000 pixels). Please use a picture of at most 40 megapixels.",
        { status: 413 },
      ),
    );
    expect(storedFiles(uploads)).toEqual([]);
  });

  test("an image just over 40 megapixels", async () => {
    useTempDataDir();
    await expect(
      processImageUpload({ bytes: pngDeclaring(8000, 5001), originalName: "big.png", category: "gallery" }),
    ).rejects.toThrow("This image is too large (8000×5001 pixels).");
  });

  test("a file larger than the upload limit", async () => {
    const uploads = useTempDataDir({ MAX_UPLOAD_MB: "1" });
    const bytes = await picture(800, 800).png({ compressionLevel: 0 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(1024 * 1024);

    await expect(processImageUpload({ bytes, originalName: "big.png", category: "gallery" })).rejects.toThrow(
      new DomainError("File is larger than 1048576 bytes", { status: 413 }),
    );
    expect(storedFiles(uploads)).toEqual([]);
  });

  test("a truncated photo", async () => {
    const uploads = useTempDataDir();
    const whole = await picture(400, 300).jpeg().toBuffer();

    await expect(
      processImageUpload({
        bytes: whole.subarray(0, whole.length / 2),
        originalName: "cut.jpg",
        category: "gallery",
      }),
    ).rejects.toThrow(
      new DomainError("This image could not be read. The file may be damaged or incomplete.", {
        status: 400,
      }),
    );
    expect(storedFiles(uploads)).toEqual([]);
  });
});

describe("what gets stored", { timeout: 30_000 }, () => {
  test.each(["jpeg", "png", "webp"] as const)(
    "a %s with GPS, EXIF and XMP is stored without any of it, original and every variant",
    async (format) => {
      useTempDataDir();
      const bytes = await picture(900, 600)
        .withExif(secretExif)
        .withXmp(secretXmp)
        .withIccProfile("p3")
        .toFormat(format)
        .toBuffer();
      const input = await sharp(bytes).metadata();
      expect(input.exif).toBeDefined();
      expect(input.xmp).toBeDefined();
      expect(bytes.includes("SECRET-CAPTION")).toBe(true);

      const result = await processImageUpload({ bytes, originalName: "trip.jpg", category: "gallery" });

      const files = await storedBytes(result);
      expect(files).toHaveLength(1 + result.variants.length);
      for (const file of files) {
        const metadata = await sharp(file.bytes).metadata();
        expect(metadata.exif, file.path).toBeUndefined();
        expect(metadata.xmp, file.path).toBeUndefined();
        expect(metadata.iptc, file.path).toBeUndefined();
        expect(metadata.icc, file.path).toBeUndefined();
        expect(file.bytes.includes("SECRET"), file.path).toBe(false);
        expect(file.bytes.includes("SchoolPhone"), file.path).toBe(false);
      }
    },
  );

  test("a photo taken sideways (EXIF orientation 6) is stored upright", async () => {
    useTempDataDir();
    const bytes = await twoColourPicture(300, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);

    const result = await processImageUpload({ bytes, originalName: "sideways.jpg", category: "gallery" });

    expect([result.width, result.height]).toEqual([200, 300]);
    for (const file of await storedBytes(result)) {
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata.orientation, file.path).toBeUndefined();
      expect(metadata.height, file.path).toBeGreaterThan(metadata.width);
      // Turned a quarter clockwise, the red left half is now on top.
      const { data, info } = await sharp(file.bytes)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      const [topRed, , topBlue] = pixel(Math.floor(info.width / 2), Math.floor(info.height / 4));
      const [bottomRed, , bottomBlue] = pixel(Math.floor(info.width / 2), Math.floor((info.height * 3) / 4));
      expect(topRed).toBeGreaterThan(topBlue!);
      expect(bottomBlue).toBeGreaterThan(bottomRed!);
    }
  });

  test("names, paths, URLs, size and hash describe the stored files", async () => {
    const uploads = useTempDataDir();
    const bytes = await picture(2000, 300).jpeg({ quality: 80 }).toBuffer();

    const result = await processImageUpload({
      bytes,
      originalName: "  ../../etc/Annual Day\u0007 2025.JPG  ",
      category: "gallery",
    });

    expect(result.storagePath).toMatch(/^gallery\/\d{13}-[a-z0-9]+\.jpg$/);
    expect(result.filename).toBe(result.storagePath.slice("gallery/".length));
    expect(result.url).toBe(`/media/${result.storagePath}`);
    expect(result.mimeType).toBe("image/jpeg");
    expect(result.originalName).toBe("Annual Day 2025.JPG");
    expect([result.width, result.height]).toEqual([2000, 300]);
    const stem = result.storagePath.replace(/\.jpg$/, "");
    expect(result.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "320.avif",
      "320.webp",
      "640.avif",
      "640.webp",
      "960.avif",
      "960.webp",
      "1280.avif",
      "1280.webp",
      "1920.avif",
      "1920.webp",
    ]);
    for (const variant of result.variants) {
      expect(variant.path).toMatch(/^gallery\/\d{13}-[a-z0-9]+-\d+\.(avif|webp)$/);
      expect(variant.path).toBe(`${stem}-${variant.width}.${variant.format}`);
      expect(variant.url).toBe(`/media/${variant.path}`);
    }
    const original = (await createFileStore().get(result.storagePath))!;
    expect(result.sizeBytes).toBe(original.length);
    // The hash of what was uploaded, so the same file is recognised before any work is done.
    expect(result.contentHash).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(result.contentHash).not.toBe(createHash("sha256").update(original).digest("hex"));
    expect((await sharp(original).metadata()).format).toBe("jpeg");
    expect(storedFiles(uploads)).toEqual([result.storagePath, ...result.variants.map((v) => v.path)].sort());
    expect(storedFiles(uploads).join()).not.toMatch(/etc|annual|passwd/i);
  });

  test("the stored format follows the content, not the file name", async () => {
    useTempDataDir();
    const bytes = await picture(120, 80).png().toBuffer();

    const result = await processImageUpload({ bytes, originalName: "photo.jpg", category: "school-logos" });

    expect(result.storagePath).toMatch(/^school-logos\/\d{13}-[a-z0-9]+\.png$/);
    expect(result.mimeType).toBe("image/png");
    const stored = await createFileStore().get(result.storagePath);
    expect((await sharp(stored).metadata()).format).toBe("png");
  });

  test("variants are never wider than the original", async () => {
    useTempDataDir();
    const bytes = await picture(500, 400).webp().toBuffer();

    const result = await processImageUpload({ bytes, originalName: "small.webp", category: "events" });

    expect(result.storagePath).toMatch(/^events\/\d{13}-[a-z0-9]+\.webp$/);
    expect(result.variants.map((v) => v.width)).toEqual([320, 320, 500, 500]);
    for (const file of (await storedBytes(result)).slice(1)) {
      const metadata = await sharp(file.bytes).metadata();
      const declared = result.variants.find((v) => v.path === file.path)!;
      expect(metadata.width, file.path).toBe(declared.width);
      expect(metadata.format, file.path).toBe(declared.format === "avif" ? "heif" : "webp");
      expect(metadata.width, file.path).toBeLessThanOrEqual(500);
    }
  });

  test("variant widths: the usual steps, never enlarged, the original width as the top step", () => {
    expect(chooseVariantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(chooseVariantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(chooseVariantWidths(1000)).toEqual([320, 640, 1000]);
    expect(chooseVariantWidths(330)).toEqual([330]);
    expect(chooseVariantWidths(100)).toEqual([100]);
    expect(chooseVariantWidths(1600, [640, 1280])).toEqual([640, 1280]);
  });

  test("an animated GIF keeps its frames; its variants are animated WebP", async () => {
    useTempDataDir();
    const frames = await sharp({ create: { width: 60, height: 120, channels: 3, background: "#f4a300" } })
      .composite([
        {
          input: { create: { width: 60, height: 40, channels: 3, background: "#2e7d32" } },
          top: 40,
          left: 0,
        },
      ])
      .raw()
      .toBuffer();
    const gif = await sharp(frames, { raw: { width: 60, height: 120, channels: 3, pageHeight: 40 } })
      .gif({ loop: 0, delay: [200, 200, 200] })
      .toBuffer();

    const result = await processImageUpload({ bytes: gif, originalName: "wave.gif", category: "gallery" });

    expect(result.storagePath).toMatch(/^gallery\/\d{13}-[a-z0-9]+\.gif$/);
    expect([result.width, result.height]).toEqual([60, 40]);
    expect(result.variants.map((v) => `${v.width}.${v.format}`)).toEqual(["60.webp"]);
    for (const file of await storedBytes(result)) {
      expect((await sharp(file.bytes).metadata()).pages, file.path).toBe(3);
    }
  });

  test("the placeholder is a tiny WebP data URI", async () => {
    useTempDataDir();
    const bytes = await picture(400, 225).jpeg().toBuffer();

    const { placeholder } = await processImageUpload({
      bytes,
      originalName: "a.jpg",
      category: "homepage-slides",
    });

    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(placeholder.length).toBeLessThan(1024);
    const image = Buffer.from(placeholder.split(",")[1]!, "base64");
    expect(await sharp(image).metadata()).toMatchObject({ format: "webp", width: 20, height: 11 });
  });

  test("two uploads of the same picture get different names", async () => {
    useTempDataDir();
    const bytes = await picture(200, 100).png().toBuffer();

    const [a, b] = await Promise.all(
      [1, 2].map(() => processImageUpload({ bytes, originalName: "same.png", category: "general" })),
    );

    expect(a!.storagePath).not.toBe(b!.storagePath);
    expect(a!.contentHash).toBe(b!.contentHash);
  });
});

describe("removing", { timeout: 30_000 }, () => {
  test("removeImageFiles deletes the original and all its variants", async () => {
    const uploads = useTempDataDir();
    const keep = await processImageUpload({
      bytes: await picture(700, 500).png().toBuffer(),
      originalName: "keep.png",
      category: "gallery",
    });
    const drop = await processImageUpload({
      bytes: await picture(700, 500).jpeg().toBuffer(),
      originalName: "drop.jpg",
      category: "gallery",
    });

    await removeImageFiles(drop);

    expect(storedFiles(uploads)).toEqual([keep.storagePath, ...keep.variants.map((v) => v.path)].sort());
  });

  test("removeImageFiles also takes a list of paths", async () => {
    const uploads = useTempDataDir();
    const image = await processImageUpload({
      bytes: await picture(400, 300).png().toBuffer(),
      originalName: "a.png",
      category: "news",
    });

    await removeImageFiles([image.storagePath, ...image.variants.map((v) => v.path)]);

    expect(storedFiles(uploads)).toEqual([]);
  });
});
