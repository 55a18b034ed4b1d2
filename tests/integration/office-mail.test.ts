// The office's e-mail (issue 30) on the real database, both engines: the letters written in the
// transaction of the enquiry or registration (one per recipient; to the admins while none is set;
// none for suspected spam, a repeat, or while mail is off), and the outbox's claims and back-off
// with an injected clock: a claimed row is no one else's until its claim runs out, then it is
// taken again; a failure waits twice as long each time and is given up after a day. And the daily
// digest a recipient may choose: the letters kept until its time (India), then sent as one.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readConfig, setConfig } from "~/server/config.server";
import { db } from "~/server/db/db.server";
import { recordEnquiry } from "~/server/enquiries/enquiries.server";
import { createEvent } from "~/server/events/events.server";
import { nextDigestAt, writeDueDigests } from "~/server/mail/digest.server";
import {
  CLAIM_MS,
  claimDueMail,
  GIVE_UP_AFTER_MS,
  markSent,
  outboxState,
  queueMail,
  retryDelayMs,
} from "~/server/mail/outbox.server";
import {
  addRecipient,
  listRecipients,
  recipientsFor,
  removeRecipient,
} from "~/server/mail/recipients.server";
import { sendDueMail } from "~/server/mail/sender.server";
import type { MailTransport, Message } from "~/server/mail/transport.server";
import { register } from "~/server/registrations/seats.server";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

const database = setupTestDatabase();
const SITE = "https://schools.example.org";
const FIRST_RETRY_MS = 30_000;

function mailOn(on = true) {
  setConfig(
    readConfig({
      DATA_DIR: database.dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      PUBLIC_URL: SITE,
      ...(database.config.database.kind === "postgres" ? { DATABASE_URL: database.config.database.url } : {}),
      ...(on ? { SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "School Office <office@example.org>" } : {}),
    }),
  );
}

async function outbox() {
  return db().selectFrom("mail_outbox").selectAll().orderBy("recipient").execute();
}

const admission = (overrides: Record<string, unknown> = {}) => ({
  kind: "admission" as const,
  schoolSlug: "euro-kids",
  name: "Lakshmi Raman",
  childName: "Arjun",
  childAge: 4,
  phone: "98765 43210",
  email: "lakshmi@example.org",
  message: `We are moving to Salem in June. ${Math.random()}`,
  ...overrides,
});

beforeAll(() => mailOn());

beforeEach(async () => {
  await db().deleteFrom("mail_outbox").execute();
  await db().deleteFrom("mail_recipient").execute();
});

describe("letters written with the enquiry", () => {
  it("one per recipient of the school and of the group, with what the parent wrote and the panel's link", async () => {
    const admin = await insertUser({ role: "admin" });
    await addRecipient({ address: "EuroKids.Office@example.org", schoolSlug: "euro-kids" }, admin);
    await addRecipient({ address: "group@example.org", schoolSlug: null }, admin);
    await addRecipient({ address: "zee@example.org", schoolSlug: "zee-litera" }, admin);
    const input = admission();
    const enquiry = await recordEnquiry(input);

    const rows = await outbox();
    expect(rows.map((row) => row.recipient)).toEqual(["eurokids.office@example.org", "group@example.org"]);
    for (const row of rows) {
      expect(row.status).toBe("queued");
      expect(row.kind).toBe("enquiry");
      expect(row.item_id).toBe(enquiry.id);
      expect(row.subject).toBe("New admission enquiry — EuroKids");
      expect(row.body_text).toContain("School: EuroKids");
      expect(row.body_text).toContain("Parent: Lakshmi Raman");
      expect(row.body_text).toContain("Child: Arjun");
      expect(row.body_text).toContain("Phone: 98765 43210");
      expect(row.body_text).toContain(input.message);
      expect(row.body_text).toContain(`Open it in the panel: ${SITE}/admin/enquiries/${enquiry.id}`);
    }
  });

  it("to every admin's address while no recipient is set; none for a repeat, suspected spam, or mail off", async () => {
    const admins = [await insertUser({ role: "admin" }), await insertUser({ role: "admin" })];
    await insertUser({ role: "admin", disabled: true });
    await insertUser({ role: "editor" });
    const everyAdmin = (
      await db()
        .selectFrom("user")
        .select("email")
        .where("role", "=", "admin")
        .where("disabled", "=", false)
        .execute()
    ).map((row) => row.email);
    expect(everyAdmin).toEqual(expect.arrayContaining(admins.map((admin) => admin.email)));

    const input = admission();
    await recordEnquiry(input);
    expect((await outbox()).map((row) => row.recipient).sort()).toEqual([...everyAdmin].sort());
    // The same enquiry sent again is folded into the first: no second letter.
    await recordEnquiry(input);
    expect(await outbox()).toHaveLength(everyAdmin.length);

    await db().deleteFrom("mail_outbox").execute();
    await recordEnquiry(admission(), new Date(), { isSuspectedSpam: () => true });
    expect(await outbox()).toEqual([]);

    mailOn(false);
    try {
      await recordEnquiry(admission());
      expect(await outbox()).toEqual([]);
    } finally {
      mailOn();
    }
  });

  it("an enquiry refused writes no letter", async () => {
    await expect(recordEnquiry(admission({ schoolSlug: "no-such-school" }))).rejects.toThrow();
    expect(await outbox()).toEqual([]);
  });

  it("a registration's letter names the event, the family and its reference; the office's own sends none", async () => {
    const admin = await insertUser({ role: "admin" });
    await addRecipient({ address: "events@example.org", schoolSlug: null }, admin);
    const event = await createEvent(
      {
        title: "Parent workshop",
        eventDate: "2030-03-20",
        eventTime: "10:00",
        registrationRequired: true,
        maxParticipants: 10,
      },
      admin,
    );
    const answers = {
      parentName: "Kavitha",
      phone: "9876500001",
      childName: "Meera",
      childClass: "UKG",
      school: "euro-kids" as const,
      seats: 2,
    };
    const { registration } = await register(event.id, answers, { now: new Date("2030-03-01T04:30:00Z") });
    const [row, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(row?.subject).toBe("New registration for Parent workshop — EuroKids");
    expect(row?.item_id).toBe(registration.id);
    expect(row?.body_text).toContain("Parent: Kavitha");
    expect(row?.body_text).toContain("Seats: 2");
    expect(row?.body_text).toContain(`${SITE}/admin/events/${event.id}/registrations?q=`);

    await register(
      event.id,
      { ...answers, phone: "9876500002", childName: "Ravi" },
      { now: new Date("2030-03-01T04:30:00Z"), byOffice: admin },
    );
    expect(await outbox()).toHaveLength(1);
  });

  it("recipients: checked, one address once per school, removed", async () => {
    const admin = await insertUser({ role: "admin" });
    await expect(addRecipient({ address: "not an address", schoolSlug: null }, admin)).rejects.toThrow(
      "Enter an e-mail address",
    );
    await expect(addRecipient({ address: "a@example.org", schoolSlug: "nowhere" }, admin)).rejects.toThrow(
      "Choose a school",
    );
    const added = await addRecipient({ address: "a@example.org", schoolSlug: "euro-kids" }, admin);
    await expect(addRecipient({ address: "A@example.org", schoolSlug: "euro-kids" }, admin)).rejects.toThrow(
      "already receives",
    );
    await addRecipient({ address: "a@example.org", schoolSlug: null }, admin);
    expect(await listRecipients()).toHaveLength(2);
    await removeRecipient(added.id, admin);
    await expect(removeRecipient(added.id, admin)).rejects.toThrow("already removed");
    expect((await listRecipients()).map((r) => r.schoolSlug)).toEqual([null]);
  });
});

describe("the outbox's claims and back-off (injected clock)", () => {
  const T0 = new Date("2030-01-10T05:00:00.000Z");
  const at = (ms: number) => new Date(T0.getTime() + ms);

  async function queue(count: number, now = T0) {
    await queueMail(
      db(),
      Array.from({ length: count }, (_, i) => ({
        recipient: `office${i}@example.org`,
        subject: `Message ${i}`,
        text: `Text ${i}`,
        kind: "enquiry" as const,
      })),
      now,
    );
  }

  it("two claimers at once take disjoint rows; a claim is held until it runs out, then taken again", async () => {
    await queue(12);
    const [first, second] = await Promise.all([claimDueMail("a", T0, 8), claimDueMail("b", T0, 8)]);
    const ids = [...first, ...second].map((mail) => mail.id);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
    // Nothing left to claim while the claims hold.
    expect(await claimDueMail("c", at(CLAIM_MS - 1))).toEqual([]);

    await markSent(first[0]!.id, "a", at(1000));
    // a's claims ran out (its process gone): c takes every row still unsent, counting a second attempt.
    const retaken = await claimDueMail("c", at(CLAIM_MS), 20);
    expect(retaken).toHaveLength(11);
    expect(retaken.every((mail) => mail.attempts === 2)).toBe(true);
    // a, come back late, cannot mark c's rows: they stay c's.
    await markSent(retaken[0]!.id, "a", at(CLAIM_MS + 1));
    const row = await db()
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", retaken[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("sending");
    expect(row.claimed_by).toBe("c");
  });

  it("a row not yet due is not claimed", async () => {
    await queue(1, at(60_000));
    expect(await claimDueMail("a", T0)).toEqual([]);
    expect(await claimDueMail("a", at(60_000))).toHaveLength(1);
  });

  it("retries after 30 s, 60 s, 120 s… at most an hour apart, gives up a day after it was written; Settings shows the state", async () => {
    await queue(1);
    const attempts: Date[] = [];
    const transport: MailTransport = {
      async send() {
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" });
      },
      close() {},
    };
    let now = T0;
    for (let pass = 0; pass < 60; pass++) {
      const result = await sendDueMail({
        claimer: "a",
        transport,
        firstRetryMs: FIRST_RETRY_MS,
        now: () => now,
      });
      if (result.failed) attempts.push(now);
      const [row] = await outbox();
      if (row?.status === "failed") break;
      now = new Date(row!.next_attempt_at as string | Date);
    }
    const gaps = attempts.slice(1).map((time, i) => time.getTime() - attempts[i]!.getTime());
    expect(gaps.slice(0, 8)).toEqual(
      [1, 2, 4, 8, 16, 32, 64, 120].map((n) => n * FIRST_RETRY_MS).map((ms) => Math.min(ms, 3_600_000)),
    );
    expect(gaps.every((gap) => gap <= 3_600_000)).toBe(true);
    expect(attempts.at(-1)!.getTime()).toBe(T0.getTime() + GIVE_UP_AFTER_MS);
    const [row] = await outbox();
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toBe(
      "The mail server could not be reached: it refused the connection or is down.",
    );
    const state = await outboxState(at(GIVE_UP_AFTER_MS));
    expect(state).toMatchObject({ waiting: 0, failed: 1, lastError: row?.last_error });
    expect(retryDelayMs(1, FIRST_RETRY_MS)).toBe(FIRST_RETRY_MS);
  });

  it("sends what waited for a server that was down as soon as a message goes again, not at its backed-off time", async () => {
    const delivered: Message[] = [];
    let down = true;
    const transport: MailTransport = {
      async send(message) {
        if (down) throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" });
        delivered.push(message);
      },
      close() {},
    };
    const pass = (now: Date) =>
      sendDueMail({ claimer: "a", transport, firstRetryMs: FIRST_RETRY_MS, now: () => now });
    // Down for three attempts: the next is 4 × 30 s after the third.
    await queue(1);
    let now = T0;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await pass(now)).toEqual({ sent: 0, failed: 1 });
      now = new Date((await outbox())[0]!.next_attempt_at as string | Date);
    }
    const backedOff = new Date((await outbox())[0]!.next_attempt_at as string | Date);
    // Back up, and a new enquiry's letter is written a minute before that: both go now.
    down = false;
    const back = new Date(backedOff.getTime() - 60_000);
    await queueMail(
      db(),
      [{ recipient: "new@example.org", subject: "New", text: "New", kind: "enquiry" }],
      back,
    );
    expect(await pass(back)).toEqual({ sent: 2, failed: 0 });
    expect(delivered.map((message) => message.to).sort()).toEqual(["new@example.org", "office0@example.org"]);
    // A message the server refused for itself (a recipient it does not know) keeps its wait.
    await queue(1, back);
    const refusing: MailTransport = {
      async send(message) {
        if (message.to === "office0@example.org")
          throw Object.assign(new Error("550"), { code: "EENVELOPE", response: "550 5.1.1 No such user" });
        delivered.push(message);
      },
      close() {},
    };
    expect(
      await sendDueMail({ claimer: "a", transport: refusing, firstRetryMs: FIRST_RETRY_MS, now: () => back }),
    ).toEqual({ sent: 0, failed: 1 });
    await queueMail(
      db(),
      [{ recipient: "later@example.org", subject: "Later", text: "Later", kind: "enquiry" }],
      back,
    );
    expect(
      await sendDueMail({ claimer: "a", transport: refusing, firstRetryMs: FIRST_RETRY_MS, now: () => back }),
    ).toEqual({ sent: 1, failed: 0 });
  });

  it("sends what is due once, marks it sent; a failure waits and is counted as waiting with its error", async () => {
    await queue(3);
    const delivered: Message[] = [];
    let refuse = "office1@example.org";
    const transport: MailTransport = {
      async send(message) {
        if (message.to === refuse)
          throw Object.assign(new Error("550"), { code: "EENVELOPE", response: "550 5.1.1 No such user" });
        delivered.push(message);
      },
      close() {},
    };
    expect(
      await sendDueMail({ claimer: "a", transport, firstRetryMs: FIRST_RETRY_MS, now: () => T0 }),
    ).toEqual({
      sent: 2,
      failed: 1,
    });
    expect(delivered.map((m) => m.to).sort()).toEqual(["office0@example.org", "office2@example.org"]);
    expect(await outboxState(T0)).toMatchObject({
      waiting: 1,
      sentLastDay: 2,
      lastError:
        "The mail server refused the sender or the recipient. The server said: 550 5.1.1 No such user",
    });
    // Nothing more before the retry is due; then the one left goes.
    refuse = "";
    expect(
      await sendDueMail({
        claimer: "a",
        transport,
        firstRetryMs: FIRST_RETRY_MS,
        now: () => at(FIRST_RETRY_MS - 1),
      }),
    ).toEqual({ sent: 0, failed: 0 });
    expect(
      await sendDueMail({
        claimer: "b",
        transport,
        firstRetryMs: FIRST_RETRY_MS,
        now: () => at(FIRST_RETRY_MS),
      }),
    ).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(3);
    expect(await outboxState(at(FIRST_RETRY_MS))).toMatchObject({
      waiting: 0,
      sentLastDay: 3,
      lastError: null,
    });
  });
});

describe("the daily digest (injected clock)", () => {
  // 10:30 in India.
  const MORNING = new Date("2030-01-10T05:00:00.000Z");
  const transportInto = (delivered: Message[]): MailTransport => ({
    async send(message) {
      delivered.push(message);
    },
    close() {},
  });

  it("the next digest is at the chosen India time, today if it is still to come, else tomorrow", () => {
    expect(nextDigestAt("18:00", MORNING).toISOString()).toBe("2030-01-10T12:30:00.000Z");
    expect(nextDigestAt("10:30", MORNING).toISOString()).toBe("2030-01-11T05:00:00.000Z");
    expect(nextDigestAt("00:00", MORNING).toISOString()).toBe("2030-01-10T18:30:00.000Z");
    expect(nextDigestAt("18:00", new Date("2030-01-10T12:30:00.001Z")).toISOString()).toBe(
      "2030-01-11T12:30:00.000Z",
    );
  });

  it("one address set for each message somewhere and a digest elsewhere gets each message; the earliest digest wins", async () => {
    const admin = await insertUser({ role: "admin" });
    await addRecipient({ address: "both@example.org", schoolSlug: "euro-kids", digestTime: "18:00" }, admin);
    await addRecipient({ address: "both@example.org", schoolSlug: null }, admin);
    await addRecipient({ address: "late@example.org", schoolSlug: null, digestTime: "20:00" }, admin);
    await addRecipient({ address: "late@example.org", schoolSlug: "euro-kids", digestTime: "07:00" }, admin);
    await expect(
      addRecipient({ address: "x@example.org", schoolSlug: null, digestTime: "25:00" }, admin),
    ).rejects.toThrow("Choose the digest's time");
    expect(await recipientsFor(db(), "euro-kids")).toEqual([
      { address: "both@example.org", digestTime: null },
      { address: "late@example.org", digestTime: "07:00" },
    ]);
    expect(await recipientsFor(db(), "zee-litera")).toEqual([
      { address: "both@example.org", digestTime: null },
      { address: "late@example.org", digestTime: "20:00" },
    ]);
  });

  it("keeps a digest recipient's letters until its time, then sends them as one message, once", async () => {
    const admin = await insertUser({ role: "admin" });
    await addRecipient(
      { address: "principal@example.org", schoolSlug: "euro-kids", digestTime: "18:00" },
      admin,
    );
    await addRecipient({ address: "desk@example.org", schoolSlug: "euro-kids" }, admin);
    const first = admission();
    const second = admission({ name: "Priya", childName: "Kavin" });
    await recordEnquiry(first, MORNING);
    await recordEnquiry(second, new Date(MORNING.getTime() + 60_000));
    expect(await outboxState(MORNING)).toMatchObject({ waiting: 2, heldForDigest: 2 });

    const delivered: Message[] = [];
    const pass = (now: Date, claimer = "a") =>
      sendDueMail({
        claimer,
        transport: transportInto(delivered),
        firstRetryMs: FIRST_RETRY_MS,
        now: () => now,
      });
    await pass(new Date(MORNING.getTime() + 120_000));
    expect(delivered.map((m) => m.to)).toEqual(["desk@example.org", "desk@example.org"]);

    // Just before 18:00 in India nothing more; at 18:00 one digest with both, once, whoever looks.
    await pass(new Date("2030-01-10T12:29:59.999Z"));
    expect(delivered).toHaveLength(2);
    const sixPm = new Date("2030-01-10T12:30:00.000Z");
    expect(await Promise.all([writeDueDigests(sixPm), writeDueDigests(sixPm)]).then((n) => n.sort())).toEqual(
      [0, 1],
    );
    await pass(sixPm, "b");
    await pass(new Date(sixPm.getTime() + 1000), "c");
    const digests = delivered.filter((m) => m.to === "principal@example.org");
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe("Daily digest: 2 new enquiries and registrations");
    expect(digests[0]?.text).toContain("1. New admission enquiry — EuroKids");
    expect(digests[0]?.text).toContain("Parent: Lakshmi Raman");
    expect(digests[0]?.text).toContain("2. New admission enquiry — EuroKids");
    expect(digests[0]?.text).toContain("Parent: Priya");
    expect(digests[0]?.text.indexOf("Lakshmi")).toBeLessThan(digests[0]!.text.indexOf("Priya"));
    expect(await outboxState(sixPm)).toMatchObject({ waiting: 0, heldForDigest: 0 });
    const statuses = (await outbox()).map((row) => row.status).sort();
    expect(statuses).toEqual(["digested", "digested", "sent", "sent", "sent"]);
  });
});
