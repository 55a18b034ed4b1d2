// The fuzz suite's cases, generated from the route list (route-list.ts): every route whose module
// exports an action gets malformed posts of every kind — missing fields, wrong types, huge values,
// deep JSON, NUL, invalid UTF-8, duplicated and bracketed fields, unknown intents, wrong content
// types, oversized bodies — for each intent it dispatches; every route gets a GET with malformed
// query strings. Each case is built so that it must be refused: the suite then checks that nothing
// at all was stored. A route module with an action that ACTIONS does not describe fails the suite.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REGISTRATION_INTENTS } from "~/lib/schemas/admin-registrations";
import { DELETE_CONTENT_INTENT, SAVE_CONTENT_INTENT } from "~/lib/schemas/content";
import { EVENT_INTENTS } from "~/lib/schemas/events";
import { GALLERY_INTENTS } from "~/lib/schemas/gallery";
import { LOGIN_INTENT, SIGN_OUT_INTENT } from "~/lib/schemas/login";
import { MEDIA_INTENTS } from "~/lib/schemas/media";
import { NEWS_INTENTS } from "~/lib/schemas/news";
import { NOTICE_INTENTS } from "~/lib/schemas/notices";
import {
  ADD_RECIPIENT_INTENT,
  REMOVE_RECIPIENT_INTENT,
  SEND_TEST_MAIL_INTENT,
} from "~/lib/schemas/office-mail";
import { PAGE_TEXTS_INTENT, UNDO_PAGE_TEXTS_INTENT } from "~/lib/schemas/page-texts";
import { SAVE_SCHOOL_INTENT } from "~/lib/schemas/schools";
import { SAVE_SETTINGS_INTENT } from "~/lib/schemas/settings";
import { SLIDE_INTENTS } from "~/lib/schemas/slides";
import { USER_INTENTS } from "~/lib/schemas/users";
import { TRACK_BODY_MAX_BYTES } from "~/server/analytics/ingest/payload.server";
import { ADMIN_BODY_MAX_BYTES, PUBLIC_BODY_MAX_BYTES } from "~/server/http/request-body.server";
import { projectRoot } from "./app-server";
import { concretePath, type ListedRoute } from "./route-list";

export type Persona = "admin" | "anonymous";

export type FuzzCase = {
  /** What is sent, for messages: "POST /admin/users.data [disable] NUL inside as admin". */
  label: string;
  /** What is aimed at, for the count of endpoints: "POST /admin/users disable". */
  endpoint: string;
  method: "GET" | "POST";
  path: string;
  persona: Persona;
  headers: Record<string, string>;
  body?: Buffer;
  /** Over every limit: the server may close the connection once it has answered 413. */
  oversized?: true;
  /** The answer must name the unknown intent (proves the intents in ACTIONS are the action's own). */
  expectUnknownIntent?: true;
  /** The answer must not name the unknown intent: this intent is the action's own. */
  expectKnownIntent?: true;
};

/** What a route's action is, for the cases it gets. */
export type ActionKind =
  /** An admin form dispatching intents (app/server/http/intents.server.ts). */
  | { kind: "intents"; intents: readonly string[] }
  /** The sign-in page: its two intents, posted by anyone. */
  | { kind: "sign-in" }
  | { kind: "upload" }
  | { kind: "enquiries" }
  | { kind: "track" }
  /** A browser's push subscription (issue 30), JSON; staff signed in, or parents. */
  | { kind: "push"; persona: Persona }
  | { kind: "newsletter" }
  /** A staff preview of a form's unsaved values: reads the fields, stores nothing. */
  | { kind: "preview" }
  /** An action that refuses everything (not-found addresses). */
  | { kind: "refuses" };

/** Every route module that exports an action, by file (the English and Tamil copies share one). */
export const ACTIONS: Record<string, ActionKind> = {
  "routes/admin/login.tsx": { kind: "sign-in" },
  "routes/admin/users.tsx": { kind: "intents", intents: USER_INTENTS },
  "routes/admin/profile.tsx": { kind: "intents", intents: ["update-profile", "change-password"] },
  "routes/admin/settings.tsx": {
    kind: "intents",
    intents: [SAVE_SETTINGS_INTENT, ADD_RECIPIENT_INTENT, REMOVE_RECIPIENT_INTENT, SEND_TEST_MAIL_INTENT],
  },
  "routes/admin/push.ts": { kind: "push", persona: "admin" },
  "routes/api/push.ts": { kind: "push", persona: "anonymous" },
  "routes/admin/enquiry.tsx": { kind: "intents", intents: ["set-status", "not-spam", "add-note"] },
  "routes/admin/homepage.tsx": { kind: "intents", intents: SLIDE_INTENTS },
  "routes/admin/gallery.tsx": { kind: "intents", intents: Object.values(GALLERY_INTENTS) },
  "routes/admin/events.tsx": { kind: "intents", intents: EVENT_INTENTS },
  "routes/admin/event-registrations.tsx": { kind: "intents", intents: REGISTRATION_INTENTS },
  "routes/admin/event-check-in.tsx": { kind: "intents", intents: ["set-attended"] },
  "routes/admin/news.tsx": { kind: "intents", intents: Object.values(NEWS_INTENTS) },
  "routes/admin/notices.tsx": { kind: "intents", intents: NOTICE_INTENTS },
  "routes/admin/schools.tsx": { kind: "intents", intents: [SAVE_SCHOOL_INTENT] },
  "routes/admin/page-texts.tsx": { kind: "intents", intents: [PAGE_TEXTS_INTENT, UNDO_PAGE_TEXTS_INTENT] },
  "routes/admin/content.tsx": { kind: "intents", intents: [DELETE_CONTENT_INTENT] },
  "routes/admin/content-form.tsx": { kind: "intents", intents: [SAVE_CONTENT_INTENT] },
  "routes/admin/newsletter.tsx": { kind: "intents", intents: ["remove"] },
  "routes/admin/media.tsx": { kind: "intents", intents: Object.values(MEDIA_INTENTS) },
  "routes/admin/not-found.tsx": { kind: "refuses" },
  "routes/admin/uploads.ts": { kind: "upload" },
  "routes/api/enquiries.ts": { kind: "enquiries" },
  "routes/api/track.ts": { kind: "track" },
  "routes/api/not-found.ts": { kind: "refuses" },
  "routes/site/news.tsx": { kind: "newsletter" },
  "routes/site/news-preview.tsx": { kind: "preview" },
  "routes/site/content-preview.tsx": { kind: "preview" },
  // Event registration (issue 29): at the fuzz's addresses the event does not exist, so every post
  // is refused (the real forms' malformed posts: tests/e2e/event-registration.test.ts).
  "routes/site/event-register.tsx": { kind: "refuses" },
  "routes/site/event-cancel.tsx": { kind: "refuses" },
};

// ---------------------------------------------------------------------------------------------
// Field names and values

/**
 * Every field name a form of the site may read: the keys of the form schemas (app/lib/schemas)
 * and the names the admin components give their inputs. Cases fill all of them, so whichever an
 * intent reads gets the malformed value.
 */
export function formFieldNames(): string[] {
  const names = new Set<string>(["id", "token", "file", "kind", "website"]);
  const schemasDir = path.join(projectRoot, "app/lib/schemas");
  for (const file of readdirSync(schemasDir)) {
    for (const match of readFileSync(path.join(schemasDir, file), "utf8").matchAll(/^\s{2,}([a-zA-Z]+):/gm))
      names.add(match[1]!);
  }
  for (const dir of ["app/components", "app/routes"]) {
    for (const file of readdirSync(path.join(projectRoot, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file)) continue;
      for (const match of readFileSync(path.join(projectRoot, dir, file), "utf8").matchAll(
        /name="([a-zA-Z]+)"/g,
      ))
        names.add(match[1]!);
    }
  }
  names.delete("intent");
  return [...names].sort();
}

/** Query parameters the pages read, and some they do not. */
export function queryParamNames(): string[] {
  const names = new Set<string>([
    "page",
    "q",
    "search",
    "tab",
    "category",
    "status",
    "school",
    "range",
    "from",
    "to",
  ]);
  for (const dir of ["app/routes", "app/server", "app/lib"]) {
    for (const file of readdirSync(path.join(projectRoot, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(projectRoot, dir, file), "utf8");
      for (const match of source.matchAll(/(?:searchParams|query|params)\.get(?:All)?\("([a-zA-Z_]+)"\)/g))
        names.add(match[1]!);
    }
  }
  for (const extra of ["index", "_data", "__proto__", "constructor", "redirectTo", "kind", "type", "spam"])
    names.add(extra);
  return [...names].sort();
}

/** Nested JSON arrays, `levels` deep. */
export function deepJsonArray(levels: number) {
  return `${"[".repeat(levels)}${"]".repeat(levels)}`;
}

/** Nested JSON objects, `levels` deep. */
export function deepJsonObject(levels: number) {
  return `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
}

const MB = 1024 * 1024;

/** Values that no field of the site accepts: each case puts one into every field. */
const BAD_VALUES: [label: string, value: string][] = [
  ["empty", ""],
  ["NUL inside", "\0a\0\0b\0"],
  ["operator object", '{"$gt":"","$ne":null}'],
  ["__proto__", "__proto__"],
  ["constructor", "constructor"],
];

/**
 * Families of bad values dealt out over the fields: field i of the form with shift k gets value
 * (i + k) mod n, so that the intents of a route (each its own shift) give a field different ones.
 */
const DEALT_VALUES: [label: string, values: string[]][] = [
  ["numbers", ["-1", "99999999999999999999999999", "1e309", "NaN", "0x10", "1,5"]],
  [
    "hostile text",
    [
      "2026-02-30T25:61:61",
      "\u0001\u0007\u001b[2J\u202e\uFEFF\u2028",
      "javascript:alert(1)",
      '\'; drop table "user"; --',
      "../../../../etc/passwd",
      "[object Object]",
    ],
  ],
];

function encodeForm(fields: [string, string][]) {
  return Buffer.from(
    fields.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&"),
  );
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** Raw bytes for a form: `name=` then the bytes, for each name. */
function rawForm(intentField: [string, string][], names: string[], value: (index: number) => Buffer) {
  const parts: Buffer[] = [encodeForm(intentField)];
  for (const [index, name] of names.entries())
    parts.push(Buffer.from(`&${encodeURIComponent(name)}=`), value(index));
  return Buffer.concat(parts);
}

const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0xf8, 0x88]),
  Buffer.from("%FF%FE%C0%80%ED%A0%80%E0%A4%zz%%%u0041%"),
];

function multipart(boundary: string, parts: { name: string; value: string | Buffer; file?: string }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.file ? `; filename="${part.file}"` : ""}`;
    const type = part.file ? "Content-Type: application/octet-stream\r\n" : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Target = { method: "POST"; path: string; persona: Persona; endpoint: string };

type Body = { label: string; headers: Record<string, string>; body: Buffer; oversized?: true };

/** Bodies that are not a readable form at all: the same for every form action. */
function unreadableForms(intent: string | undefined): Body[] {
  const fields = intent ? { intent } : { a: "b" };
  return [
    {
      label: "JSON",
      headers: { "content-type": "application/json" },
      body: Buffer.from(JSON.stringify(fields)),
    },
    {
      label: "deep JSON",
      headers: { "content-type": "application/json" },
      body: Buffer.from(deepJsonArray(10_000)),
    },
    {
      label: "plain text",
      headers: { "content-type": "text/plain" },
      body: encodeForm(Object.entries(fields)),
    },
    { label: "no content type", headers: {}, body: encodeForm(Object.entries(fields)) },
    {
      label: "XML",
      headers: { "content-type": "application/xml" },
      body: Buffer.from("<?xml version='1.0'?><a/>"),
    },
    {
      label: "multipart without boundary",
      headers: { "content-type": "multipart/form-data" },
      body: encodeForm(Object.entries(fields)),
    },
    {
      label: "multipart cut short",
      headers: { "content-type": "multipart/form-data; boundary=fuzz" },
      body: Buffer.from('--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave'),
    },
    {
      label: "multipart with another boundary",
      headers: { "content-type": "multipart/form-data; boundary=expected" },
      body: multipart("other", [{ name: "intent", value: intent ?? "x" }]),
    },
    {
      label: "multipart garbage",
      headers: { "content-type": "multipart/form-data; boundary=fuzz" },
      body: Buffer.concat([Buffer.from("--fuzz\r\n\0\xff\xfe\r\n\r\n"), Buffer.alloc(2048, 0xff)]),
    },
    {
      label: "form with unknown charset",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=x-no-such-charset" },
      body: encodeForm(Object.entries(fields)),
    },
    {
      label: "form claimed gzip",
      headers: { ...FORM, "content-encoding": "gzip" },
      body: Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xde, 0xad, 0xbe, 0xef]),
    },
  ];
}

const filler = new Map<number, Buffer>();
/** `size` bytes of "a", one buffer per size however many cases send it. */
function fill(size: number) {
  const buffer = filler.get(size) ?? Buffer.alloc(size, "a");
  filler.set(size, buffer);
  return buffer;
}

/** A form body 1 MB over the limit of the request's persona, or 10 MB (the public endpoints). */
function oversizedForm(persona: Persona, tenMegabytes = false): Body {
  const limit = persona === "admin" ? ADMIN_BODY_MAX_BYTES : PUBLIC_BODY_MAX_BYTES;
  const size = tenMegabytes ? 10 * MB : limit + MB;
  return { label: `${(size / MB).toFixed(2)} MB body`, headers: FORM, body: fill(size), oversized: true };
}

/**
 * Malformed forms for one intent (or none): each gives every field a bad shape (the same value,
 * or values dealt out by `shift`).
 */
function malformedForms(intentField: [string, string][], names: string[], limit: number, shift = 0): Body[] {
  const bodies: Body[] = [{ label: "missing fields", headers: FORM, body: encodeForm(intentField) }];
  for (const [label, value] of BAD_VALUES)
    bodies.push({
      label,
      headers: FORM,
      body: encodeForm([...intentField, ...names.map((n) => [n, value] as [string, string])]),
    });
  for (const [label, values] of DEALT_VALUES)
    bodies.push({
      label,
      headers: FORM,
      body: encodeForm([
        ...intentField,
        ...names.map((n, index) => [n, values[(index + shift) % values.length]!] as [string, string]),
      ]),
    });
  const longValue = Math.floor((limit * 0.7) / names.length);
  bodies.push({
    label: `${longValue} characters in every field`,
    headers: FORM,
    body: encodeForm([...intentField, ...names.map((n) => [n, "x".repeat(longValue)] as [string, string])]),
  });
  const huge = Math.min(MB, Math.floor(limit * 0.5));
  bodies.push({
    label: `${huge} bytes in title, ${huge / 2} in body`,
    headers: FORM,
    body: encodeForm([...intentField, ["title", "x".repeat(huge)], ["body", "y".repeat(huge / 2)]]),
  });
  // 10,000 levels in the long-text fields; as deep as fits under the body limit in all the others.
  const levels = Math.min(10_000, Math.floor((limit * 0.3) / (names.length * 6)));
  const deepest = limit >= MB ? 10_000 : levels;
  bodies.push({
    label: `${levels}-level JSON in every field, ${deepest} in title and body`,
    headers: FORM,
    body: encodeForm([
      ...intentField,
      ...names.map(
        (n) =>
          [
            n,
            n === "title"
              ? deepJsonArray(deepest)
              : n === "body"
                ? deepJsonObject(deepest)
                : deepJsonArray(levels),
          ] as [string, string],
      ),
    ]),
  });
  bodies.push({
    label: "every field twice",
    headers: FORM,
    body: encodeForm([
      ...intentField,
      ...intentField,
      ...names.flatMap(
        (n) =>
          [
            [n, "a"],
            [n, ""],
          ] as [string, string][],
      ),
    ]),
  });
  bodies.push({
    label: "bracketed and prototype names",
    headers: FORM,
    body: encodeForm([
      ...intentField,
      ...names.flatMap(
        (n) =>
          [
            [`${n}[]`, "a"],
            [`${n}[0]`, "b"],
            [`${n}.x`, "c"],
          ] as [string, string][],
      ),
      ["__proto__[polluted]", "1"],
      ["constructor[prototype][polluted]", "1"],
      ["__proto__", "1"],
    ]),
  });
  // Raw bytes in half the fields and broken percent-escapes in the other half, by the shift.
  bodies.push({
    label: "invalid UTF-8, raw and escaped",
    headers: FORM,
    body: Buffer.concat([
      rawForm(intentField, names, (index) => INVALID_UTF8[(index + shift) % 2]!),
      Buffer.from("&"),
      Buffer.from([0xff, 0xc0]),
      Buffer.from("=1&%FF%00=2"),
    ]),
  });
  // Files where text belongs in half the fields, NUL and invalid UTF-8 text in the other half.
  const boundary = "fuzz-boundary-7c1f";
  bodies.push({
    label: "multipart: files and NUL text",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: multipart(boundary, [
      ...intentField.map(([name, value]) => ({ name, value })),
      ...names.map((name, index) =>
        (index + shift) % 2
          ? { name, value: Buffer.from([0, 0xff, 0xfe, 0, 0xc0, 0x80]) }
          : { name, value: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0xff]), file: `${name}.png` },
      ),
    ]),
  });
  return bodies;
}

function post(target: Target, body: Body, extra: Partial<FuzzCase> = {}): FuzzCase {
  return {
    label: `POST ${target.path} ${body.label} as ${target.persona}`,
    endpoint: target.endpoint,
    method: "POST",
    path: target.path,
    persona: target.persona,
    headers: body.headers,
    body: body.body,
    ...(body.oversized ? { oversized: true as const } : {}),
    ...extra,
  };
}

const UNKNOWN_INTENTS = ["no-such-intent", "__proto__", "constructor", " "];

/** Cases for an action that dispatches intents. */
function intentCases(route: ListedRoute, kind: { intents: readonly string[] }, names: string[]): FuzzCase[] {
  const path = concretePath(route.path);
  const cases: FuzzCase[] = [];
  // The admin's cases go where the page's own script posts (`.data`, React Router's single fetch),
  // and the unreadable bodies to the page itself, as a browser without script would.
  const admin = (endpoint: string, dataRequest: boolean): Target => ({
    method: "POST",
    path: dataRequest ? `${path}.data` : path,
    persona: "admin",
    endpoint,
  });
  for (const intent of kind.intents) {
    const endpoint = `POST ${route.path} ${intent}`;
    const shift = kind.intents.indexOf(intent);
    for (const body of malformedForms([["intent", intent]], names, ADMIN_BODY_MAX_BYTES, shift))
      cases.push(post(admin(endpoint, true), body, { expectKnownIntent: true }));
    // The page itself (a browser without script) and the signed-out once per route: the same code.
    if (shift > 0) continue;
    cases.push(
      post(
        admin(endpoint, false),
        { label: `${intent}, missing fields`, headers: FORM, body: encodeForm([["intent", intent]]) },
        { expectKnownIntent: true },
      ),
    );
    // Signed out, an admin action refuses before it reads the body.
    for (const body of [
      {
        label: `${intent}, every field empty`,
        headers: FORM,
        body: encodeForm([["intent", intent], ...names.map((n) => [n, ""] as [string, string])]),
      },
    ])
      cases.push(post({ ...admin(endpoint, false), persona: "anonymous" }, body));
  }
  const endpoint = `POST ${route.path}`;
  for (const intent of UNKNOWN_INTENTS)
    cases.push(
      post(
        admin(endpoint, true),
        {
          label: `unknown intent ${JSON.stringify(intent)}`,
          headers: FORM,
          body: encodeForm([["intent", intent]]),
        },
        { expectUnknownIntent: true },
      ),
    );
  cases.push(
    post(
      admin(endpoint, true),
      { label: "no intent", headers: FORM, body: encodeForm(names.map((n) => [n, "x"])) },
      { expectUnknownIntent: true },
    ),
  );
  cases.push(
    post(
      admin(endpoint, true),
      {
        label: "two different intents",
        headers: FORM,
        body: encodeForm([
          ["intent", "no-such-intent"],
          ["intent", kind.intents[0]!],
        ]),
      },
      { expectUnknownIntent: true },
    ),
  );
  cases.push(
    post(
      { ...admin(endpoint, false), path: `${path}?intent=${kind.intents[0]}` },
      { label: "intent in the query only", headers: FORM, body: encodeForm([["a", "b"]]) },
      { expectUnknownIntent: true },
    ),
  );
  for (const body of [...unreadableForms(kind.intents[0]), oversizedForm("admin")])
    cases.push(post(admin(endpoint, true), body));
  // Signed out, the body's size is refused first (the smaller limit), then the person.
  for (const body of [unreadableForms(kind.intents[0])[0]!, oversizedForm("anonymous")])
    cases.push(post({ ...admin(endpoint, false), persona: "anonymous" }, body));
  return cases;
}

/** Cases for the sign-in page's action. */
function signInCases(route: ListedRoute): FuzzCase[] {
  const names = ["login", "password", "answer", "challenge", "rememberMe", "redirectTo"];
  const cases: FuzzCase[] = [];
  for (const persona of ["anonymous", "admin"] as const) {
    // Signing out is a success whatever else the form holds: only the signed-out may send it here.
    const intents = persona === "admin" ? [LOGIN_INTENT] : [LOGIN_INTENT, SIGN_OUT_INTENT];
    const limit = persona === "admin" ? ADMIN_BODY_MAX_BYTES : PUBLIC_BODY_MAX_BYTES;
    for (const intent of intents) {
      const target: Target = {
        method: "POST",
        path: `${route.path}.data`,
        persona,
        endpoint: `POST ${route.path} ${intent}`,
      };
      for (const body of malformedForms([["intent", intent]], names, limit)) cases.push(post(target, body));
    }
    const target: Target = { method: "POST", path: route.path, persona, endpoint: `POST ${route.path}` };
    for (const body of [...unreadableForms(LOGIN_INTENT), oversizedForm(persona, true)])
      cases.push(post(target, body));
    cases.push(
      post(target, { label: "no intent", headers: FORM, body: encodeForm(names.map((n) => [n, "x"])) }),
    );
  }
  return cases;
}

/** Cases for the newsletter box's action (/news and /ta/news). */
function newsletterCases(route: ListedRoute): FuzzCase[] {
  const names = ["email", "website", "intent", "name"];
  const target: Target = {
    method: "POST",
    path: route.path,
    persona: "anonymous",
    endpoint: `POST ${route.path}`,
  };
  return [
    ...malformedForms([], names, PUBLIC_BODY_MAX_BYTES).map((body) => post(target, body)),
    ...[...unreadableForms(undefined), oversizedForm("anonymous", true)].map((body) => post(target, body)),
  ];
}

/** Cases for a preview of unsaved values: staff posts of every malformed form, and the signed-out. */
function previewCases(route: ListedRoute, names: string[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const persona of ["admin", "anonymous"] as const) {
    const target: Target = { method: "POST", path: route.path, persona, endpoint: `POST ${route.path}` };
    const malformed = malformedForms([], names, ADMIN_BODY_MAX_BYTES);
    for (const body of persona === "admin" ? malformed : malformed.filter((_, index) => index % 4 === 0))
      cases.push(post(target, body));
    for (const body of unreadableForms(undefined)) cases.push(post(target, body));
  }
  return cases;
}

/** Cases for POST /api/enquiries: JSON from the forms' script, or a plain form post. */
function enquiryCases(route: ListedRoute, names: string[]): FuzzCase[] {
  const target: Target = {
    method: "POST",
    path: route.path,
    persona: "anonymous",
    endpoint: `POST ${route.path}`,
  };
  const json = { "content-type": "application/json" };
  const valid = { kind: "contact", name: "Fuzz", phone: "+91 98765 43210", message: "Hello" };
  // Each body breaks at least one rule, so none may be stored.
  const bodies: [string, string | Buffer][] = [
    ["empty body", ""],
    ["null", "null"],
    ["array", "[]"],
    ["string", '"contact"'],
    ["number", "1e309"],
    ["cut short", '{"kind":"contact","name":"Fu'],
    ["deep array", deepJsonArray(10_000)],
    ["deep object", deepJsonObject(10_000)],
    [
      "deep value",
      JSON.stringify({ ...valid, message: undefined }).replace(/}$/, `,"message":${deepJsonObject(10_000)}}`),
    ],
    ["no kind", JSON.stringify({ ...valid, kind: undefined })],
    ["unknown kind", JSON.stringify({ ...valid, kind: "__proto__" })],
    ["kind as a list", JSON.stringify({ ...valid, kind: ["contact"] })],
    ["numbers for text", JSON.stringify({ ...valid, name: 5, phone: 1e21 })],
    ["objects for text", JSON.stringify({ ...valid, name: { $gt: "" }, message: [] })],
    [
      "child age overflow",
      JSON.stringify({
        kind: "admission",
        parentName: "P",
        childName: "C",
        phone: "1",
        school: "zee-litera",
        childAge: 0,
      }).replace('"childAge":0', '"childAge":99999999999999999999'),
    ],
    [
      "child age text",
      JSON.stringify({
        kind: "admission",
        parentName: "P",
        childName: "C",
        phone: "1",
        school: "zee-litera",
        childAge: "1e309",
      }),
    ],
    [
      "impossible date",
      JSON.stringify({
        kind: "campus_visit",
        name: "N",
        phone: "1",
        school: "zee-litera",
        campus: "c",
        timeSlot: "x",
        preferredDate: "2026-02-30",
      }),
    ],
    ["NUL in text, bad phone", JSON.stringify({ ...valid, name: "\0\0", phone: { a: 1 } })],
    ["school named constructor", JSON.stringify({ ...valid, school: "constructor" })],
    ["school named __proto__", JSON.stringify({ ...valid, school: "__proto__" })],
    ["too long message", JSON.stringify({ ...valid, message: "m".repeat(6000) })],
    ["__proto__ key", `{"__proto__":{"kind":"contact"},"constructor":{"prototype":{"x":1}}}`],
    ["duplicate keys", '{"kind":"contact","kind":"nope","name":"a","name":7}'],
    [
      "invalid UTF-8",
      Buffer.concat([
        Buffer.from('{"kind":"contact","name":"'),
        Buffer.from([0xff, 0xc0, 0x80]),
        Buffer.from('","phone":7}'),
      ]),
    ],
    [
      "byte order mark",
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ ...valid, phone: [] }))]),
    ],
    ["UTF-16", Buffer.from(JSON.stringify({ ...valid, phone: [] }), "utf16le")],
  ];
  const cases = bodies.map(([label, body]) =>
    post(target, { label: `JSON ${label}`, headers: json, body: Buffer.from(body) }),
  );
  const kinds = ["", "admission", "campus_visit", "contact"];
  // Every field of every kind malformed (an empty contact form is no enquiry either).
  for (const body of malformedForms([], names, PUBLIC_BODY_MAX_BYTES).filter(
    (b) => b.label !== "missing fields",
  )) {
    for (const kind of kinds.slice(0, 2))
      cases.push(
        post(target, {
          ...body,
          label: `form (kind ${JSON.stringify(kind)}) ${body.label}`,
          body: Buffer.concat([encodeForm([["kind", kind]]), Buffer.from("&"), body.body]),
        }),
      );
  }
  for (const body of [...unreadableForms(undefined), oversizedForm("anonymous", true)])
    cases.push(post(target, body));
  cases.push(
    post(target, { label: "JSON as a form", headers: FORM, body: Buffer.from(JSON.stringify(valid)) }),
  );
  cases.push(post(target, { label: "form as JSON", headers: json, body: encodeForm(Object.entries(valid)) }));
  return cases;
}

/** Cases for POST /api/track (JSON beacons, refused or dropped; never stored). */
function trackCases(route: ListedRoute): FuzzCase[] {
  const target: Target = {
    method: "POST",
    path: route.path,
    persona: "anonymous",
    endpoint: `POST ${route.path}`,
  };
  const valid = {
    sessionId: "session_1700000000000_abcd1234",
    pageUrl: "/",
    pageTitle: "Home",
    referrer: null,
    timeSpent: 3,
  };
  const levels = Math.floor(TRACK_BODY_MAX_BYTES / 2) - 10;
  const bodies: [string, string | Buffer, string?][] = [
    ["empty", ""],
    ["null", "null"],
    ["array", "[1,2]"],
    ["deep array within the limit", deepJsonArray(levels)],
    ["deep object within the limit", deepJsonObject(Math.floor(TRACK_BODY_MAX_BYTES / 7))],
    ["10,000-level JSON", deepJsonArray(10_000)],
    ["negative time", JSON.stringify({ ...valid, timeSpent: -1 })],
    ["time overflow", JSON.stringify(valid).replace('"timeSpent":3', '"timeSpent":1e309')],
    ["time as text", JSON.stringify({ ...valid, timeSpent: "3" })],
    ["bad session id", JSON.stringify({ ...valid, sessionId: "session_1'; drop table page_view;--" })],
    ["absolute page address", JSON.stringify({ ...valid, pageUrl: "https://elsewhere.example/" })],
    ["NUL in page address", JSON.stringify({ ...valid, pageUrl: "/\u0000admin" })],
    ["objects for text", JSON.stringify({ ...valid, pageTitle: { a: 1 }, referrer: [] })],
    [
      "deep custom data",
      JSON.stringify({ ...valid, timeSpent: -5, customData: JSON.parse(deepJsonObject(500)) }),
    ],
    [
      "invalid UTF-8",
      Buffer.concat([Buffer.from('{"sessionId":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    ],
    ["over the limit", `${JSON.stringify({ ...valid, timeSpent: -1 })}${" ".repeat(TRACK_BODY_MAX_BYTES)}`],
    [
      "as a form",
      encodeForm(Object.entries({ ...valid, referrer: "" }).map(([k, v]) => [k, String(v)])).toString(),
      "application/x-www-form-urlencoded",
    ],
    ["without a content type", JSON.stringify(valid), ""],
  ];
  const cases = bodies.map(([label, body, type]) =>
    post(target, {
      label,
      headers: type === "" ? {} : { "content-type": type ?? "text/plain;charset=UTF-8" },
      body: Buffer.from(body),
    }),
  );
  cases.push(
    post(target, { ...oversizedForm("anonymous", true), headers: { "content-type": "text/plain" } }),
  );
  return cases;
}

/** Cases for the push endpoints: JSON that is no subscription the server may keep. */
function pushCases(route: ListedRoute, persona: Persona): FuzzCase[] {
  const target: Target = { method: "POST", path: route.path, persona, endpoint: `POST ${route.path}` };
  const keys = { p256dh: "B".repeat(87), auth: "A".repeat(22) };
  const subscription = (endpoint: unknown, more: object = {}) =>
    JSON.stringify({ subscription: { endpoint, keys, ...more }, schools: [] });
  const bodies: [string, string | Buffer][] = [
    ["empty", ""],
    ["null", "null"],
    ["array", "[]"],
    ["cut short", '{"subscription":{"endpoint":"https://push.example/'],
    ["deep object", deepJsonObject(10_000)],
    ["no subscription", JSON.stringify({ schools: ["zee-litera"] })],
    ["plain http endpoint", subscription("http://push.example/send/1")],
    ["endpoint on this machine", subscription("https://127.0.0.1/send/1")],
    ["endpoint as a number", subscription(1e21)],
    ["NUL in the endpoint", subscription("https://push.example/\u0000admin")],
    ["no keys", JSON.stringify({ subscription: { endpoint: "https://push.example/send/2" } })],
    ["keys as text", subscription("https://push.example/send/3", { keys: "p256dh" })],
    ["keys too short", subscription("https://push.example/send/4", { keys: { p256dh: "B", auth: "A" } })],
    ["endpoint too long", subscription(`https://push.example/${"a".repeat(5_000)}`)],
    ["unsubscribe as an object", JSON.stringify({ unsubscribe: { $ne: "" } })],
    [
      "invalid UTF-8",
      Buffer.concat([
        Buffer.from('{"subscription":{"endpoint":"'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}}'),
      ]),
    ],
  ];
  return bodies.map(([label, body]) =>
    post(target, { label, headers: { "content-type": "application/json" }, body: Buffer.from(body) }),
  );
}

/** Cases for POST /admin/uploads: multipart with one image file (none here is one). */
function uploadCases(route: ListedRoute): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const boundary = "upload-fuzz-3b9d";
  const type = { "content-type": `multipart/form-data; boundary=${boundary}` };
  const progress = { ...type, accept: "application/x-ndjson, application/json;q=0.9" };
  const garbage = Buffer.alloc(64 * 1024, 0xa5);
  const bodies: Body[] = [
    { label: "no file", headers: type, body: multipart(boundary, [{ name: "category", value: "gallery" }]) },
    {
      label: "file as text",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        { name: "file", value: "not a file" },
      ]),
    },
    {
      label: "not an image",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        { name: "file", value: garbage, file: "photo.jpg" },
      ]),
    },
    {
      label: "not an image, with progress",
      headers: progress,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        { name: "file", value: garbage, file: "photo.jpg" },
      ]),
    },
    {
      label: "PNG header then garbage",
      headers: progress,
      body: multipart(boundary, [
        { name: "category", value: "slides" },
        {
          name: "file",
          value: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), garbage]),
          file: "a.png",
        },
      ]),
    },
    {
      label: "JPEG header then garbage",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        {
          name: "file",
          value: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage]),
          file: "a.jpg",
        },
      ]),
    },
    {
      label: "unknown category",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "__proto__" },
        { name: "file", value: garbage, file: "a.jpg" },
      ]),
    },
    {
      label: "empty file",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        { name: "file", value: Buffer.alloc(0), file: "" },
      ]),
    },
    {
      label: "NUL and traversal in the file name",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        { name: "file", value: garbage, file: "../../\0evil.jpg" },
      ]),
    },
    {
      label: "two files",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        { name: "file", value: garbage, file: "a.jpg" },
        { name: "file", value: garbage, file: "b.jpg" },
      ]),
    },
    {
      label: "10 MB of garbage",
      headers: type,
      body: multipart(boundary, [
        { name: "category", value: "gallery" },
        { name: "file", value: fill(10 * MB), file: "big.jpg" },
      ]),
    },
  ];
  const admin: Target = {
    method: "POST",
    path: route.path,
    persona: "admin",
    endpoint: `POST ${route.path}`,
  };
  for (const body of [...bodies, ...unreadableForms(undefined)]) cases.push(post(admin, body));
  // Over MAX_UPLOAD_MB's default of 15 with the form around it.
  cases.push(post(admin, { label: "20 MB body", headers: type, body: fill(20 * MB), oversized: true }));
  // Signed out, the public body limit and then the sign-in page answer first.
  const anonymous: Target = { ...admin, persona: "anonymous" };
  for (const body of [
    bodies[2]!,
    { ...bodies.at(-1)!, oversized: true as const },
    unreadableForms(undefined)[0]!,
  ])
    cases.push(post(anonymous, body));
  return cases;
}

/** Cases for an action that answers every post with a refusal. */
function refusingCases(route: ListedRoute, names: string[]): FuzzCase[] {
  // Under /api/, the address Better Auth's sign-in would have if its endpoints were served.
  const path = route.path === "/api/*" ? "/api/auth/sign-in/username" : concretePath(route.path);
  const cases: FuzzCase[] = [];
  for (const persona of ["admin", "anonymous"] as const) {
    const target: Target = { method: "POST", path, persona, endpoint: `POST ${route.path}` };
    const malformed = malformedForms([["intent", "x"]], names.slice(0, 10), PUBLIC_BODY_MAX_BYTES);
    for (const body of [
      ...malformed.filter((_, index) => index % 3 === 0),
      ...unreadableForms("x").slice(0, 4),
    ])
      cases.push(post(target, body));
  }
  return cases;
}

/** Posts to a route without an action: refused, whatever is sent. */
function noActionCases(route: ListedRoute): FuzzCase[] {
  const path = route.index ? `${concretePath(route.path)}?index` : concretePath(route.path);
  const persona: Persona = route.path.startsWith("/admin") ? "admin" : "anonymous";
  const target: Target = { method: "POST", path, persona, endpoint: `POST ${route.path}` };
  return [
    post(target, {
      label: "a form with deep JSON",
      headers: FORM,
      body: encodeForm([
        ["intent", "save"],
        ["title", deepJsonArray(2_000)],
      ]),
    }),
  ];
}

/** GETs with malformed query strings (and cookies) on a route. */
function queryCases(route: ListedRoute, params: string[]): FuzzCase[] {
  const base = concretePath(route.path);
  const persona: Persona =
    route.path.startsWith("/admin") && route.path !== "/admin/login" ? "admin" : "anonymous";
  const all = (value: string) => params.map((name) => `${encodeURIComponent(name)}=${value}`).join("&");
  const queries: [string, string, Record<string, string>?][] = [
    [
      "numbers, dates and lengths",
      `${all("-1")}&${all("99999999999999999999999")}&${all("1e309")}&${all("2026-02-30")}&q=${"ப".repeat(800)}&search=${"x".repeat(2000)}&page=${"9".repeat(400)}`,
    ],
    [
      "bytes, brackets and prototype names",
      `${all("%00%FF%FE%C0%80%ED%A0%80")}&${params.map((n) => `${n}[]=a&${n}[$gt]=&${n}=__proto__&${n}=constructor`).join("&")}&__proto__[x]=1&%zz=%&${all("..%2F..%2Fetc%2Fpasswd")}`,
      { cookie: "lang=%FF%00; flash_toast=%7B%22type%22%3A; better-auth.session_data=%%%" },
    ],
  ];
  // Over Node's 16 KB for a request's head: refused with 431 before the app sees it.
  if (route.path === "/" || route.path === "/admin")
    queries.push(["longer than Node reads", `q=${"ப".repeat(3000)}`]);
  const cases: FuzzCase[] = queries.map(([label, query, headers]) => ({
    label: `GET ${base}?… ${label} as ${persona}`,
    endpoint: `GET ${route.path}`,
    method: "GET" as const,
    path: `${base}?${query}`,
    persona,
    headers: headers ?? {},
  }));
  // Dynamic segments that name an object's own members, or bytes no address should hold.
  if (/[:*]/.test(route.path)) {
    for (const segment of ["constructor", `__proto__%00%FF%C0%80..%2F..%2F${"x".repeat(1000)}`]) {
      const address = route.path.replace(/:[^/]+/g, segment).replace(/\*$/, segment);
      cases.push({
        label: `GET ${address.slice(0, 80)} as ${persona}`,
        endpoint: `GET ${route.path}`,
        method: "GET",
        path: address,
        persona,
        headers: {},
      });
    }
  }
  return cases;
}

/** Ids of stored records by the form field that names them (read from the server's database). */
export type RecordIds = Partial<
  Record<"itemId" | "eventId" | "articleId" | "slideId" | "mediaId" | "userId" | "slug", string>
>;

/** Intents that change a record they are given but never remove one (a delete with a real id would succeed). */
const CHANGING_INTENT = /^(create|update|save|change|add|set|move)-/;

/**
 * The same bad values, but with the record fields naming real records, so that the handlers look
 * the records up and must refuse before writing a single row (a partial write would show).
 */
export function realRecordCases(routes: ListedRoute[], ids: RecordIds): FuzzCase[] {
  const names = formFieldNames();
  const cases: FuzzCase[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const action = ACTIONS[route.file];
    if (action?.kind !== "intents" || seen.has(route.file)) continue;
    seen.add(route.file);
    const path = `${concretePath(route.path)}.data`;
    for (const [shift, intent] of action.intents.entries()) {
      if (!CHANGING_INTENT.test(intent)) continue;
      const form = (value: (name: string, index: number) => string) =>
        encodeForm([
          ["intent", intent],
          ...names.map(
            (name, index) => [name, ids[name as keyof RecordIds] ?? value(name, index)] as [string, string],
          ),
        ]);
      const bodies: Body[] = [
        ...DEALT_VALUES.map(([label, values]) => ({
          label: `${label}, real records`,
          headers: FORM,
          body: form((_, index) => values[(index + shift) % values.length]!),
        })),
        { label: "NUL inside, real records", headers: FORM, body: form(() => "\0a\0") },
        {
          label: "1 MB title, real records",
          headers: FORM,
          body: form((name) => (name === "title" ? "x".repeat(MB) : "")),
        },
      ];
      const target: Target = {
        method: "POST",
        path,
        persona: "admin",
        endpoint: `POST ${route.path} ${intent}`,
      };
      for (const body of bodies) cases.push(post(target, body, { expectKnownIntent: true }));
    }
  }
  return cases;
}

export type FuzzPlan = { cases: FuzzCase[]; actionRoutesWithoutCases: string[]; staleActions: string[] };

/** Every case for every route of the list. */
export function fuzzPlan(routes: ListedRoute[]): FuzzPlan {
  const names = formFieldNames();
  const params = queryParamNames();
  const cases: FuzzCase[] = [];
  const actionRoutesWithoutCases: string[] = [];
  const seenFiles = new Set<string>();
  for (const route of routes) {
    // A module already fuzzed at another address (a Tamil page, the content form's edit address)
    // gets a quarter of its cases there: the same code, reached another way.
    const repeat = seenFiles.has(route.file);
    seenFiles.add(route.file);
    const add = (more: FuzzCase[]) =>
      cases.push(...(repeat ? more.filter((_, index) => index % 4 === 0) : more));
    add(queryCases(route, params));
    if (!route.hasAction) {
      add(noActionCases(route));
      continue;
    }
    const action = ACTIONS[route.file];
    if (!action) {
      actionRoutesWithoutCases.push(`${route.path} (${route.file})`);
      continue;
    }
    switch (action.kind) {
      case "intents":
        add(intentCases(route, action, names));
        break;
      case "sign-in":
        add(signInCases(route));
        break;
      case "newsletter":
        add(newsletterCases(route));
        break;
      case "preview":
        add(previewCases(route, names));
        break;
      case "enquiries":
        add(enquiryCases(route, names));
        break;
      case "track":
        add(trackCases(route));
        break;
      case "push":
        add(pushCases(route, action.persona));
        break;
      case "upload":
        add(uploadCases(route));
        break;
      case "refuses":
        add(refusingCases(route, names));
        break;
    }
  }
  const files = new Set(routes.filter((route) => route.hasAction).map((route) => route.file));
  const staleActions = Object.keys(ACTIONS).filter((file) => !files.has(file));
  return { cases, actionRoutesWithoutCases, staleActions };
}
