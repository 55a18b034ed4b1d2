import { config } from "./config.server";
import { demoImagesFromArtwork } from "./seed/demo-images.server";
import { seedDemoContent } from "./seed/index.server";
import { ensureFirstAdmin } from "./staff/first-admin.server";

/** Work done once after the database is ready: first admin, demo content. */
export async function startupTasks() {
  await ensureFirstAdmin();
  if (config().seedDemoContent) {
    await seedDemoContent({ images: demoImagesFromArtwork() });
  }
}
