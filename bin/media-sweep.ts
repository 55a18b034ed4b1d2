// Remove stored files that no media record points to: `npm run media:sweep -- --help`.
import { runSweepCommand } from "../app/server/storage/sweep-command.server";
import { runCommand } from "./run-command";

await runCommand(runSweepCommand);
