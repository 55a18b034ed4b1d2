// Photos for upload tests, and posting one to /admin/uploads as the Media Library's dropzone does.
import sharp from "sharp";

/**
 * A JPEG no other call makes: random noise, so no two are the same bytes (the library answers an
 * identical file with the photo it already has: 200 instead of 201).
 */
export function uniquePhoto({ width = 480, height = 360 } = {}): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#3a7",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

/** Posts one file to the upload endpoint; `headers` carry the session cookie and the Origin. */
export function postUpload(
  siteUrl: string,
  headers: Record<string, string>,
  file: { name: string; bytes: Buffer; category?: string },
): Promise<Response> {
  const form = new FormData();
  form.set("category", file.category ?? "gallery");
  form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: "image/jpeg" }));
  return fetch(`${siteUrl}/admin/uploads`, { method: "POST", headers, body: form });
}
