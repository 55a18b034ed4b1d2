// What every shell command in bin/ does around its own work: open the database from the
// environment's configuration, print the command's lines (to stderr when it failed), set the exit
// code, and close the database whatever happened. A configuration mistake prints its own message.
import { ConfigError, config } from "../app/server/config.server";
import { closeDatabase, initDatabase } from "../app/server/db/db.server";

type CommandResult = { ok: boolean; lines: string[] };

export async function runCommand(command: (argv: string[]) => Promise<CommandResult>) {
  try {
    await initDatabase(config().database);
    const result = await command(process.argv.slice(2));
    for (const line of result.lines) (result.ok ? console.log : console.error)(line);
    process.exitCode = result.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
