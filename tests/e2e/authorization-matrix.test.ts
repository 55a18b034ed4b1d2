// The authorization matrix: a direct HTTP request (no browser, no hidden buttons) to every admin
// route's loader and action, as anonymous, viewer, editor and admin, checked against the rules
// table below. The route list comes from app/routes.ts, so a new admin route without a row in the
// table fails this test. Which routes have an action is read from the route module's source.
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { listedRoutes } from "../support/route-list";
import { setupAppServer } from "../support/server-and-browser";
import { signedInStaff, staffCookie } from "./helpers/staff-session";

type Persona = "anonymous" | "viewer" | "editor" | "admin";
const PERSONAS: readonly Persona[] = ["anonymous", "viewer", "editor", "admin"];

/**
 * What an answer must be:
 * - login: 302 to /admin/login?redirectTo=<the path asked for>
 * - ok: 200 (the page renders)
 * - forbidden: 403 (a page a signed-in role may not use says so inside the admin since issue 26,
 *   instead of the redirect to / it was before)
 * - missing: 404 (got past the permission check to a record that does not exist)
 * - method: 405 (got past the permission check to an address that is only posted to)
 * - allowed: got past the permission check: not 401/403, no redirect to the sign-in page or to /,
 *   and no server error (a 400 for the deliberately incomplete form is fine).
 */
type Expectation = "login" | "ok" | "forbidden" | "missing" | "method" | "allowed";
type Rule = Record<Persona, Expectation>;

type RouteRules = {
  get: Rule;
  /** One plausible post per intent the action knows; `[]` when the route has no action. */
  posts: { label: string; fields: Record<string, string>; expect: Rule }[];
};

const STAFF_PAGE: Rule = { anonymous: "login", viewer: "forbidden", editor: "ok", admin: "ok" };
/** A page for one record: the test asks for one that does not exist. */
const STAFF_RECORD: Rule = { anonymous: "login", viewer: "forbidden", editor: "missing", admin: "missing" };
const ADMIN_PAGE: Rule = { anonymous: "login", viewer: "forbidden", editor: "forbidden", admin: "ok" };
/** An address only posted to (the image uploads): a GET is refused once the role is checked. */
const STAFF_POST_ONLY: Rule = { anonymous: "login", viewer: "forbidden", editor: "method", admin: "method" };
const STAFF_ACTION: Rule = { anonymous: "login", viewer: "forbidden", editor: "allowed", admin: "allowed" };
const ADMIN_ACTION: Rule = { anonymous: "login", viewer: "forbidden", editor: "forbidden", admin: "allowed" };

// Form bodies are deliberately incomplete or aimed at no real user, so that an allowed request is
// refused by validation (400) instead of changing data.
const NO_USER = "no-such-user-id";

/** Every admin route (full path) and its rules; the sign-in page is outside the guard. */
const RULES: Record<string, RouteRules> = {
  "/admin": { get: STAFF_PAGE, posts: [] },
  "/admin/users": {
    get: STAFF_PAGE,
    posts: [
      {
        label: "change-role",
        fields: { intent: "change-role", userId: NO_USER, role: "admin" },
        expect: ADMIN_ACTION,
      },
      {
        label: "add-user",
        fields: { intent: "add-user", name: "", username: "", email: "" },
        expect: ADMIN_ACTION,
      },
      {
        label: "reset-password",
        fields: { intent: "reset-password", userId: NO_USER },
        expect: ADMIN_ACTION,
      },
      { label: "disable", fields: { intent: "disable", userId: NO_USER }, expect: ADMIN_ACTION },
      { label: "enable", fields: { intent: "enable", userId: NO_USER }, expect: ADMIN_ACTION },
    ],
  },
  "/admin/profile": {
    get: STAFF_PAGE,
    posts: [
      {
        label: "update-profile",
        fields: { intent: "update-profile", name: "", email: "" },
        expect: STAFF_ACTION,
      },
      {
        label: "change-password",
        fields: { intent: "change-password", currentPassword: "", newPassword: "" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/enquiries": { get: STAFF_PAGE, posts: [] },
  "/admin/enquiries/:id": {
    get: STAFF_RECORD,
    posts: [
      { label: "set-status", fields: { intent: "set-status", status: "closed" }, expect: STAFF_ACTION },
      { label: "not-spam", fields: { intent: "not-spam" }, expect: STAFF_ACTION },
      { label: "add-note", fields: { intent: "add-note", note: "" }, expect: STAFF_ACTION },
    ],
  },
  "/admin/enquiries/export.csv": { get: STAFF_PAGE, posts: [] },
  "/admin/settings": {
    get: ADMIN_PAGE,
    posts: [
      {
        label: "save-settings",
        fields: { intent: "save-settings", officeEmail: "not an email address" },
        expect: ADMIN_ACTION,
      },
    ],
  },
  "/admin/newsletter": {
    get: STAFF_PAGE,
    posts: [
      { label: "remove", fields: { intent: "remove", email: "nobody@example.org" }, expect: STAFF_ACTION },
    ],
  },
  "/admin/newsletter/export.csv": { get: STAFF_PAGE, posts: [] },
  // A form post without a file: an allowed request is refused as "choose an image".
  "/admin/uploads": {
    get: STAFF_POST_ONLY,
    posts: [{ label: "upload", fields: { category: "gallery" }, expect: STAFF_ACTION }],
  },
  "/admin/homepage": {
    get: STAFF_PAGE,
    posts: [
      { label: "create-slide", fields: { intent: "create-slide", title: "" }, expect: STAFF_ACTION },
      {
        label: "update-slide",
        fields: { intent: "update-slide", slideId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "delete-slide",
        fields: { intent: "delete-slide", slideId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "move-slide",
        fields: { intent: "move-slide", slideId: "no-such-id", direction: "up" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/notices": {
    get: STAFF_PAGE,
    posts: [
      { label: "create-notice", fields: { intent: "create-notice", message: "" }, expect: STAFF_ACTION },
      {
        label: "update-notice",
        fields: { intent: "update-notice", noticeId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "delete-notice",
        fields: { intent: "delete-notice", noticeId: "no-such-id" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/pages": { get: STAFF_PAGE, posts: [] },
  // The page asked for does not exist (no-such-id): past the role check, a 404.
  "/admin/pages/:page": {
    get: STAFF_RECORD,
    posts: [
      { label: "save-page-texts", fields: { intent: "save-page-texts" }, expect: STAFF_ACTION },
      { label: "undo-page-texts", fields: { intent: "undo-page-texts" }, expect: STAFF_ACTION },
    ],
  },
  "/admin/schools": {
    get: STAFF_PAGE,
    posts: [
      {
        label: "save-school",
        fields: { intent: "save-school", slug: "no-such-school" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/content": {
    get: STAFF_PAGE,
    posts: [
      {
        label: "delete-content",
        fields: { intent: "delete-content", id: "no-such-id" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/content/new": {
    get: STAFF_PAGE,
    posts: [{ label: "save-content", fields: { intent: "save-content", title: "" }, expect: STAFF_ACTION }],
  },
  "/admin/content/edit/:id": {
    get: STAFF_RECORD,
    posts: [{ label: "save-content", fields: { intent: "save-content", title: "" }, expect: STAFF_ACTION }],
  },
  "/admin/gallery": {
    get: STAFF_PAGE,
    posts: [
      { label: "create-item", fields: { intent: "create-item", title: "" }, expect: STAFF_ACTION },
      { label: "update-item", fields: { intent: "update-item", id: "no-such-id" }, expect: STAFF_ACTION },
      { label: "delete-item", fields: { intent: "delete-item", id: "no-such-id" }, expect: STAFF_ACTION },
      {
        label: "restore-item",
        fields: { intent: "restore-item", token: "no-such-token" },
        expect: STAFF_ACTION,
      },
      { label: "add-photos", fields: { intent: "add-photos" }, expect: STAFF_ACTION },
    ],
  },
  "/admin/events": {
    get: STAFF_PAGE,
    posts: [
      { label: "create-event", fields: { intent: "create-event", title: "" }, expect: STAFF_ACTION },
      {
        label: "update-event",
        fields: { intent: "update-event", eventId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "delete-event",
        fields: { intent: "delete-event", eventId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "delete-event-with-registrations",
        fields: { intent: "delete-event-with-registrations", eventId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "restore-event",
        fields: { intent: "restore-event", token: "no-such-token" },
        expect: STAFF_ACTION,
      },
    ],
  },
  // An event's registrations (issue 29): the enquiries' rule for who sees them (phones too), the
  // events' rule for who changes them; the test's event does not exist.
  "/admin/events/:id/registrations": {
    get: STAFF_RECORD,
    posts: [
      { label: "add-registration", fields: { intent: "add-registration" }, expect: STAFF_ACTION },
      {
        label: "cancel-registration",
        fields: { intent: "cancel-registration", registrationId: "no-such-id", reason: "" },
        expect: STAFF_ACTION,
      },
      { label: "move-up", fields: { intent: "move-up", registrationId: "no-such-id" }, expect: STAFF_ACTION },
      {
        label: "set-attended",
        fields: { intent: "set-attended", registrationId: "no-such-id", attended: "yes" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/events/:id/check-in": {
    get: STAFF_RECORD,
    posts: [
      {
        label: "set-attended",
        fields: { intent: "set-attended", registrationId: "no-such-id", attended: "yes" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/events/:id/registrations.csv": { get: STAFF_RECORD, posts: [] },
  "/admin/news": {
    get: STAFF_PAGE,
    posts: [
      { label: "create-article", fields: { intent: "create-article", title: "" }, expect: STAFF_ACTION },
      {
        label: "update-article",
        fields: { intent: "update-article", articleId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "delete-article",
        fields: { intent: "delete-article", articleId: "no-such-id" },
        expect: STAFF_ACTION,
      },
      {
        label: "restore-article",
        fields: { intent: "restore-article", token: "no-such-token" },
        expect: STAFF_ACTION,
      },
    ],
  },
  "/admin/media": {
    get: STAFF_PAGE,
    posts: [
      {
        label: "update-media",
        fields: { intent: "update-media", mediaId: "no-such-id", altText: "" },
        expect: STAFF_ACTION,
      },
      {
        label: "delete-media",
        fields: { intent: "delete-media", mediaId: "no-such-id", listedUses: "0" },
        expect: STAFF_ACTION,
      },
      {
        label: "set-alt-text",
        fields: { intent: "set-alt-text", mediaId: "no-such-id", altText: "" },
        expect: STAFF_ACTION,
      },
    ],
  },
  // Visitor figures: read only, for staff.
  "/admin/analytics": { get: STAFF_PAGE, posts: [] },
  // The image fields' library picker: JSON for staff, read only.
  "/admin/media-picker": { get: STAFF_PAGE, posts: [] },
  // Issue 30: the admin's service worker is plain code, the same for everyone (a browser fetches it
  // to check for updates, signed in or not); subscribing a device is for any signed-in member of
  // staff (what a push says names no family: "New admission enquiry — EuroKids").
  "/admin/sw.js": { get: { anonymous: "ok", viewer: "ok", editor: "ok", admin: "ok" }, posts: [] },
  "/admin/push": {
    get: { anonymous: "login", viewer: "method", editor: "method", admin: "method" },
    posts: [
      {
        label: "subscribe",
        fields: { subscription: "not a subscription" },
        expect: { anonymous: "login", viewer: "allowed", editor: "allowed", admin: "allowed" },
      },
    ],
  },
  // Staff previews of a form's unsaved values (decision 025): nothing is stored; an empty title is refused.
  ...Object.fromEntries(
    [
      "/admin/preview/news",
      "/admin/preview/ta/news",
      "/admin/preview/content",
      "/admin/preview/ta/content",
    ].map((path) => [
      path,
      { get: STAFF_PAGE, posts: [{ label: "preview", fields: { title: "" }, expect: STAFF_ACTION }] },
    ]),
  ),
  // Any other admin address: the admin shell's not-found page, for staff only.
  "/admin/*": { get: STAFF_RECORD, posts: [{ label: "any", fields: {}, expect: STAFF_ACTION }] },
};

const ADMIN_ROUTES = listedRoutes().filter(
  (route) => (route.path === "/admin" || route.path.startsWith("/admin/")) && route.path !== "/admin/login",
);

/** A URL for a pattern: dynamic segments get a value that names nothing. */
function concrete(pattern: string) {
  return pattern.replace(/:[^/]+/g, "no-such-id").replace(/\/\*$/, "/anything");
}

const server = setupAppServer();
const cookies: Record<Persona, string> = { anonymous: "", viewer: "", editor: "", admin: "" };
const PASSWORD = "matrix-password-123";

beforeAll(async () => {
  const [viewer, editor] = await signedInStaff(server(), [
    { username: "matrixviewer", role: "viewer", name: "Matrix viewer", password: PASSWORD },
    { username: "matrixeditor", role: "editor", name: "Matrix editor", password: PASSWORD },
  ]);
  cookies.admin = await staffCookie(server(), TEST_ADMIN);
  cookies.editor = editor.cookie;
  cookies.viewer = viewer.cookie;
});

function check(expectation: Expectation, response: Response, requested: string, what: string) {
  const location = response.headers.get("location") ?? "";
  const status = response.status;
  const seen = `${what} answered ${status}${location ? ` → ${location}` : ""}`;
  switch (expectation) {
    case "login": {
      expect(status, seen).toBe(302);
      const target = new URL(location, server().url);
      expect(target.pathname, seen).toBe("/admin/login");
      expect(target.searchParams.get("redirectTo"), seen).toBe(requested);
      break;
    }
    case "ok":
      expect(status, seen).toBe(200);
      break;
    case "forbidden":
      expect(status, seen).toBe(403);
      break;
    case "missing":
      expect(status, seen).toBe(404);
      break;
    case "method":
      expect(status, seen).toBe(405);
      break;
    case "allowed": {
      expect([401, 403], seen).not.toContain(status);
      expect(status, seen).toBeLessThan(500);
      if (status >= 300 && status < 400) {
        const pathname = new URL(location, server().url).pathname;
        expect(pathname, seen).not.toBe("/admin/login");
        expect(pathname, seen).not.toBe("/");
      }
      break;
    }
  }
}

describe("the authorization matrix", () => {
  it("finds the admin routes in app/routes.ts", () => {
    expect(ADMIN_ROUTES.map((route) => route.path)).toContain("/admin");
    expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(4);
  });

  it("has a rule for every admin route, and post rules exactly when the route has an action", () => {
    const missing = ADMIN_ROUTES.filter((route) => !RULES[route.path]).map((route) => route.path);
    expect(missing, "admin routes without a row in RULES").toEqual([]);
    for (const route of ADMIN_ROUTES) {
      const rules = RULES[route.path]!;
      expect(rules.posts.length > 0, `${route.path} (${route.file}): has an action ⇔ has post rules`).toBe(
        route.hasAction,
      );
    }
    const stale = Object.keys(RULES).filter((key) => !ADMIN_ROUTES.some((route) => route.path === key));
    expect(stale, "rows in RULES for routes that no longer exist").toEqual([]);
  });

  for (const persona of PERSONAS) {
    it(`answers ${persona} as the rules say`, async () => {
      for (const route of ADMIN_ROUTES) {
        const rules = RULES[route.path];
        if (!rules) continue; // reported by the test above
        const pathname = concrete(route.path);
        const headers: Record<string, string> = cookies[persona] ? { cookie: cookies[persona] } : {};

        const get = await fetch(`${server().url}${pathname}`, { redirect: "manual", headers });
        await get.arrayBuffer();
        check(rules.get[persona], get, pathname, `GET ${pathname} as ${persona}`);

        // Posting to an index route needs ?index, or the request goes to its parent layout.
        const postPath = route.index ? `${pathname}?index` : pathname;
        for (const post of rules.posts) {
          const response = await fetch(`${server().url}${postPath}`, {
            method: "POST",
            redirect: "manual",
            headers: { ...headers, origin: server().url },
            body: new URLSearchParams(post.fields),
          });
          await response.arrayBuffer();
          check(post.expect[persona], response, postPath, `POST ${postPath} (${post.label}) as ${persona}`);
        }
      }
    });
  }

  it("refuses a POST to a route without an action for everybody but never changes anything", async () => {
    for (const route of ADMIN_ROUTES.filter((entry) => !entry.hasAction)) {
      const postPath = route.index ? `${concrete(route.path)}?index` : concrete(route.path);
      for (const persona of PERSONAS) {
        const response = await fetch(`${server().url}${postPath}`, {
          method: "POST",
          redirect: "manual",
          headers: cookies[persona] ? { cookie: cookies[persona], origin: server().url } : {},
          body: new URLSearchParams({ intent: "anything" }),
        });
        await response.arrayBuffer();
        expect(response.status, `POST ${postPath} as ${persona}`).not.toBe(200);
        expect(response.status, `POST ${postPath} as ${persona}`).toBeLessThan(500);
      }
    }
  });
});
