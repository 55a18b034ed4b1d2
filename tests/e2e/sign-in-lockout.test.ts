// Issue 24, finding 2: a stranger must not be able to lock the staff out. Wrong passwords from many
// addresses lock an account for browsers new to it; a browser that signed in to it before keeps
// signing in, under a limit of its own (docs/decisions/020-device-cookies.md).
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  accountLockedOut,
  browserLockedOut,
  LOGIN_MAX_PER_ACCOUNT,
  LOGIN_MAX_PER_DEVICE,
  SIGN_IN_LABEL,
} from "~/copy/admin-login";
import { SIGN_OUT_LABEL } from "~/copy/admin-navigation";
import { waitForHydration, watchPageErrors } from "../support/browser";
import { setupServerAndBrowser } from "../support/server-and-browser";
import { createStaff } from "../support/server-data";
import { postSignIn, questionNumbers } from "../support/sign-in";

const PASSWORD = "lockout-test-password-1";
/** Every device cookie's name starts so (one per account) on a plain-http site. */
const DEVICE_COOKIE = "sign_in_device_";
const YEAR_S = 365 * 24 * 60 * 60;

const { server, browser } = setupServerAndBrowser({
  env: { TRUST_PROXY: "true", SEED_DEMO_CONTENT: "false" },
});

let ipCounter = 0;
/** A new address for each call (the server trusts X-Forwarded-For here). */
const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** One account per test (the limits are per account), all made at once: each making costs a process. */
const ACCOUNTS = {
  onlyAdmin: "lockoutadmin",
  clerk: "lockoutclerk",
  typist: "lockouttypist",
  tampered: "lockouttampered",
  other: "lockoutother",
} as const;

beforeAll(async () => {
  await createStaff(
    server(),
    Object.values(ACCOUNTS).map((username, i) => ({
      username,
      role: i === 0 ? ("admin" as const) : ("editor" as const),
      name: `Lockout ${username}`,
      password: PASSWORD,
    })),
  );
});

/** The sign-in form posted directly, from a new address unless given, with a cookie if given. */
async function post(
  login: string,
  password: string,
  { cookie, ip = nextIp() }: { cookie?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (cookie) headers.cookie = cookie;
  const answer = await postSignIn(server().url, { login, password }, headers);
  const device = answer.setCookies.find((c) => c.startsWith(DEVICE_COOKIE));
  return {
    status: answer.status,
    text: answer.text,
    signedIn: answer.cookie.includes("session_token"),
    deviceCookie: device?.split(";")[0],
  };
}

/** Wrong passwords for the account, each from its own address and without any cookie. */
async function strangerGuesses(login: string, times = LOGIN_MAX_PER_ACCOUNT) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await post(login, `stranger-guess-${i}`)).status);
  return statuses;
}

/** A message with its "N minutes" left open: the window may have run a minute on by then. */
function messagePattern(message: (retryAfterSeconds: number) => string) {
  const escaped = message(7 * 60).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replaceAll("7 minutes", "\\d+ minutes?"));
}

/** A browser of its own at an address; a refused sign-in (401/429 of the form's data request) is expected. */
async function browserAt(ip: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const page = await context.newPage();
  const watcher = watchPageErrors(page);
  onTestFinished(async () => {
    await context.close();
    const expected =
      /Failed to load resource: the server responded with a status of (401|429)\b.*\/admin\/login\.data/;
    expect(watcher.errors.filter((error) => !expected.test(error))).toEqual([]);
  });
  return { context, page };
}

/** Signs in through the page, as a person does; answers the page's alert when refused. */
async function signInOnPage(page: Page, login: string, password: string) {
  await page.goto(`${server().url}/admin/login`);
  await waitForHydration(page, "main form");
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  const { a, b } = questionNumbers(
    await page.getByText(/Security check: What is \d+ \+ \d+\?/).textContent(),
  );
  await page.locator('input[name="answer"]').fill(String(a + b));
  await page.getByRole("button", { name: SIGN_IN_LABEL }).click();
  const refusal = page.locator('main p[role="alert"]');
  const signedIn = page.waitForURL(`${server().url}/admin`).then(() => "signed in" as const);
  const refused = refusal.waitFor().then(() => "refused" as const);
  // The one that does not happen gives up when the page closes.
  for (const pending of [signedIn, refused]) pending.catch(() => {});
  const outcome = await Promise.race([signedIn, refused]);
  return outcome === "signed in" ? outcome : await refusal.textContent();
}

const deviceCookiesOf = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.startsWith(DEVICE_COOKIE));

async function signOutOnPage(page: Page) {
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: SIGN_OUT_LABEL }).click();
  await page.waitForURL((url) => url.pathname === "/admin/login");
}

describe("a stranger cannot lock the staff out", () => {
  it("the issue's sequence: locked by ten wrong passwords from ten addresses, the admin's own browser still signs in", async () => {
    const admin = ACCOUNTS.onlyAdmin;
    const own = await browserAt(nextIp());

    // Signed in once from this browser, then signed out: the browser keeps the cookie.
    expect(await signInOnPage(own.page, admin, PASSWORD)).toBe("signed in");
    const [device, ...more] = await deviceCookiesOf(own.context);
    expect(more).toEqual([]);
    expect(device).toMatchObject({ path: "/admin", httpOnly: true, sameSite: "Lax", secure: false });
    expect((device!.expires - Date.now() / 1000) / YEAR_S).toBeCloseTo(1, 2);
    await signOutOnPage(own.page);
    const cookies = await own.context.cookies();
    expect(cookies.some((cookie) => cookie.name.endsWith("session_token"))).toBe(false);
    expect(cookies.find((cookie) => cookie.name === device!.name)?.value).toBe(device!.value);
    // A colleague uses the same office computer: the admin's cookie stays beside theirs.
    expect(await signInOnPage(own.page, ACCOUNTS.clerk, PASSWORD)).toBe("signed in");
    await signOutOnPage(own.page);
    const shared = await deviceCookiesOf(own.context);
    expect(shared).toHaveLength(2);
    expect(shared.find((cookie) => cookie.name === device!.name)?.value).toBe(device!.value);

    // A stranger: ten wrong passwords, each from another address.
    expect(await strangerGuesses(admin)).toEqual(Array(LOGIN_MAX_PER_ACCOUNT).fill(401));

    // The right password from a new address, without the cookie: refused, saying what to do.
    const lockedOut = messagePattern(accountLockedOut);
    const bare = await post(admin, PASSWORD);
    expect(bare.status).toBe(429);
    expect(bare.signedIn).toBe(false);
    expect(bare.text).toMatch(lockedOut);
    const other = await browserAt(nextIp());
    expect(await signInOnPage(other.page, admin, PASSWORD)).toMatch(lockedOut);

    // The right password from a new address, with the cookie: signed in.
    const cookie = `${device!.name}=${device!.value}`;
    const direct = await post(admin, PASSWORD, { cookie });
    expect(direct.status).toBe(302);
    expect(direct.signedIn).toBe(true);
    await own.context.setExtraHTTPHeaders({ "x-forwarded-for": nextIp() });
    expect(await signInOnPage(own.page, admin, PASSWORD)).toBe("signed in");
    // The account stays locked for new browsers.
    expect((await post(admin, PASSWORD)).status).toBe(429);
  });

  it("wrong passwords with the cookie beyond its limit lock that browser, not the account", async () => {
    const editor = ACCOUNTS.typist;
    const { deviceCookie } = await post(editor, PASSWORD);
    expect(deviceCookie).toBeDefined();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_PER_DEVICE; i++)
      statuses.push((await post(editor, `typo-${i}`, { cookie: deviceCookie })).status);
    expect(statuses).toEqual(Array(LOGIN_MAX_PER_DEVICE).fill(401));

    const locked = await post(editor, PASSWORD, { cookie: deviceCookie });
    expect(locked.status).toBe(429);
    expect(locked.signedIn).toBe(false);
    expect(locked.text).toMatch(messagePattern(browserLockedOut));
    // The browser's typos were its own: a new browser signs in to the account.
    expect((await post(editor, PASSWORD)).status).toBe(302);
  });

  it("a tampered, garbled or another account's cookie counts as no cookie, and is never an error", async () => {
    const editor = ACCOUNTS.tampered;
    const { deviceCookie } = await post(editor, PASSWORD);
    const { deviceCookie: otherAccounts } = await post(ACCOUNTS.other, PASSWORD);
    const [name, value] = deviceCookie!.split("=") as [string, string];
    const last = value.at(-2) === "A" ? "B" : "A";
    const fakes = [
      `${name}=${value.slice(0, -2)}${last}${value.at(-1)}`,
      `${name}=${value.replace(/^v1\.[^.]+/, "v1.someone-else")}`,
      `${name}=%%%not-a-cookie`,
      otherAccounts!,
    ];
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_PER_ACCOUNT; i++)
      statuses.push((await post(editor, `wrong-${i}`, { cookie: fakes[i % fakes.length] })).status);
    expect(statuses).toEqual(Array(LOGIN_MAX_PER_ACCOUNT).fill(401));
    for (const fake of fakes) {
      const refused = await post(editor, PASSWORD, { cookie: fake });
      expect(refused.status, fake).toBe(429);
      expect(refused.text, fake).toMatch(messagePattern(accountLockedOut));
    }
    expect((await post(editor, PASSWORD, { cookie: deviceCookie })).status).toBe(302);
  });
});
