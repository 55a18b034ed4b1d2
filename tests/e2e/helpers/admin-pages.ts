// Shared by the admin page tests: opening an admin page once React has taken it over, and finding
// its fields. Signed-in contexts and pages: ./staff-session.ts.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "../../support/browser";

export { expectToast } from "../../support/toasts";

/** Opens an admin address, waits until React has hydrated it, and checks its page heading. */
export async function openAdminPage(page: Page, url: string, title: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
}

/** A form's English field by its label's whole text (with or without the required mark), not its "(Tamil)" twin. */
export function englishField(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));
}
