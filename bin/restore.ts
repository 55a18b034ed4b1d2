// A backup brought back into an empty DATA_DIR or database: `npm run restore -- --help`.
import { runRestoreCommand, runShellCommand } from "../app/server/backup/commands.server";

await runShellCommand(runRestoreCommand);
