// Roll up finished days of visitor analytics and delete old raw rows: `npm run analytics:maintain -- --help`.
import { runMaintenanceCommand } from "../app/server/analytics/maintenance-command.server";
import { runCommand } from "./run-command";

await runCommand(runMaintenanceCommand);
