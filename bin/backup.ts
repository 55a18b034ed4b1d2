// A consistent backup of the database and the stored files while the site serves: `npm run backup -- --help`.
import { runBackupCommand, runShellCommand } from "../app/server/backup/commands.server";

await runShellCommand(runBackupCommand);
