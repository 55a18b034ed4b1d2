import { describe, expect, it } from "vitest";
import { DomainError } from "~/server/domain-error.server";
import {
  countNewsletterSubscribers,
  newsletterSubscribers,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "~/server/newsletter.server";
import { setupTestDatabase } from "../support/test-database";
import { ISO_INSTANT, pause } from "./helpers/staff";

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
        new DomainError("Please enter a valid email address."),
      );
    expect(await countNewsletterSubscribers()).toBe(1);
  });

  it("lists subscribers oldest first for export, leaving out those who left", async () => {
    await pause();
    await subscribeToNewsletter("parent.two@example.org");
    await pause();
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
