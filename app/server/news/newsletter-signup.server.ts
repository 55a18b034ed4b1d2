// The newsletter box's post (a plain HTML form on /news): checked, rate-limited per client
// address, robots dropped, the address stored once; the visitor always lands back on the box
// with the answer as a toast, so a reload never posts again. A post from the Tamil News page
// (/ta/news) is answered in Tamil and lands back on the Tamil page.
import { z } from "zod";
import {
  HONEYPOT_FIELD,
  NEWSLETTER_EMAIL_FIELD,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_RATE_LIMIT,
  NEWSLETTER_RETURN_PATH,
  NEWSLETTER_SOURCE,
} from "~/copy/newsletter";
import { type Locale, pathInLocale } from "~/i18n/locales";
import { requestLocale, translatorFor } from "~/i18n/server";
import { DomainError } from "../domain-error.server";
import { redirectWithToast } from "../http/toast.server";
import { log } from "../log.server";
import { clientAddressGroup, createSharedRateLimiter, type RateLimiter } from "../rate-limit.server";
import { subscribeToNewsletter } from "./newsletter.server";

const signupSchema = z.object({
  [NEWSLETTER_EMAIL_FIELD]: z.string().trim().min(1).max(NEWSLETTER_EMAIL_MAX).pipe(z.email()),
  [HONEYPOT_FIELD]: z.string().optional(),
});

type Toast = { type: "success" | "error" | "info"; title: string; description: string };

/** The answers in the visitor's language (English: NEWSLETTER_MESSAGES' texts). */
function messagesIn(locale: Locale) {
  const t = translatorFor(locale);
  const fixed = (key: "invalidEmail" | "tooMany" | "failed") => ({
    title: t(`news.newsletter.${key}.title`),
    description: t(`news.newsletter.${key}.description`),
  });
  return {
    subscribed: (email: string) => ({
      title: t("news.newsletter.subscribed.title"),
      description: t("news.newsletter.subscribed.description", { email }),
    }),
    alreadySubscribed: (email: string) => ({
      title: t("news.newsletter.alreadySubscribed.title"),
      description: t("news.newsletter.alreadySubscribed.description", { email }),
    }),
    invalidEmail: fixed("invalidEmail"),
    tooMany: fixed("tooMany"),
    failed: fixed("failed"),
  };
}

/** A sign-up handler with its own rate limiter (each test can have a fresh one). */
export function createNewsletterSignup(
  limiter: RateLimiter = createSharedRateLimiter({ name: "newsletter", ...NEWSLETTER_RATE_LIMIT }),
) {
  return async (request: Request): Promise<Response> => {
    const locale = requestLocale(request);
    const messages = messagesIn(locale);
    const answer = (toast: Toast) =>
      redirectWithToast(pathInLocale(NEWSLETTER_RETURN_PATH, locale), toast, { status: 303 });
    const address = clientAddressGroup(request);
    if (!(await limiter.hit(address)).allowed) {
      log("warn", "newsletter sign-up refused: rate limit", { address });
      return answer({ type: "error", ...messages.tooMany });
    }
    let fields: Record<string, unknown>;
    try {
      fields = Object.fromEntries(await request.formData());
    } catch {
      return answer({ type: "error", ...messages.invalidEmail });
    }
    const honeypot = fields[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot !== "") {
      // A robot: it is told what a person would be told, and nothing is stored.
      log("info", "newsletter sign-up dropped: honeypot filled", { address });
      const email = String(fields[NEWSLETTER_EMAIL_FIELD] ?? "").slice(0, NEWSLETTER_EMAIL_MAX);
      return answer({ type: "success", ...messages.subscribed(email) });
    }
    const parsed = signupSchema.safeParse(fields);
    if (!parsed.success) return answer({ type: "error", ...messages.invalidEmail });
    const email = parsed.data[NEWSLETTER_EMAIL_FIELD].toLowerCase();
    try {
      const result = await subscribeToNewsletter(email, NEWSLETTER_SOURCE);
      return answer(
        result === "subscribed"
          ? { type: "success", ...messages.subscribed(email) }
          : { type: "info", ...messages.alreadySubscribed(email) },
      );
    } catch (error) {
      if (error instanceof DomainError) return answer({ type: "error", ...messages.invalidEmail });
      log("error", "newsletter sign-up failed", { error });
      return answer({ type: "error", ...messages.failed });
    }
  };
}

/** The server's handler: one allowance per client address (for every process, on PostgreSQL). */
export const signUpForNewsletter = createNewsletterSignup();
