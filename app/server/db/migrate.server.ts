import { Migrator } from "kysely/migration";
import type { DB } from "./connection.server";
import { migrations } from "./migrations";

/** Brings the schema up to date; running it again does nothing. */
export async function migrateToLatest(db: DB) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${(error as Error).message}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
