import { log } from "./log.server";

/** Work done once after the database is ready: first admin, demo content. */
export async function startupTasks() {
  log("debug", "startup tasks done");
}
