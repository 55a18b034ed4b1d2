import { ensureFirstAdmin } from "./bootstrap-admin.server";
import { config } from "./config.server";
import { demoImagesFromArtwork } from "./seed/demo-images.server";
import { seedDemoContent } from "./seed/index.server";

/** Work done once after the database is ready: first admin, demo content. */
export async function startupTasks() {
  await ensureFirstAdmin();
  if (config().seedDemoContent) {
    await seedDemoContent({ images: demoImagesFromArtwork() });
  }
}
