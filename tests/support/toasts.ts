// Toasts as the visitor sees them (app/lib/toast.ts draws each as an li with data-toast).
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export const TOAST_SELECTOR = "[data-toast]";

/** The toasts on screen whose text contains `title`. */
export function toastWith(page: Page, title: string): Locator {
  return page.locator(TOAST_SELECTOR).filter({ hasText: title });
}

/** Waits until a toast whose text matches `text` is on screen. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect
    .poll(async () => (await page.locator(TOAST_SELECTOR).allInnerTexts()).join("\n"), { timeout: 10_000 })
    .toMatch(text);
}

/** Waits for the toast whose text contains `title`, then checks its kind and its description. */
export async function expectToastWith(
  page: Page,
  type: "success" | "error" | "info",
  title: string,
  description: string,
) {
  const toast = toastWith(page, title).first();
  await toast.waitFor();
  expect(await toast.getAttribute("data-type")).toBe(type);
  expect(await toast.textContent()).toContain(description);
}

/**
 * Waits until a toast with exactly this title (and containing the description) is on screen and
 * checks its kind. Several failure toasts share the title Error: the description tells them apart.
 */
export async function expectToastOf(
  page: Page,
  type: "success" | "error",
  title: string,
  description?: string,
) {
  const toast = toastWith(page, description ?? title)
    .filter({ has: page.locator(".toast-title", { hasText: title }) })
    .last();
  await toast.waitFor({ timeout: 10_000 });
  expect(await toast.locator(".toast-title").textContent()).toBe(title);
  expect(await toast.getAttribute("data-type")).toBe(type);
}

/**
 * Closes every toast on screen with its close button, as a visitor would, and waits until they are
 * gone: the toasts a step looks for next are then its own, not an earlier step's with the same text.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator(TOAST_SELECTOR);
  for (let left = await toasts.count(); left > 0; left = await toasts.count()) {
    await toasts.first().getByRole("button", { name: "Close notification" }).click();
    await expect.poll(() => toasts.count()).toBeLessThan(left);
  }
}
