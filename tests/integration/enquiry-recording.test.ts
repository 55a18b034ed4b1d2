// POST /api/enquiries as the route calls it: validation with the forms' schema, honeypot,
// body cap, storage, the same enquiry sent again, and what many enquiries from one address get
// (kept, marked suspected spam; refused only at flood volume), on both database engines.
import { describe, expect, it } from "vitest";
import { INVALID_SCHOOL, MISSING_INFORMATION } from "~/copy/enquiries";
import {
  ENQUIRY_BODY_MAX_BYTES,
  ENQUIRY_ENDPOINT_MESSAGES,
  ENQUIRY_RATE_LIMIT,
  ENQUIRY_SPAM_ALLOWANCE,
} from "~/copy/enquiry-copy";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { db } from "~/server/db/db.server";
import { listEnquiries } from "~/server/enquiries/enquiries.server";
import { createEnquiryRecorder } from "~/server/http/enquiry-endpoint.server";
import { formPostAnswer, isFormPost } from "~/server/http/enquiry-form-post.server";
import { CLIENT_IP_HEADER, createRateLimiter } from "~/server/rate-limit.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

const admission = {
  kind: "admission",
  parentName: "மீனா சுந்தரம்",
  childName: "Anu",
  childAge: "4",
  email: "Meena@Example.org",
  phone: "+91 98765 41234",
  school: "buds-blossoms",
  grade: "LKG",
  message: "Fees & bus route #4?\nநன்றி 🙏",
  website: "",
};

const visit = {
  kind: "campus_visit",
  name: "Karthik",
  phone: "9876541234",
  school: "balar-kalikoodam",
  campus: "9, Bharathi Nagar Main Road",
  timeSlot: "2:00 PM - 3:00 PM",
  preferredDate: todayInSchoolTimeZone(),
};

let address = 0;
/** A request from its own address, so tests do not share an allowance unless they ask to. */
function post(
  body: unknown,
  init: { address?: string; contentType?: string; method?: string; referer?: string } = {},
) {
  address += 1;
  return new Request("http://school.test/api/enquiries", {
    method: init.method ?? "POST",
    headers: {
      "content-type": init.contentType ?? "application/json",
      [CLIENT_IP_HEADER]: init.address ?? `198.51.100.${address}`,
      ...(init.referer === undefined ? {} : { referer: init.referer }),
    },
    body: init.method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function storedCount() {
  const { count } = await db()
    .selectFrom("enquiry")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe("recording an enquiry", () => {
  const record = createEnquiryRecorder();

  it("stores a valid admission enquiry and answers 201", async () => {
    const answer = await record(post(admission));
    expect(answer).toMatchObject({ status: 201, body: { ok: true } });
    const [stored] = (await listEnquiries({ kind: "admission" })).items;
    expect(stored).toMatchObject({
      kind: "admission",
      status: "new",
      schoolSlug: "buds-blossoms",
      name: "மீனா சுந்தரம்",
      childName: "Anu",
      childAge: 4,
      email: "meena@example.org",
      grade: "LKG",
      message: "Fees & bus route #4?\nநன்றி 🙏",
    });
  });

  it("stores a campus visit under the canonical school slug, and a form post too", async () => {
    expect((await record(post(visit))).status).toBe(201);
    const form = new URLSearchParams({ ...visit, name: "Form Poster" }).toString();
    expect((await record(post(form, { contentType: "application/x-www-form-urlencoded" }))).status).toBe(201);
    const { items } = await listEnquiries({ kind: "campus_visit" });
    expect(items.map((item) => item.name).sort()).toEqual(["Form Poster", "Karthik"]);
    expect(items.every((item) => item.schoolSlug === "balar-kalikkoodam")).toBe(true);
  });

  it("stores an empty contact message (the form has no rules) and keeps script tags as text", async () => {
    expect((await record(post({ kind: "contact" }))).status).toBe(201);
    const script = "<script>alert('hi')</script>";
    expect((await record(post({ kind: "contact", name: script, message: script }))).status).toBe(201);
    const { items } = await listEnquiries({ kind: "contact" });
    expect(items.find((item) => item.name === script)?.message).toBe(script);
  });

  it("refuses bad input with 400, a clear message and field errors, storing nothing", async () => {
    const before = await storedCount();
    const cases: [unknown, string][] = [
      [{ ...admission, childName: "" }, MISSING_INFORMATION.message],
      [{ kind: "admission" }, MISSING_INFORMATION.message],
      [{ ...admission, school: "hogwarts" }, INVALID_SCHOOL.message],
      [{ ...admission, childAge: 19 }, "The child's age must be a number from 1 to 18."],
      [{ ...admission, email: "meena" }, "Please enter a valid email address."],
      [{ ...admission, parentName: 42 }, "Please send this answer as text."],
      [{ ...visit, preferredDate: "2000-01-01" }, "The preferred date cannot be in the past."],
      [{ ...visit, preferredDate: "1899-01-01" }, "Please choose a valid date."],
      [{ ...visit, timeSlot: "midnight" }, "Please choose one of the time slots."],
      [{ kind: "contact", message: ["not", "text"] }, "Please send this answer as text."],
      [{ kind: "contact", message: "x".repeat(5001) }, "This answer is too long. Please shorten it."],
      [{ ...admission, kind: "complaint" }, ENQUIRY_ENDPOINT_MESSAGES.unknownKind],
      [{ ...admission, kind: undefined }, ENQUIRY_ENDPOINT_MESSAGES.unknownKind],
    ];
    for (const [body, message] of cases) {
      const answer = await record(post(body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, message });
      if (!answer.body.ok) expect(Object.keys(answer.body.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    expect(await storedCount()).toBe(before);
  });

  it("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    const before = await storedCount();
    for (const body of ["{bad", "", "null", "[1,2]", '"text"', "42"]) {
      const answer = await record(post(body));
      expect(answer).toMatchObject({
        status: 400,
        body: { ok: false, message: ENQUIRY_ENDPOINT_MESSAGES.badJson },
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it("refuses bodies over the cap with 413, declared or streamed", async () => {
    const before = await storedCount();
    const huge = JSON.stringify({ ...admission, message: "x".repeat(10 * 1024 * 1024) });
    expect((await record(post(huge))).status).toBe(413);
    const streamed = new Request("http://school.test/api/enquiries", {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: "198.51.100.250" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    const answer = await record(streamed);
    expect(answer).toMatchObject({ status: 413, body: { message: ENQUIRY_ENDPOINT_MESSAGES.tooLarge } });
    expect(
      JSON.stringify({ ...admission, message: "x".repeat(ENQUIRY_BODY_MAX_BYTES) }).length,
    ).toBeGreaterThan(ENQUIRY_BODY_MAX_BYTES);
    expect(await storedCount()).toBe(before);
  });

  it("accepts but drops a robot's post that fills the hidden field", async () => {
    const before = await storedCount();
    const answer = await record(post({ ...admission, website: "https://spam.example" }));
    expect(answer).toMatchObject({ status: 201, body: { ok: true } });
    expect(await storedCount()).toBe(before);
  });

  it("answers a plain form post with a redirect: back with the reason, or on to the chat", async () => {
    const form = "application/x-www-form-urlencoded";
    const refusedPost = post(new URLSearchParams({ kind: "admission", from: "/admissions" }).toString(), {
      contentType: form,
    });
    expect(isFormPost(refusedPost)).toBe(true);
    const refusedAnswer = await formPostAnswer(refusedPost, await record(refusedPost));
    expect(refusedAnswer.status).toBe(303);
    expect(refusedAnswer.headers.get("location")).toBe("/admissions");
    expect(refusedAnswer.headers.get("set-cookie")).toMatch(/^flash_toast=/);

    const contact = post(
      new URLSearchParams({ kind: "contact", from: "/contact", name: "Plain" }).toString(),
      {
        contentType: form,
      },
    );
    const sent = await formPostAnswer(contact, await record(contact));
    expect(sent.status).toBe(303);
    // No office number is set in this empty database, so there is no chat to go to: back to the page.
    expect(sent.headers.get("location")).toBe("/contact");
    expect(isFormPost(post(admission))).toBe(false);
  });

  it("answers 405 to any method but POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const answer = await record(post(admission, { method }));
      expect(answer.status).toBe(405);
      expect(answer.headers).toMatchObject({ Allow: "POST" });
    }
  });
});

describe("the per-address allowance", () => {
  /** The stored contact messages whose text starts with `prefix` and a number, first sent first. */
  async function storedMessages(prefix: string) {
    const rows = await db()
      .selectFrom("enquiry")
      .select(["message", "suspected_spam"])
      .where("message", "like", `${prefix}%`)
      .execute();
    // In the order they were sent (several may share a millisecond): by the number in the message.
    const sentAs = (message: string | null) => Number(message?.slice(prefix.length));
    return rows
      .map((row) => ({ message: row.message, spam: row.suspected_spam === true || row.suspected_spam === 1 }))
      .sort((a, b) => sentAs(a.message) - sentAs(b.message));
  }

  it("keeps every valid enquiry from one busy address; beyond the allowance they are kept marked suspected spam", async () => {
    // Families on one carrier address, or every visitor behind a proxy without TRUST_PROXY.
    const record = createEnquiryRecorder();
    const sent = ENQUIRY_SPAM_ALLOWANCE.max + 15;
    for (let i = 0; i < sent; i++) {
      const answer = await record(
        post({ kind: "contact", name: `Family ${i}`, message: `shared ${i}` }, { address: "203.0.113.50" }),
      );
      expect(answer, `enquiry ${i}`).toMatchObject({ status: 201, body: { ok: true } });
    }
    const stored = await storedMessages("shared ");
    expect(stored).toHaveLength(sent);
    expect(stored.filter((row) => !row.spam)).toHaveLength(ENQUIRY_SPAM_ALLOWANCE.max);
    expect(stored.slice(ENQUIRY_SPAM_ALLOWANCE.max).every((row) => row.spam)).toBe(true);
    // The inbox's filter and the enquiries it returns say the same.
    const marked = await listEnquiries({ search: "Family ", suspectedSpam: true, limit: 100 });
    expect(marked.total).toBe(sent - ENQUIRY_SPAM_ALLOWANCE.max);
    expect(marked.items.every((item) => item.suspectedSpam === true)).toBe(true);
    expect(marked.items.map((item) => item.name)).toContain(`Family ${sent - 1}`);
    expect((await listEnquiries({ search: "Family ", suspectedSpam: false })).total).toBe(
      ENQUIRY_SPAM_ALLOWANCE.max,
    );

    // Another address has its own allowance.
    expect(
      (await record(post({ ...admission, parentName: "Elsewhere" }, { address: "203.0.113.51" }))).status,
    ).toBe(201);
    expect((await listEnquiries({ search: "Elsewhere" })).items).toMatchObject([{ suspectedSpam: false }]);
  });

  it("refuses only a flood from one address with 429, keeping all it accepted, while another address is unaffected", async () => {
    const record = createEnquiryRecorder(createRateLimiter(ENQUIRY_RATE_LIMIT));
    expect(ENQUIRY_RATE_LIMIT.max).toBeGreaterThanOrEqual(10 * ENQUIRY_SPAM_ALLOWANCE.max);
    const before = await storedCount();
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i++)
      statuses.push(
        (await record(post({ kind: "contact", message: `burst ${i}` }, { address: "203.0.113.7" }))).status,
      );
    expect(statuses.filter((status) => status === 201)).toHaveLength(ENQUIRY_RATE_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - ENQUIRY_RATE_LIMIT.max);
    expect(statuses.slice(0, ENQUIRY_RATE_LIMIT.max).every((status) => status === 201)).toBe(true);
    const refused = await record(post({ kind: "contact" }, { address: "203.0.113.7" }));
    expect(refused).toMatchObject({
      status: 429,
      body: { ok: false, message: ENQUIRY_ENDPOINT_MESSAGES.tooMany },
    });
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(before + ENQUIRY_RATE_LIMIT.max);
    const stored = await storedMessages("burst ");
    expect(stored.filter((row) => !row.spam)).toHaveLength(ENQUIRY_SPAM_ALLOWANCE.max);
    expect(stored.filter((row) => row.spam)).toHaveLength(
      ENQUIRY_RATE_LIMIT.max - ENQUIRY_SPAM_ALLOWANCE.max,
    );

    const other = await record(post(admission, { address: "203.0.113.8" }));
    expect(other.status).toBe(201);
  });
});

describe("the same enquiry sent again", () => {
  it("folds a double tap or a retry into the first enquiry, and keeps a different one apart", async () => {
    const record = createEnquiryRecorder();
    const retry = { ...admission, parentName: "Retrying Parent" };
    expect((await record(post(retry))).status).toBe(201);
    // Tapped twice: both copies arrive at once.
    const together = await Promise.all([1, 2, 3].map(() => record(post(retry, { address: "203.0.113.60" }))));
    expect(together.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const [only, ...others] = (await listEnquiries({ search: "Retrying Parent" })).items;
    expect(others).toEqual([]);
    expect(only).toMatchObject({ timesSent: 4, suspectedSpam: false, message: admission.message });
    expect(only!.lastSentAt >= only!.createdAt).toBe(true);

    // One answer changed: a new enquiry.
    expect((await record(post({ ...retry, message: "Also: is there a bus?" }))).status).toBe(201);
    expect((await listEnquiries({ search: "Retrying Parent" })).total).toBe(2);
  });

  it("folds a plain form post sent again (a parent who retries) into one row", async () => {
    const record = createEnquiryRecorder();
    const form = new URLSearchParams({ kind: "contact", from: "/contact", name: "Form Retry" }).toString();
    for (let i = 0; i < 2; i++) {
      const request = post(form, { contentType: "application/x-www-form-urlencoded" });
      expect((await formPostAnswer(request, await record(request))).status).toBe(303);
    }
    expect((await listEnquiries({ search: "Form Retry" })).items).toMatchObject([{ timesSent: 2 }]);
  });
});

describe("what a request can hold that must never become a fault", () => {
  it("answers a plain form post with a malformed Referer like any other, having stored it once", async () => {
    const record = createEnquiryRecorder();
    const form = "application/x-www-form-urlencoded";
    for (const referer of ["not a url", "http://", "%%%", "/admissions"]) {
      const body = new URLSearchParams({ kind: "contact", name: `Referer ${referer}` }).toString();
      const request = post(body, { contentType: form, referer });
      const answer = await formPostAnswer(request, await record(request));
      expect(answer.status, referer).toBe(303);
      // No office number in this database: the answer goes back to a form page.
      expect(answer.headers.get("location"), referer).toBe("/contact");
      expect((await listEnquiries({ search: `Referer ${referer}` })).items, referer).toMatchObject([
        { timesSent: 1 },
      ]);
    }
    const refusedPost = post(new URLSearchParams({ kind: "admission" }).toString(), {
      contentType: form,
      referer: "not a url",
    });
    const refusedAnswer = await formPostAnswer(refusedPost, await record(refusedPost));
    expect(refusedAnswer.status).toBe(303);
    expect(refusedAnswer.headers.get("location")).toBe("/contact");
    const fromAdmissions = post(new URLSearchParams({ kind: "admission" }).toString(), {
      contentType: form,
      referer: "http://school.test/admissions?school=euro-kids",
    });
    expect((await formPostAnswer(fromAdmissions, await record(fromAdmissions))).headers.get("location")).toBe(
      "/admissions",
    );
  });

  it("stores an enquiry holding a NUL character, without it, and answers 201", async () => {
    const record = createEnquiryRecorder();
    const answer = await record(
      post({ ...admission, parentName: "Nul\u0000 Parent", message: "Before\u0000after" }),
    );
    expect(answer).toMatchObject({ status: 201, body: { ok: true } });
    const { items } = await listEnquiries({ search: "Nul Parent" });
    expect(items).toMatchObject([{ name: "Nul Parent", message: "Beforeafter" }]);
  });
});

describe("the visit an enquiry came from", () => {
  /** A session id as the tracker makes it (spec §3: the word session, a timestamp, a random string). */
  const SESSION_ID = "session_1764072000000_k3j9x0a2q";

  async function storedSessionIds(childName: string) {
    const rows = await db()
      .selectFrom("enquiry")
      .select("visitor_session_id")
      .where("child_name", "=", childName)
      .execute();
    return rows.map((row) => row.visitor_session_id);
  }

  it("keeps the tracker's session id sent with the enquiry, whatever its kind", async () => {
    const record = createEnquiryRecorder();
    const answer = await record(
      post({ ...admission, childName: "Visit Linked", visitorSessionId: SESSION_ID }),
    );
    expect(answer).toMatchObject({ status: 201, body: { ok: true } });
    expect(await storedSessionIds("Visit Linked")).toEqual([SESSION_ID]);

    expect(
      (await record(post({ ...visit, name: "Visit Linked Campus", visitorSessionId: SESSION_ID }))).status,
    ).toBe(201);
    expect(
      (await record(post({ kind: "contact", name: "Visit Linked Contact", visitorSessionId: SESSION_ID })))
        .status,
    ).toBe(201);
    const rows = await db()
      .selectFrom("enquiry")
      .select(["kind", "visitor_session_id"])
      .where("name", "in", ["Visit Linked Campus", "Visit Linked Contact"])
      .orderBy("kind")
      .execute();
    expect(rows).toEqual([
      { kind: "campus_visit", visitor_session_id: SESSION_ID },
      { kind: "contact", visitor_session_id: SESSION_ID },
    ]);
  });

  it("records the enquiry all the same, without a session, when the id is missing or not the tracker's", async () => {
    const record = createEnquiryRecorder();
    const notIds: [string, unknown][] = [
      ["missing", undefined],
      ["null", null],
      ["empty", ""],
      ["too short a timestamp", "session_123_k3j9x0a2q"],
      ["capitals", "session_1764072000000_K3J9X0A2Q"],
      ["another word", "visitor_1764072000000_k3j9x0a2q"],
      ["SQL", "session_1764072000000_x'; drop table enquiry; --"],
      ["a number", 1764072000000],
      ["an object", { id: SESSION_ID }],
      ["a list", [SESSION_ID]],
      ["very long", `session_1764072000000_${"a".repeat(8000)}`],
    ];
    for (const [what, visitorSessionId] of notIds) {
      const childName = `No Visit ${what}`;
      const answer = await record(post({ ...admission, childName, visitorSessionId }));
      expect(answer, what).toMatchObject({ status: 201, body: { ok: true } });
      expect(await storedSessionIds(childName), what).toEqual([null]);
    }
  });

  it("keeps the first visit's id when the same enquiry is sent again from another", async () => {
    const record = createEnquiryRecorder();
    const enquiry = { ...admission, childName: "Sent Twice Visit" };
    expect((await record(post({ ...enquiry, visitorSessionId: SESSION_ID }))).status).toBe(201);
    const other = "session_1764072999999_zz9x0a2qk";
    expect((await record(post({ ...enquiry, visitorSessionId: other }))).status).toBe(201);
    expect(await storedSessionIds("Sent Twice Visit")).toEqual([SESSION_ID]);
  });
});
