// The Settings screen's office e-mail: what it shows, and its three commands.
import type { OfficeMailView } from "~/views/office-mail";
import { config } from "../config.server";
import { db } from "../db/db.server";
import { outboxState } from "./outbox.server";
import { listRecipients } from "./recipients.server";

export async function officeMailView(yourAddress: string): Promise<OfficeMailView> {
  const mail = config().mail;
  const [outbox, recipients, admins] = await Promise.all([
    outboxState(),
    listRecipients(),
    db()
      .selectFrom("user")
      .select("email")
      .where("role", "=", "admin")
      .where("disabled", "=", false)
      .orderBy("email")
      .execute(),
  ]);
  return {
    sending: mail ? { server: serverOf(mail.smtpUrl), from: mail.from } : null,
    outbox,
    recipients,
    adminAddresses: admins.map((admin) => admin.email),
    yourAddress,
  };
}

/** host:port of an SMTP address, never its user or password. */
function serverOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}
