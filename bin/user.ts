// Create a user or reset a password from the shell: `npm run user -- --help`.
import { runUserCommand } from "../app/server/staff/user-command.server";
import { runCommand } from "./run-command";

await runCommand(runUserCommand);
