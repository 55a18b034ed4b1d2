// GET /media/<path>: uploaded originals and their variants, from local disk or streamed from S3, with
// the same Cache-Control either way (originals an hour, as the spec says; variants for good).
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response } from "express";
import type { Config } from "../config.server";
import { log } from "../log.server";
import { cacheControlFor } from "../storage/cache-control.server";
import { createFileStore, type FileStore, isStoragePath } from "../storage/file-store.server";

export function mediaFiles(settings: Config, store: () => FileStore = createFileStore): express.Router {
  const router = express.Router();
  if (settings.storageDriver === "local") {
    router.use(
      express.static(settings.uploadsDir, {
        index: false,
        // Temporary files of a write in progress are dot-named: never served.
        dotfiles: "deny",
        cacheControl: false,
        setHeaders: (res, filePath) => res.setHeader("Cache-Control", cacheControlFor(filePath)),
      }),
    );
  } else {
    router.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      streamStoredFile(store(), req, res).catch(next);
    });
  }
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}

/** Answers with the stored file, 304 when the browser's copy is current, or 404. */
async function streamStoredFile(store: FileStore, req: Request, res: Response) {
  const filePath = storagePathOf(req.path);
  if (!filePath) return notFound(res);
  let file: Awaited<ReturnType<FileStore["stream"]>>;
  try {
    file = await store.stream(filePath);
  } catch (error) {
    log("error", "media: the file store did not answer", { error, path: filePath });
    res.status(503).set("Retry-After", "10").type("text/plain").send("Media is temporarily unavailable.");
    return;
  }
  if (!file) return notFound(res);
  res.set({
    "Content-Type": file.contentType,
    "Content-Length": String(file.sizeBytes),
    "Cache-Control": file.cacheControl,
    "Last-Modified": file.modifiedAt.toUTCString(),
    ...(file.etag && { ETag: file.etag }),
  });
  if (req.fresh || req.method === "HEAD") {
    file.body.destroy();
    if (req.fresh) res.status(304);
    res.end();
    return;
  }
  try {
    await pipeline(file.body, res);
  } catch (error) {
    // A browser that went away is no news; S3 failing mid-file is (the browser gets a cut-off file).
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      log("warn", "media: streaming stopped", { error, path: filePath });
    }
  }
}

/** The storage path a /media URL names, or undefined for anything a stored file cannot be called. */
function storagePathOf(urlPath: string) {
  try {
    const filePath = decodeURIComponent(urlPath.replace(/^\//, ""));
    return isStoragePath(filePath) ? filePath : undefined;
  } catch {
    return undefined;
  }
}

function notFound(res: Response) {
  res.status(404).type("text/plain").send("Not found");
}
