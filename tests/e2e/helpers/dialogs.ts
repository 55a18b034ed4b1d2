// The admin's dialogs come with their code when first opened; until it has come, a frame with the
// dialog's title stands in (components/admin/lazy-dialog.tsx, marked aria-busy). Tests that look at
// what the dialog holds (its fields, where the focus is) wait for the dialog itself.
import type { Locator, Page } from "playwright-core";

/** The open dialog named `name` (or the one open dialog) once it is drawn, not its frame. */
export async function drawnDialog(page: Page, name?: string, { exact = true } = {}): Promise<Locator> {
  const named = name === undefined ? page.getByRole("dialog") : page.getByRole("dialog", { name, exact });
  const dialog = named.and(page.locator(':not([aria-busy="true"])'));
  await dialog.waitFor();
  return dialog;
}
