// The staff sign-in page (spec §2 Admin login, §5, §8; DECISIONS.md "Accounts and roles" and
// "Admin login on small screens"): every rule and message, in the browser and by direct request.
import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  BACK_TO_SIGN_IN,
  BACK_TO_WEBSITE,
  CHALLENGE_EXPIRED,
  CHALLENGE_TTL_MS,
  FORGOT_LINK,
  HIDE_PASSWORD,
  INVALID_CREDENTIALS,
  LIVE_DATA_WARNING,
  LOGIN_MAX_PER_ACCOUNT,
  LOGIN_MAX_PER_ADDRESS,
  RECOVERY_OFFICE_HOURS,
  RECOVERY_PROCESSING,
  RECOVERY_TITLE,
  REMEMBER_ME_LABEL,
  SHOW_PASSWORD,
  SIGN_IN_LABEL,
  SIGNED_IN,
  VERIFICATION_FAILED,
} from "~/copy/admin-login";
import { LOADING_ADMIN_PANEL } from "~/copy/admin-navigation";
import { createChallenge } from "~/server/staff/sign-in-question.server";
import { TEST_ADMIN } from "../support/app-server";
import { openPage, waitForHydration, watchPageErrors } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { createStaff, type StaffMember } from "../support/server-data";
import { postSignIn, questionNumbers, type SignInFields, securityQuestion } from "../support/sign-in";
import { axe } from "./helpers/axe";

const PASSWORD = "login-test-password-1";
const DAY_S = 24 * 60 * 60;

// A known secret, so that a test can make a question that expired before the page was posted.
const AUTH_SECRET = "admin-login-test-secret-0123456789abcdef";
const { server, browser } = setupServerAndBrowser({
  env: { TRUST_PROXY: "true", ADMIN_EMAIL_DOMAIN: "staff.example.org", AUTH_SECRET },
});
let ipCounter = 0;
/** Each test signs in from its own address (the server trusts X-Forwarded-For here). */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function staff(username: string, role: StaffMember["role"], email?: string): StaffMember {
  return { username, role, email, name: `Test ${role}`, password: PASSWORD };
}

beforeAll(async () => {
  await createStaff(server(), [
    staff("loginviewer", "viewer"),
    staff("logineditor", "editor"),
    staff("lockedout", "editor"),
    staff("otheraccount", "editor"),
    staff("realname", "editor", "office.staff@staff.example.org"),
  ]);
});

/** Posts the sign-in form directly from its own address; `answer` defaults to the right sum. */
async function post(fields: SignInFields, ip = nextIp()) {
  const answer = await postSignIn(server().url, fields, { "x-forwarded-for": ip });
  const sessionCookie = answer.setCookies.find((cookie) => cookie.includes("session_token="));
  return { status: answer.status, location: answer.location, text: answer.text, sessionCookie };
}

/**
 * Like openPage, but a refused sign-in (the form's data request answering 400/401/429) is expected:
 * Chromium logs that status as a console error, which is not an error of the page.
 */
async function refusablePage(options: BrowserContextOptions): Promise<Page> {
  const context = await browser().newContext(options);
  const page = await context.newPage();
  const watcher = watchPageErrors(page);
  onTestFinished(async () => {
    await context.close();
    const real = watcher.errors.filter(
      (error) =>
        !/Failed to load resource: the server responded with a status of (400|401|429)\b.*\/admin\/login\.data/.test(
          error,
        ),
    );
    expect(real).toEqual([]);
  });
  return page;
}

async function loginPage(options: BrowserContextOptions & { refusals?: boolean } = {}): Promise<Page> {
  const { refusals, ...contextOptions } = options;
  const settings = {
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": nextIp() },
    ...contextOptions,
  };
  const page = refusals ? await refusablePage(settings) : await openPage(browser(), settings);
  await page.goto(`${server().url}/admin/login`);
  await waitForHydration(page, "main form");
  return page;
}

/** Spec §2: visitors at 768 px or narrower are sent away from the sign-in page. */
const NARROW_SCREEN = "(max-width: 768px)";

type WidthRedirect = { watched: string[]; navigations: string[] };

/**
 * Records, from before the page's own script runs, each media query the page starts to listen to
 * and each navigation asked of React Router (window.__reactRouterDataRouter, set before hydration).
 */
async function watchWidthRedirect(page: Page) {
  await page.addInitScript(() => {
    const seen: WidthRedirect = { watched: [], navigations: [] };
    (window as unknown as { __widthRedirect: WidthRedirect }).__widthRedirect = seen;
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = matchMedia(query);
      const listen = list.addEventListener.bind(list);
      list.addEventListener = (...args: Parameters<MediaQueryList["addEventListener"]>) => {
        seen.watched.push(query);
        listen(...args);
      };
      return list;
    };
    type Router = { navigate: (...args: unknown[]) => unknown };
    let router: Router | undefined;
    Object.defineProperty(window, "__reactRouterDataRouter", {
      configurable: true,
      get: () => router,
      set(value: Router) {
        const navigate = value.navigate.bind(value);
        value.navigate = (...args: unknown[]) => {
          seen.navigations.push(JSON.stringify(args[0]));
          return navigate(...args);
        };
        router = value;
      },
    });
  });
}

const widthRedirect = (page: Page) =>
  page.evaluate(() => (window as unknown as { __widthRedirect: WidthRedirect }).__widthRedirect);

const questionLabel = (page: Page) => page.getByText(/Security check: What is \d+ \+ \d+\?/).textContent();

async function answerQuestion(page: Page, offset = 0) {
  const { a, b } = questionNumbers(await questionLabel(page));
  await page.locator('input[name="answer"]').fill(String(a + b + offset));
}

async function fillCredentials(page: Page, login: string, password: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
}

describe("the sign-in page", () => {
  it("shows the fields, a question with two numbers from 1 to 10, the live-data warning and the way back", async () => {
    const page = await loginPage();
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
    const { a, b } = questionNumbers(await questionLabel(page));
    for (const n of [a, b]) expect(n >= 1 && n <= 10).toBe(true);
    await expect(page.getByText(LIVE_DATA_WARNING).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: BACK_TO_WEBSITE }).getAttribute("href")).resolves.toBe("/");
    await expect(page.getByRole("checkbox", { name: REMEMBER_ME_LABEL }).isVisible()).resolves.toBe(true);
    const html = await (await fetch(`${server().url}/admin/login`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("has no axe violations", async () => {
    const page = await loginPage();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: FORGOT_LINK }).click();
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  it("keeps Sign In disabled until the question is answered", async () => {
    const page = await loginPage();
    const button = page.getByRole("button", { name: SIGN_IN_LABEL });
    await fillCredentials(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.locator('input[name="answer"]').fill("  ");
    await expect(button.isDisabled()).resolves.toBe(true);
    await page.locator('input[name="answer"]').fill("7");
    await expect(button.isEnabled()).resolves.toBe(true);
  });

  it("shows and hides the password", async () => {
    const page = await loginPage();
    const input = page.locator('input[name="password"]');
    await input.fill("secret-value");
    expect(await input.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: SHOW_PASSWORD }).click();
    expect(await input.getAttribute("type")).toBe("text");
    const hide = page.getByRole("button", { name: HIDE_PASSWORD });
    expect(await hide.getAttribute("aria-pressed")).toBe("true");
    await hide.click();
    expect(await input.getAttribute("type")).toBe("password");
    expect(await page.getByRole("button", { name: SHOW_PASSWORD }).getAttribute("aria-pressed")).toBe(
      "false",
    );
  });

  it("refuses a wrong answer with the Verification Failed toast and does not sign in", async () => {
    const page = await loginPage({ refusals: true });
    const before = await page.getByText(/Security check: What is/).textContent();
    await fillCredentials(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await answerQuestion(page, 1);
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.getByText(VERIFICATION_FAILED.title, { exact: true }).waitFor();
    await page.getByText(VERIFICATION_FAILED.description, { exact: true }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name.includes("session_token"))).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    // A new question and an empty answer box for the next try.
    await page.waitForFunction((old) => !document.body.textContent?.includes(old ?? ""), before);
    expect(await page.locator('input[name="answer"]').inputValue()).toBe("");
  });

  it("by direct request: a wrong answer with the right password sets no session; a replayed question is refused", async () => {
    const wrong = await post({ login: TEST_ADMIN.username, password: TEST_ADMIN.password, answer: "0" });
    expect(wrong.status).toBe(400);
    expect(wrong.sessionCookie).toBeUndefined();
    expect(wrong.text).toContain(VERIFICATION_FAILED.description);

    const ip = nextIp();
    const q = await securityQuestion(server().url, { "x-forwarded-for": ip });
    const send = () =>
      fetch(`${server().url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "x-forwarded-for": ip },
        body: new URLSearchParams({
          intent: "sign-in",
          login: TEST_ADMIN.username,
          password: "not-the-password",
          answer: String(q.a + q.b),
          challenge: q.token,
        }),
      });
    expect((await send()).status).toBe(401);
    const replay = await send();
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain(VERIFICATION_FAILED.title);
  });

  it("answers missing fields with 400 and field messages", async () => {
    const response = await fetch(`${server().url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "x-forwarded-for": nextIp() },
      body: new URLSearchParams({ intent: "sign-in" }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("Please enter your username or email.");
    expect(text).toContain("Please enter your password.");
  });

  it("signs in, shows 'Loading admin panel...' on the way, lands on /admin with the success toast; the session ends with the browser", async () => {
    const page = await loginPage();
    // Hold the dashboard's data until the loading screen has been seen.
    let release = () => {};
    const loadingSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin.data*", async (route) => {
      await loadingSeen;
      await route.continue();
    });
    await fillCredentials(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await answerQuestion(page);
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.getByText(LOADING_ADMIN_PANEL).waitFor();
    release();
    await page.waitForURL(`${server().url}/admin`);
    await page.getByText(SIGNED_IN, { exact: true }).waitFor();
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
    expect(session).toBeDefined();
    expect(session!.expires).toBe(-1);
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
  });

  it("with Remember me keeps the session for 30 days", async () => {
    const page = await loginPage();
    await fillCredentials(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await answerQuestion(page);
    await page.getByRole("checkbox", { name: REMEMBER_ME_LABEL }).click();
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.waitForURL(`${server().url}/admin`);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"));
    const days = (session!.expires - Date.now() / 1000) / DAY_S;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);

    const direct = await post({
      login: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
      rememberMe: true,
    });
    expect(direct.sessionCookie).toMatch(/Max-Age=2592000/i);
    const forgetful = await post({ login: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(forgetful.sessionCookie).toBeDefined();
    expect(forgetful.sessionCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("shows the recovery instructions and goes back", async () => {
    const page = await loginPage();
    await page.getByRole("button", { name: FORGOT_LINK }).click();
    await page.getByRole("heading", { name: RECOVERY_TITLE }).waitFor();
    const text = await page.locator("main").textContent();
    expect(text).toContain(RECOVERY_PROCESSING);
    expect(RECOVERY_PROCESSING).toBe("1-2 business days");
    expect(text).toContain(RECOVERY_OFFICE_HOURS);
    expect(RECOVERY_OFFICE_HOURS).toBe("Monday to Friday 8:00 AM to 5:00 PM");
    expect(text).toMatch(/administrator/);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.getByRole("button", { name: BACK_TO_SIGN_IN }).click();
    await page.getByRole("button", { name: SIGN_IN_LABEL }).waitFor();
  });

  it("sends screens 768 px wide or narrower to the public site, but not 1024 px", async () => {
    const narrow = await openPage(browser(), { viewport: { width: 768, height: 1000 } });
    await narrow.goto(`${server().url}/admin/login`);
    await narrow.waitForURL(`${server().url}/`);
    const wide = await openPage(browser(), { viewport: { width: 1024, height: 800 } });
    await watchWidthRedirect(wide);
    await wide.goto(`${server().url}/admin/login`);
    // The page watches the width only after checking it once: by then a redirect would be asked for.
    await expect.poll(() => widthRedirect(wide).then((seen) => seen.watched)).toContain(NARROW_SCREEN);
    expect((await widthRedirect(wide)).navigations).toEqual([]);
    expect(new URL(wide.url()).pathname).toBe("/admin/login");
  });

  it("sends a signed-in admin or editor to /admin and anyone else to /", async () => {
    const admin = await post({ login: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(admin.location).toBe("/admin");
    const editor = await post({ login: "logineditor", password: PASSWORD });
    expect(editor.location).toBe("/admin");
    const viewer = await post({ login: "loginviewer", password: PASSWORD });
    expect(viewer.status).toBe(302);
    expect(viewer.location).toBe("/");
    for (const [who, signedIn, to] of [
      ["admin", admin, "/admin"],
      ["editor", editor, "/admin"],
      ["viewer", viewer, "/"],
    ] as const) {
      const cookie = signedIn.sessionCookie!.split(";")[0]!;
      const visit = await fetch(`${server().url}/admin/login`, { redirect: "manual", headers: { cookie } });
      expect(visit.status, who).toBe(302);
      expect(visit.headers.get("location"), who).toBe(to);
    }
  });

  it("accepts an email too, and the ADMIN_EMAIL_DOMAIN fallback for a name that is no username", async () => {
    expect(
      (await post({ login: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password })).location,
    ).toBe("/admin");
    expect((await post({ login: "office.staff", password: PASSWORD })).location).toBe("/admin");
  });

  it("goes back to a safe admin redirectTo only", async () => {
    const back = await post({
      login: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
      redirectTo: "/admin/profile",
    });
    expect(back.location).toBe("/admin/profile");
    for (const evil of [
      "//evil.example",
      "https://evil.example/admin",
      "/about",
      "/admin/login",
      "/\\evil.example",
    ]) {
      const result = await post({
        login: TEST_ADMIN.username,
        password: TEST_ADMIN.password,
        redirectTo: evil,
      });
      expect(result.location, evil).toBe("/admin");
    }
    const page = await loginPage();
    await page.goto(`${server().url}/admin/login?redirectTo=${encodeURIComponent("/admin/profile")}`);
    await waitForHydration(page, "main form");
    await fillCredentials(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await answerQuestion(page);
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.waitForURL(`${server().url}/admin/profile`);
  });

  it("gives one message for a wrong password and for an unknown account", async () => {
    const wrongPassword = await post({ login: TEST_ADMIN.username, password: "definitely-wrong-1" });
    const unknown = await post({ login: "nobody-here", password: "definitely-wrong-1" });
    const unknownEmail = await post({ login: "nobody@example.org", password: "definitely-wrong-1" });
    for (const result of [wrongPassword, unknown, unknownEmail]) {
      expect(result.status).toBe(401);
      expect(result.sessionCookie).toBeUndefined();
      expect(result.text).toContain(INVALID_CREDENTIALS);
    }
    const page = await loginPage({ refusals: true });
    await fillCredentials(page, "nobody-here", "definitely-wrong-1");
    await answerQuestion(page);
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.getByRole("alert").filter({ hasText: INVALID_CREDENTIALS }).waitFor();
  });

  it("refuses 50 wrong passwords in a row for one account without locking out another account or address", async () => {
    const attacker = nextIp();
    const statuses: number[] = [];
    let lastText = "";
    for (let i = 0; i < 50; i++) {
      const result = await post({ login: "lockedout", password: `wrong-guess-${i}` }, attacker);
      statuses.push(result.status);
      expect(result.sessionCookie).toBeUndefined();
      lastText = result.text;
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // The account is locked for browsers new to it: the message says what its owner can do.
    expect(lastText).toMatch(/so it is locked for \d+ minutes? on computers it has not been used on before/);
    expect(lastText).toMatch(/use a computer and browser you have signed in with before/);
    expect(lastText).toMatch(/ask an administrator to reset your password/);
    // Even the right password is refused for that account now, from anywhere, in a browser new to it.
    expect((await post({ login: "lockedout", password: PASSWORD })).status).toBe(429);
    // Another account from another address signs in as usual.
    const other = await post({ login: "otheraccount", password: PASSWORD });
    expect(other.status).toBe(302);
    expect(other.sessionCookie).toBeDefined();
  });
  it("tells a question that expired while the page was open apart from a wrong answer, and asks a fresh one", async () => {
    const page = await loginPage({ refusals: true });
    await fillCredentials(page, TEST_ADMIN.username, TEST_ADMIN.password);
    // The page was opened a morning ago: its question is long past its ten minutes.
    const stale = await createChallenge({ secret: AUTH_SECRET, now: Date.now() - CHALLENGE_TTL_MS - 60_000 });
    const before = await page.getByText(/Security check: What is/).textContent();
    await page.locator('input[name="answer"]').fill(String(stale.a + stale.b));
    // After the last keystroke: React puts the hidden field back on every render of the form.
    await page.locator('input[name="challenge"]').evaluate((input, token) => {
      (input as HTMLInputElement).value = token;
    }, stale.token);
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.getByRole("alert").filter({ hasText: CHALLENGE_EXPIRED.description }).waitFor();
    expect(await page.getByText(VERIFICATION_FAILED.description).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    // A fresh question with an empty answer box; the name typed is kept, and answering signs in.
    await page.waitForFunction((old) => !document.body.textContent?.includes(old ?? ""), before);
    expect(await page.locator('input[name="answer"]').inputValue()).toBe("");
    expect(await page.locator('input[name="login"]').inputValue()).toBe(TEST_ADMIN.username);
    await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
    await answerQuestion(page);
    await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
    await page.waitForURL(`${server().url}/admin`);

    const direct = await post({
      login: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
      challenge: stale.token,
      answer: String(stale.a + stale.b),
    });
    expect(direct.status).toBe(400);
    expect(direct.sessionCookie).toBeUndefined();
    expect(direct.text).toContain(CHALLENGE_EXPIRED.description);
  });

  it("counts a username and its email against one account limit", async () => {
    await createStaff(server(), [staff("twonames", "editor", "two.names@example.org")]);
    const logins = ["twonames", "TWO.NAMES@example.org"];
    for (let i = 0; i < LOGIN_MAX_PER_ACCOUNT; i++) {
      const result = await post({ login: logins[i % 2]!, password: `wrong-guess-${i}` });
      expect(result.status).toBe(401);
    }
    for (const login of logins) {
      expect((await post({ login, password: PASSWORD })).status, login).toBe(429);
    }
  });

  it("behind one proxy, limits the address the proxy saw, whatever the client writes to the left", async () => {
    const proxySaw = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_PER_ADDRESS; i++) {
      const spoofed = `198.51.100.${i % 250}`;
      const result = await post(
        { login: `nobody-${i}`, password: "wrong-guess-1" },
        `${spoofed}, ${proxySaw}`,
      );
      statuses.push(result.status);
    }
    expect(statuses.slice(0, LOGIN_MAX_PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The next visitor behind the same proxy, at another address, is not affected.
    expect(
      (await post({ login: "logineditor", password: PASSWORD }, `${proxySaw}, ${nextIp()}`)).status,
    ).toBe(302);
  });
});
