import { describe, expect, it } from "vitest";
import {
  HONEYPOT_FIELD,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  NEWSLETTER_RETURN_PATH,
  NEWSLETTER_SOURCE,
} from "~/copy/newsletter";
import { DomainError } from "~/server/domain-error.server";
import { getToast } from "~/server/http/toast.server";
import {
  countNewsletterSubscribers,
  newsletterSubscribers,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "~/server/news/newsletter.server";
import { createNewsletterSignup } from "~/server/news/newsletter-signup.server";
import { CLIENT_IP_HEADER, createRateLimiter } from "~/server/rate-limit.server";
import { nextInstant } from "../support/next-instant";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT } from "./helpers/staff";

setupTestDatabase();

describe("newsletter", () => {
  it("subscribes a new address, lowercased and trimmed", async () => {
    expect(await subscribeToNewsletter("  Parent.One@Example.ORG ", "news-page")).toBe("subscribed");
    const [subscriber] = await newsletterSubscribers();
    expect(subscriber).toMatchObject({ email: "parent.one@example.org", source: "news-page" });
    expect(subscriber!.subscribedAt).toMatch(ISO_INSTANT);
  });

  it("reports an address already on the list instead of adding it twice", async () => {
    expect(await subscribeToNewsletter("PARENT.ONE@example.org")).toBe("already subscribed");
    expect(await countNewsletterSubscribers()).toBe(1);
  });

  it("refuses addresses that are not email addresses", async () => {
    for (const bad of ["", "parent", "parent@", "a b@example.org", `${"x".repeat(250)}@example.org`])
      await expect(subscribeToNewsletter(bad)).rejects.toThrow(
        new DomainError("Please enter a valid email address.", { field: "email" }),
      );
    expect(await countNewsletterSubscribers()).toBe(1);
  });

  it("lists subscribers oldest first for export, leaving out those who left", async () => {
    await nextInstant();
    await subscribeToNewsletter("parent.two@example.org");
    await nextInstant();
    await subscribeToNewsletter("parent.three@example.org");
    expect(await unsubscribeFromNewsletter("Parent.Two@example.org")).toBe(true);
    expect((await newsletterSubscribers()).map((s) => s.email)).toEqual([
      "parent.one@example.org",
      "parent.three@example.org",
    ]);
    // Coming back counts as a new subscription.
    expect(await subscribeToNewsletter("parent.two@example.org")).toBe("subscribed");
    expect(await countNewsletterSubscribers()).toBe(3);
  });

  it("handles two identical sign-ups at once without a duplicate", async () => {
    const results = await Promise.all([
      subscribeToNewsletter("twice@example.org"),
      subscribeToNewsletter("twice@example.org"),
    ]);
    expect(results.sort()).toEqual(["already subscribed", "subscribed"]);
    expect((await newsletterSubscribers()).filter((s) => s.email === "twice@example.org")).toHaveLength(1);
  });
});

describe("the newsletter box's post", () => {
  const post = (fields: Record<string, string>, address = "203.0.113.10") =>
    new Request("http://school.test/news", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: address },
      body: new URLSearchParams(fields),
    });

  /** Where the answer sends the browser, and the toast it carries there. */
  async function answerOf(response: Response) {
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { toast } = await getToast(new Request("http://school.test/news", { headers: { Cookie: cookie } }));
    return { status: response.status, location: response.headers.get("Location"), toast };
  }

  it("stores a new address and says so; a second time it says it is already there", async () => {
    const signUp = createNewsletterSignup(createRateLimiter(NEWSLETTER_RATE_LIMIT));
    const first = await answerOf(await signUp(post({ email: " New.Parent@Example.org " })));
    expect(first).toMatchObject({
      status: 303,
      location: NEWSLETTER_RETURN_PATH,
      toast: { type: "success", ...NEWSLETTER_MESSAGES.subscribed("new.parent@example.org") },
    });
    expect((await newsletterSubscribers()).find((s) => s.email === "new.parent@example.org")?.source).toBe(
      NEWSLETTER_SOURCE,
    );
    const second = await answerOf(await signUp(post({ email: "NEW.PARENT@example.org" })));
    expect(second.toast).toMatchObject({
      type: "info",
      ...NEWSLETTER_MESSAGES.alreadySubscribed("new.parent@example.org"),
    });
  });

  it("refuses what is not an email address, missing or too long, storing nothing", async () => {
    const signUp = createNewsletterSignup(createRateLimiter(NEWSLETTER_RATE_LIMIT));
    const before = await countNewsletterSubscribers();
    for (const email of [
      "",
      "parent",
      "parent@school",
      "two@at@example.org",
      `${"x".repeat(250)}@example.org`,
    ]) {
      const answer = await answerOf(await signUp(post({ email })));
      expect(answer.toast, email).toMatchObject({ type: "error", ...NEWSLETTER_MESSAGES.invalidEmail });
    }
    expect((await answerOf(await signUp(post({})))).toast?.type).toBe("error");
    expect(await countNewsletterSubscribers()).toBe(before);
  });

  it("thanks a robot that filled the hidden field and stores nothing", async () => {
    const signUp = createNewsletterSignup(createRateLimiter(NEWSLETTER_RATE_LIMIT));
    const answer = await answerOf(await signUp(post({ email: "bot@example.org", [HONEYPOT_FIELD]: "x" })));
    expect(answer.toast?.type).toBe("success");
    expect((await newsletterSubscribers()).map((s) => s.email)).not.toContain("bot@example.org");
  });

  it("allows each address NEWSLETTER_RATE_LIMIT.max posts per window", async () => {
    const signUp = createNewsletterSignup(createRateLimiter(NEWSLETTER_RATE_LIMIT));
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++)
      await signUp(post({ email: "parent" }, "198.51.100.20"));
    const refused = await answerOf(await signUp(post({ email: "late@example.org" }, "198.51.100.20")));
    expect(refused.toast).toMatchObject({ type: "error", ...NEWSLETTER_MESSAGES.tooMany });
    expect((await newsletterSubscribers()).map((s) => s.email)).not.toContain("late@example.org");
    const other = await answerOf(await signUp(post({ email: "other@example.org" }, "198.51.100.21")));
    expect(other.toast?.type).toBe("success");
  });
});
