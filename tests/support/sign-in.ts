// Signing in as a browser without script does: read the sign-in page's question, post the form.
// It is the only way in (Better Auth's own endpoints are not exposed), so tests use it too.
import type { BrowserContext } from "playwright-core";

export type SecurityQuestion = { a: number; b: number; token: string };

/** The two numbers of the question "What is a + b?" in a text (a page, or the field's label). */
export function questionNumbers(text: string | null | undefined): { a: number; b: number } {
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(text ?? "") ?? [];
  if (!a || !b) throw new Error(`no security question in ${JSON.stringify(text?.slice(0, 200))}`);
  return { a: Number(a), b: Number(b) };
}

/** The arithmetic question and its token, as the sign-in page shows them. */
export async function securityQuestion(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<SecurityQuestion> {
  const html = await (await fetch(`${baseUrl}/admin/login`, { headers })).text();
  const token = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no security question on the sign-in page");
  return { ...questionNumbers(html), token };
}

export type SignInFields = {
  login: string;
  password: string;
  /** Defaults to the right sum. */
  answer?: string;
  rememberMe?: boolean;
  redirectTo?: string;
  /** Overrides the question's token (an expired or forged one). */
  challenge?: string;
};

export type SignInAnswer = {
  status: number;
  location: string | null;
  text: string;
  /** The session cookies set, as a Cookie header value ("" when none). */
  cookie: string;
  setCookies: string[];
};

/** Posts the sign-in form directly, as a browser without script would. */
export async function postSignIn(
  baseUrl: string,
  fields: SignInFields,
  headers: Record<string, string> = {},
): Promise<SignInAnswer> {
  const question = await securityQuestion(baseUrl, headers);
  const body = new URLSearchParams({
    intent: "sign-in",
    login: fields.login,
    password: fields.password,
    answer: fields.answer ?? String(question.a + question.b),
    challenge: fields.challenge ?? question.token,
  });
  if (fields.rememberMe) body.set("rememberMe", "on");
  if (fields.redirectTo) body.set("redirectTo", fields.redirectTo);
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers,
    body,
  });
  const setCookies = response.headers.getSetCookie();
  const cookie = setCookies
    .filter((c) => c.startsWith("better-auth.") || c.startsWith("__Secure-better-auth."))
    .map((c) => c.split(";")[0])
    .join("; ");
  return {
    status: response.status,
    location: response.headers.get("location"),
    text: await response.text(),
    cookie,
    setCookies,
  };
}

/** Signs in and returns the Cookie header value of the new session; throws when refused. */
export async function signInCookie(
  baseUrl: string,
  who: { username: string; password: string },
  options: { rememberMe?: boolean; headers?: Record<string, string> } = {},
): Promise<string> {
  const answer = await postSignIn(
    baseUrl,
    { login: who.username, password: who.password, rememberMe: options.rememberMe ?? true },
    options.headers,
  );
  if (!answer.cookie.includes("session_token")) {
    throw new Error(`sign-in as ${who.username} failed (${answer.status})`);
  }
  return answer.cookie;
}

/** Puts a Cookie header value's cookies into a browser context for the server's address. */
export async function addSessionCookies(context: BrowserContext, baseUrl: string, cookie: string) {
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: baseUrl };
    }),
  );
}

/** "signed in" when the form started a session, else the refusal's status (401, 429…). */
export async function signInOutcome(
  baseUrl: string,
  who: { username: string; password: string },
): Promise<"signed in" | number> {
  const answer = await postSignIn(baseUrl, { login: who.username, password: who.password });
  return answer.cookie.includes("session_token") ? "signed in" : answer.status;
}
