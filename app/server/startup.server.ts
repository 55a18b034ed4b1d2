import { ensureFirstAdmin } from "./bootstrap-admin.server";
import { log } from "./log.server";

/** Work done once after the database is ready: first admin, demo content. */
export async function startupTasks() {
  await ensureFirstAdmin();
  log("debug", "startup tasks done");
}
