// Axe as the end-to-end tests run it: only the violations are gathered. The passes and the rules
// that do not apply are most of a scan's work (a fifth to a third of its time, measured on /,
// /admin/events and /admin/content), and no test reads them.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}
