// What the Settings screen's office e-mail card is handed (app/server/mail/settings-page.server.ts),
// and the outbox's state in words: "3 waiting, last error: …".

export type OfficeMailView = {
  /** Where mail goes out ("mail.example.org:587" and the sender), or null while mail is off. */
  sending: { server: string; from: string } | null;
  outbox: {
    waiting: number;
    failed: number;
    sentLastDay: number;
    heldForDigest: number;
    lastError: string | null;
  };
  recipients: { id: string; address: string; schoolSlug: string | null; digestTime: string | null }[];
  adminAddresses: string[];
  yourAddress: string;
};

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

export function outboxSummary(outbox: OfficeMailView["outbox"]) {
  const parts = [outbox.waiting === 0 ? "Nothing waiting" : `${outbox.waiting} waiting`];
  if (outbox.lastError) parts.push(`last error: ${outbox.lastError}`);
  if (outbox.heldForDigest > 0) parts.push(`${outbox.heldForDigest} kept for daily digests`);
  const after = [`${plural(outbox.sentLastDay, "e-mail", "e-mails")} sent in the last day`];
  if (outbox.failed > 0) after.push(`${plural(outbox.failed, "e-mail", "e-mails")} given up after a day`);
  return `${parts.join(", ")}. ${after.join("; ")}.`;
}
