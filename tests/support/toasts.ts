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

export type ShownToast = { type: string | null; title: string; text: string };

/**
 * Records every toast as it appears, and returns what has been shown so far. A toast stays 4 s; a
 * step that first waits for slow work (ten photos processed on a busy machine) may look after a toast
 * shown at its start has gone, so it checks the record instead of the screen.
 */
export async function recordToasts(page: Page): Promise<() => Promise<ShownToast[]>> {
  await page.evaluate((selector) => {
    const seen = new Set<Element>();
    const shown: ShownToast[] = [];
    (window as unknown as { __toastsShown: ShownToast[] }).__toastsShown = shown;
    const record = () => {
      for (const toast of document.querySelectorAll(selector)) {
        const title = toast.querySelector(".toast-title")?.textContent ?? "";
        if (seen.has(toast) || !title) continue;
        seen.add(toast);
        shown.push({ type: toast.getAttribute("data-type"), title, text: toast.textContent ?? "" });
      }
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, TOAST_SELECTOR);
  return () => page.evaluate(() => (window as unknown as { __toastsShown: ShownToast[] }).__toastsShown);
}

/** Waits until the record (recordToasts) holds a toast of this kind, title and description. */
export async function expectToastShown(
  shown: () => Promise<ShownToast[]>,
  type: "success" | "error",
  title: string,
  description: string,
) {
  await expect
    .poll(shown, { timeout: 10_000 })
    .toContainEqual({ type, title, text: expect.stringContaining(description) });
}
