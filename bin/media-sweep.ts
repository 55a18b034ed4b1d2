// Remove stored files that no media record points to: `npm run media:sweep -- --help`.
import { ConfigError, config } from "../app/server/config.server";
import { closeDatabase, initDatabase } from "../app/server/db/db.server";
import { runSweepCommand } from "../app/server/storage/sweep-command.server";

async function main() {
  try {
    await initDatabase(config().database);
    const result = await runSweepCommand(process.argv.slice(2));
    for (const line of result.lines) (result.ok ? console.log : console.error)(line);
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}

await main();
