// The shell side of account management (bin/user.ts): create a user or reset a password.
import { parseArgs } from "node:util";
import { DomainError } from "../domain-error.server";
import { createAccount, findUserIdByLogin, generatePassword, setPassword } from "./accounts.server";
import { liftAccountLockout } from "./sign-in.server";

export const USER_COMMAND_USAGE = `Usage:
  npm run user -- create --username NAME --email EMAIL [--name "Full Name"] [--role admin|editor|viewer] [--password PASSWORD]
  npm run user -- reset-password --username NAME_OR_EMAIL [--password PASSWORD]
Without --password a random one is generated and printed once.`;

export type CommandResult = { ok: boolean; lines: string[] };

export async function runUserCommand(argv: string[]): Promise<CommandResult> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return { ok: false, lines: [(error as Error).message, USER_COMMAND_USAGE] };
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  try {
    if (command === "create") {
      if (!values.username || !values.email)
        return { ok: false, lines: ["create needs --username and --email.", USER_COMMAND_USAGE] };
      const password = values.password ?? generatePassword();
      const role = values.role ?? "editor";
      if (role !== "admin" && role !== "editor" && role !== "viewer") {
        return { ok: false, lines: [`Unknown role "${role}": use admin, editor or viewer.`] };
      }
      const created = await createAccount({
        name: values.name ?? values.username,
        username: values.username,
        email: values.email,
        role,
        password,
      });
      return {
        ok: true,
        lines: [
          `Created ${created.role} "${created.username}".`,
          ...(values.password ? [] : [`Password (shown once): ${password}`]),
        ],
      };
    }
    if (command === "reset-password") {
      if (!values.username)
        return { ok: false, lines: ["reset-password needs --username.", USER_COMMAND_USAGE] };
      const userId = await findUserIdByLogin(values.username);
      if (!userId) return { ok: false, lines: [`No user is called "${values.username}".`] };
      const password = values.password ?? generatePassword();
      await setPassword(userId, password);
      // Shared on PostgreSQL; on SQLite the app keeps its counts in its own memory, out of reach.
      await liftAccountLockout(userId);
      return {
        ok: true,
        lines: [
          `Password reset for "${values.username}"; their sessions were signed out.`,
          ...(values.password ? [] : [`New password (shown once): ${password}`]),
        ],
      };
    }
    return { ok: false, lines: [USER_COMMAND_USAGE] };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, lines: [error.message] };
    throw error;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
    },
  });
}
