// Web Push (issue 30) on the real database, both engines, sent to a stand-in push service that
// checks the VAPID signature and decrypts the payload (tests/support/push-service.ts): a push for
// each opted-in staff device written with the enquiry or registration (none for suspected spam or
// a switched-off user), parents' subscriptions per school, a closure notice's push and its count,
// a subscription the push service forgot (410) removed, and a push service that never answers
// given up on at the deadline, the push due again later.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config, readConfig, setConfig } from "~/server/config.server";
import { db } from "~/server/db/db.server";
import { recordEnquiry } from "~/server/enquiries/enquiries.server";
import { createEvent } from "~/server/events/events.server";
import { createNotice } from "~/server/notices/notices.server";
import { CLAIM_MS, claimDuePush, pushRetryDelayMs, queuePush } from "~/server/push/deliveries.server";
import { parentPushRequest } from "~/server/push/endpoints.server";
import { noticePushCounts, noticePushText, sendNoticePush } from "~/server/push/notice-push.server";
import { sendDuePush } from "~/server/push/sender.server";
import {
  chosenSchools,
  NOT_A_PUSH_SERVICE,
  parentSubscriptionIds,
  parseSubscription,
  removeSubscription,
  saveParentSubscription,
  saveStaffSubscription,
} from "~/server/push/subscriptions.server";
import { register } from "~/server/registrations/seats.server";
import { type PushServiceStandIn, startPushService } from "../support/push-service";
import { setupTestDatabase } from "../support/test-database";
import { insertUser } from "./helpers/staff";

const database = setupTestDatabase();
let service: PushServiceStandIn;

beforeAll(async () => {
  service = await startPushService({ applicationServerKey: () => config().push.publicKey });
  setConfig(
    readConfig({
      DATA_DIR: database.dataDir,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      PUBLIC_URL: "https://schools.example.org",
      PUSH_TEST_SERVICE_ORIGIN: service.origin,
      ...(database.config.database.kind === "postgres" ? { DATABASE_URL: database.config.database.url } : {}),
    }),
  );
});

afterAll(() => service?.stop());

beforeEach(async () => {
  await db().deleteFrom("push_delivery").execute();
  await db().deleteFrom("push_subscription").execute();
  service.received.length = 0;
  service.refused.length = 0;
});

const send = () => sendDuePush({ claimer: "test-sender", timeoutMs: 5_000 });
const payloads = () => service.received.map((push) => JSON.parse(push.text));

const admission = () => ({
  kind: "admission" as const,
  schoolSlug: "euro-kids",
  name: "Lakshmi Raman",
  childName: "Arjun",
  childAge: 4,
  phone: "98765 43210",
  message: `We are moving to Salem in June. ${Math.random()}`,
});

describe("subscriptions", () => {
  it("takes a browser's subscription, refusing a non-https endpoint (but the test's stand-in) and bad keys", () => {
    const subscription = service.subscribe();
    expect(parseSubscription(subscription)).toEqual(subscription);
    expect(() => parseSubscription({ ...subscription, endpoint: "http://192.168.1.1/push/x" })).toThrow(
      "A push service's address starts with https://.",
    );
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
      "https://web.push.apple.com/abc",
    ])
      expect(() => parseSubscription({ ...subscription, endpoint }), endpoint).not.toThrow();
    // Nothing else: not this machine, the local network or any other site, whatever the scheme.
    for (const endpoint of [
      "https://127.0.0.1/send/1",
      "https://localhost/send/1",
      "https://192.168.1.1/push/x",
      "https://[::1]/push/x",
      "https://fcm.googleapis.com.attacker.example/send/1",
      "https://fcm.googleapis.com:8443/send/1",
      "https://user@fcm.googleapis.com/send/1",
      "https://push.example.org/\u0000admin",
    ])
      expect(() => parseSubscription({ ...subscription, endpoint }), endpoint).toThrow(NOT_A_PUSH_SERVICE);
    expect(() => parseSubscription({ ...subscription, keys: { p256dh: "short", auth: "x" } })).toThrow();
    expect(() => parseSubscription("nonsense")).toThrow();
  });

  it("a parent's schools: known ones, none or all stored as all", () => {
    expect(chosenSchools(["euro-kids"])).toEqual(["euro-kids"]);
    expect(chosenSchools([])).toBeNull();
    expect(chosenSchools(["all"])).toBeNull();
    expect(() => chosenSchools(["elsewhere"])).toThrow();
  });

  it("the same browser subscribing again replaces its choice; unsubscribing is one call, a parent's only by its endpoint", async () => {
    const subscription = service.subscribe();
    await saveParentSubscription(subscription, ["euro-kids"]);
    await saveParentSubscription(subscription, ["zee-litera"]);
    const rows = await db().selectFrom("push_subscription").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ audience: "parent", user_id: null, school_slugs: ",zee-litera," });
    expect(await parentSubscriptionIds("euro-kids")).toEqual([]);
    expect(await parentSubscriptionIds("zee-litera")).toEqual([rows[0]!.id]);

    const staff = await insertUser({ role: "editor" });
    const staffDevice = service.subscribe();
    await saveStaffSubscription(staff.id, staffDevice);
    // A staff device cannot be removed by the public unsubscribe, nor by another staff member.
    expect(await removeSubscription(staffDevice.endpoint)).toBe(false);
    expect(await removeSubscription(staffDevice.endpoint, { userId: "someone-else" })).toBe(false);
    expect(await removeSubscription(subscription.endpoint)).toBe(true);
    expect(await removeSubscription(staffDevice.endpoint, { userId: staff.id })).toBe(true);
    expect(await db().selectFrom("push_subscription").selectAll().execute()).toEqual([]);
  });
});

describe("the parents' endpoint, POST /api/push", () => {
  const post = (body: unknown, address = "203.0.113.7") =>
    parentPushRequest(
      new Request("https://schools.example.org/api/push", {
        method: "POST",
        headers: { "content-type": "application/json", "x-school-client-ip": address },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );

  it("subscribes with the schools chosen, refuses what it cannot read, and unsubscribes by the endpoint", async () => {
    const subscription = service.subscribe();
    const response = await post({ subscription, schools: ["euro-kids", "zee-litera"] });
    expect(response.status).toBe(201);
    // Kept in the schools' own order.
    expect(await response.json()).toEqual({ subscribed: true, schools: ["zee-litera", "euro-kids"] });
    const rows = await db().selectFrom("push_subscription").selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ audience: "parent", user_id: null, school_slugs: ",zee-litera,euro-kids," }),
    ]);

    for (const refused of [
      "not json",
      { subscription, schools: ["elsewhere"] },
      { subscription: { endpoint: 1 } },
    ]) {
      const answer = await post(refused);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toEqual(expect.any(String));
    }
    expect((await post({ unsubscribe: subscription.endpoint })).status).toBe(200);
    expect(await db().selectFrom("push_subscription").selectAll().execute()).toEqual([]);
  });

  it("answers 429 to a flood from one address", async () => {
    const address = "198.51.100.9";
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await post({ unsubscribe: `https://push.example.org/${i}` }, address)).status;
    expect(last).toBe(429);
    expect((await post({ unsubscribe: "https://push.example.org/x" }, "198.51.100.200")).status).not.toBe(
      429,
    );
  });
});

describe("staff are told of new enquiries and registrations", () => {
  it("one push per opted-in device with the enquiry, signed and encrypted; none for spam or a switched-off user", async () => {
    const staff = await insertUser({ role: "admin" });
    const phone = service.subscribe();
    const desktop = service.subscribe();
    await saveStaffSubscription(staff.id, phone);
    await saveStaffSubscription(staff.id, desktop);
    const switchedOff = await insertUser({ role: "admin", disabled: true });
    await saveStaffSubscription(switchedOff.id, service.subscribe());
    await saveParentSubscription(service.subscribe(), null);

    const enquiry = await recordEnquiry(admission());
    await recordEnquiry(admission(), new Date(), { isSuspectedSpam: () => true });
    const queued = await db().selectFrom("push_delivery").selectAll().execute();
    expect(queued).toHaveLength(2);
    expect(queued.every((row) => row.item_id === enquiry.id && row.status === "queued")).toBe(true);

    expect(await send()).toEqual({ sent: 2, gone: 0, failed: 0 });
    expect(service.refused).toEqual([]);
    expect(service.received.map((push) => push.endpoint).sort()).toEqual(
      [phone.endpoint, desktop.endpoint].sort(),
    );
    for (const push of service.received) {
      expect(push.claims.aud).toBe(service.origin);
      expect(push.claims.sub).toBe("https://schools.example.org");
    }
    expect(payloads()[0]).toEqual({
      title: "New admission enquiry — EuroKids",
      body: "Open it in the panel.",
      url: `/admin/enquiries/${enquiry.id}`,
    });
    const sent = await db().selectFrom("push_delivery").select("status").execute();
    expect(sent.map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("a registration's push names the event and the school; the office's own adds none", async () => {
    const admin = await insertUser({ role: "admin" });
    await saveStaffSubscription(admin.id, service.subscribe());
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
    await register(event.id, answers, { now: new Date("2030-03-01T04:30:00Z") });
    await register(
      event.id,
      { ...answers, phone: "9876500002" },
      { now: new Date("2030-03-01T04:30:00Z"), byOffice: admin },
    );
    await sendDuePush({ claimer: "test-sender", now: () => new Date("2030-03-01T04:30:01Z") });
    expect(payloads()).toEqual([
      expect.objectContaining({
        title: "New registration for Parent workshop — EuroKids",
        url: expect.stringMatching(new RegExp(`^/admin/events/${event.id}/registrations\\?q=`)),
      }),
    ]);
  });

  it("a subscription the push service forgot (410) is removed, with every push waiting for it", async () => {
    const staff = await insertUser({ role: "admin" });
    const old = service.subscribe();
    const current = service.subscribe();
    await saveStaffSubscription(staff.id, old);
    await saveStaffSubscription(staff.id, current);
    service.forget(old.endpoint);
    await recordEnquiry(admission());
    await recordEnquiry(admission());

    expect(await send()).toEqual({ sent: 2, gone: 2, failed: 0 });
    const left = await db().selectFrom("push_subscription").select("endpoint").execute();
    expect(left.map((row) => row.endpoint)).toEqual([current.endpoint]);
    const rows = await db()
      .selectFrom("push_delivery")
      .select(["status", "subscription_id", "last_error"])
      .execute();
    const expired = rows.filter((row) => row.status === "expired");
    expect(expired).toHaveLength(2);
    expect(expired.every((row) => row.subscription_id === null)).toBe(true);
    expect(expired[0]?.last_error).toBe("The push service answered 410");
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(2);
  });

  it("a push service that never answers is given up on at the deadline and the push is due again later; the enquiry was never held up", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const previous = config();
    setConfig({ ...previous, push: { ...previous.push, testServiceOrigin: silentOrigin } });
    try {
      const staff = await insertUser({ role: "admin" });
      const subscription = service.subscribe();
      await saveStaffSubscription(staff.id, { ...subscription, endpoint: `${silentOrigin}/push/hangs` });
      const started = Date.now();
      await recordEnquiry(admission());
      const now = new Date();
      const outcome = await sendDuePush({ claimer: "test-sender", timeoutMs: 300, now: () => now });
      expect(outcome).toEqual({ sent: 0, gone: 0, failed: 1 });
      expect(Date.now() - started).toBeLessThan(4_000);
      const [row] = await db().selectFrom("push_delivery").selectAll().execute();
      expect(row).toMatchObject({
        status: "queued",
        last_error: "The push service did not answer within 0.3 s",
      });
      expect(new Date(row!.next_attempt_at).getTime()).toBe(now.getTime() + pushRetryDelayMs(1));
      expect(await claimDuePush("another", now)).toEqual([]);
    } finally {
      setConfig(previous);
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("closure notices to parents", () => {
  const NOW = new Date();
  const notice = (level: "closure" | "important" = "closure") => ({
    message: "All schools are closed today for heavy rain.",
    messageTa: "கனமழை காரணமாக இன்று அனைத்துப் பள்ளிகளுக்கும் விடுமுறை.",
    level,
    startsAt: new Date(NOW.getTime() - 60_000).toISOString(),
    endsAt: new Date(NOW.getTime() + 6 * 3600_000).toISOString(),
  });

  it("to the parents of one school (and those who chose all), in both languages, with the count of deliveries", async () => {
    const admin = await insertUser({ role: "admin" });
    const euroKids = service.subscribe();
    const everySchool = service.subscribe();
    const zee = service.subscribe();
    const gone = service.subscribe();
    await saveParentSubscription(euroKids, ["euro-kids"]);
    await saveParentSubscription(everySchool, null);
    await saveParentSubscription(zee, ["zee-litera"]);
    await saveParentSubscription(gone, ["euro-kids", "zee-litera"]);
    service.forget(gone.endpoint);
    const closure = await createNotice(notice(), admin, NOW);

    expect(await sendNoticePush(closure.id, "euro-kids", admin, NOW)).toBe(3);
    expect((await noticePushCounts([closure.id])).get(closure.id)).toEqual({
      queued: 3,
      delivered: 0,
      expired: 0,
      failed: 0,
    });
    await send();
    expect(service.received.map((push) => push.endpoint).sort()).toEqual(
      [euroKids.endpoint, everySchool.endpoint].sort(),
    );
    expect(payloads()[0]).toEqual({
      title: "School closure — EuroKids",
      body: `${closure.message}\n${closure.messageTa}`,
      url: "/",
    });
    expect((await noticePushCounts([closure.id])).get(closure.id)).toEqual({
      queued: 0,
      delivered: 2,
      expired: 1,
      failed: 0,
    });
    // To all: every parent still subscribed.
    expect(await sendNoticePush(closure.id, null, admin, NOW)).toBe(3);
    await send();
    expect((await noticePushCounts([closure.id])).get(closure.id)?.delivered).toBe(5);
    expect(noticePushText({ message: "Closed", messageTa: null }, null)).toEqual({
      title: "School closure",
      body: "Closed",
    });
  });

  it("only a closure notice that has not ended is sent", async () => {
    const admin = await insertUser({ role: "admin" });
    const important = await createNotice(notice("important"), admin, NOW);
    await expect(sendNoticePush(important.id, null, admin, NOW)).rejects.toThrow(
      "Only a closure notice is sent to parents' devices.",
    );
    const closure = await createNotice(notice(), admin, NOW);
    await expect(
      sendNoticePush(closure.id, null, admin, new Date(NOW.getTime() + 7 * 3600_000)),
    ).rejects.toThrow("This notice has ended");
    await expect(sendNoticePush("no-such-notice", null, admin, NOW)).rejects.toThrow();
  });

  it("a claimed push is no other sender's until its claim runs out (a process killed mid-send)", async () => {
    const subscription = service.subscribe();
    await saveParentSubscription(subscription, null);
    const ids = await parentSubscriptionIds(null);
    const now = new Date();
    await queuePush(db(), ids, { kind: "notice", itemId: "n", title: "t", body: "b", url: "/" }, now);
    expect(await claimDuePush("first", now)).toHaveLength(1);
    expect(await claimDuePush("second", now)).toEqual([]);
    const later = new Date(now.getTime() + CLAIM_MS);
    const [taken] = await claimDuePush("second", later);
    expect(taken).toMatchObject({ attempts: 2, subscription: { endpoint: subscription.endpoint } });
  });

  it("queuing is written with the item: a push row for a subscription deleted meanwhile is marked expired, not sent", async () => {
    const subscription = service.subscribe();
    await saveParentSubscription(subscription, null);
    const ids = await parentSubscriptionIds(null);
    await queuePush(db(), ids, { kind: "notice", itemId: "n", title: "t", body: "b", url: "/" });
    await removeSubscription(subscription.endpoint);
    expect(await send()).toEqual({ sent: 0, gone: 1, failed: 0 });
    expect(service.received).toEqual([]);
  });
});
