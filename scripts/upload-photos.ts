// For `npm run bench -- --only uploads`: phone-camera-sized photos made here, and one upload through
// POST /admin/uploads timed the way the Media Library sees it (the "stored" line, then the answer).
import sharp from "sharp";

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * `count` different 12-megapixel JPEGs (4000×3000, quality 90, about 3.3 MB): a gradient with two
 * shapes under fine grain, which compresses like a photo, not like a flat drawing. Each carries a
 * small patch of its own, so no two have the same bytes (the same file would be stored only once).
 */
export async function twelveMegapixelPhotos(count: number): Promise<Buffer[]> {
  const scene = Buffer.from(
    `<svg width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="0.5" stop-color="#e9c46a"/><stop offset="1" stop-color="#2d6a4f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1200" r="700" fill="#f4a261"/><circle cx="2900" cy="1900" r="500" fill="#264653"/></svg>`,
  );
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 } as const;
  const base = await sharp(scene).removeAlpha().raw().toBuffer();
  const grain = await sharp({
    create: { ...raw, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 14 } },
  })
    .raw()
    .toBuffer();
  const grained = await sharp(base, { raw })
    .composite([{ input: grain, raw, blend: "overlay" }])
    .removeAlpha() // compositing adds an alpha channel; the raw pixels below are RGB
    .raw()
    .toBuffer();
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const patch = { width: 96, height: 96, channels: 3, background: { r: i % 256, g: 40, b: 200 } } as const;
    photos.push(
      await sharp(grained, { raw })
        .composite([{ input: { create: patch }, left: 64 + (i % 30) * 96, top: 64 }])
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return photos;
}

export type TimedUpload = { storedMs: number; doneMs: number; ok: boolean };

/** Uploads one photo asking for progress; the times are from sending to each line's arrival. */
export async function timedUpload(
  baseUrl: string,
  cookie: string,
  photo: Buffer,
  name: string,
): Promise<TimedUpload> {
  const body = new FormData();
  body.set("category", "gallery");
  body.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), name);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/admin/uploads`, {
    method: "POST",
    // The Origin a browser sends: a signed-in POST without it is refused as cross-site.
    headers: { cookie, accept: "application/x-ndjson", origin: baseUrl },
    body,
  });
  if (response.status !== 201 || !response.body) {
    throw new Error(`uploading ${name} answered ${response.status}: ${await response.text()}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let storedMs = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(storedMs) && text.includes("\n")) storedMs = performance.now() - started;
  }
  const doneMs = performance.now() - started;
  const last = JSON.parse(text.trim().split("\n").at(-1) ?? "{}") as { ok?: boolean };
  return { storedMs, doneMs, ok: last.ok === true };
}
