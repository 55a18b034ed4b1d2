// Issue 26: a form with unsaved changes asks "Discard changes?" before it closes or the page is
// left. Tests that close a dirty form on purpose answer it here.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { DISCARD_CHANGES_TITLE, DISCARD_LABEL } from "~/components/admin/form/discard-changes-dialog";
import { DISCARD_DRAFT_LABEL } from "~/components/admin/form/draft-notice";

/** Answers "Discard" to the question, which must be asked. */
export async function discardChanges(page: Page) {
  const question = page.getByRole("alertdialog", { name: DISCARD_CHANGES_TITLE });
  await question.getByRole("button", { name: DISCARD_LABEL }).click();
  await expect.poll(() => question.count()).toBe(0);
}

/**
 * A form reopened after unsaved typing (a reload, another visit) shows the browser's draft: this
 * throws it away, so that the form shows what is saved.
 */
export async function discardDraft(scope: Page | Locator) {
  const button = scope.getByRole("button", { name: DISCARD_DRAFT_LABEL });
  await button.click();
  await expect.poll(() => button.count()).toBe(0);
}
