// Walking a public page with the Tab key alone, for the keyboard checks of the content pages.
import type { Page } from "playwright-core";

export type KeyboardWalk = {
  /** Links in <main>. */
  links: number;
  /** How many of them the Tab key focused. */
  reached: number;
  /** Focus went on to the footer's last link, which comes after everything in <main>: never trapped. */
  leftThePage: boolean;
};

/** Presses Tab from the top of the page (at most 200 times) until focus leaves it. */
export async function walkWithTab(page: Page): Promise<KeyboardWalk> {
  const links = await page.evaluate(() => {
    const inMain = [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")];
    inMain.forEach((link, index) => {
      link.dataset.kb = String(index);
    });
    [...document.querySelectorAll("footer a[href]")].at(-1)?.setAttribute("data-kb-last", "");
    return inMain.length;
  });
  const reached = new Set<string>();
  let leftThePage = false;
  for (let press = 0; press < 200 && !leftThePage; press++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return { kb: active?.dataset.kb ?? null, last: active?.hasAttribute("data-kb-last") ?? false };
    });
    if (focus.kb !== null) reached.add(focus.kb);
    leftThePage = focus.last;
  }
  return { links, reached: reached.size, leftThePage };
}
