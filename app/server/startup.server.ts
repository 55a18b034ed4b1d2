import { scheduleAnalyticsMaintenance } from "./analytics/maintenance.server";
import { config } from "./config.server";
import { oneProcessAtATime } from "./db/process-lock.server";
import { log } from "./log.server";
import { removeLeftoverUploads } from "./media/upload-files.server";
import { demoImagesFromArtwork } from "./seed/demo-images.server";
import { seedDemoContent } from "./seed/index.server";
import { ensureFirstAdmin } from "./staff/first-admin.server";
import { startupStep } from "./startup-trace.server";

/**
 * Work done once after the database is ready: leftover upload files, first admin, demo content;
 * and the daily analytics maintenance set going.
 */
export async function startupTasks() {
  const leftovers = await startupStep("leftover uploads", () => removeLeftoverUploads(config().uploadsDir));
  if (leftovers > 0) log("info", "removed unfinished uploads left by a crash", { count: leftovers });
  // Several processes starting together on one PostgreSQL database: one adds these, the others find them.
  await oneProcessAtATime("first admin and demo content", async () => {
    // The admin's password is hashed on libuv's threads (scrypt): the demo content goes in meanwhile.
    const done = await Promise.allSettled([
      startupStep("first admin", () => ensureFirstAdmin()),
      config().seedDemoContent ? seedDemoContent({ images: demoImagesFromArtwork() }) : undefined,
    ]);
    for (const result of done) if (result.status === "rejected") throw result.reason;
  });
  scheduleAnalyticsMaintenance();
}
