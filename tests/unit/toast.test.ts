// app/lib/toast.ts, the one way to show a toast on the public site and in the admin, and the React
// toaster it loads on the first toast (app/components/toaster.tsx): the region, its 4000 ms and at
// most three toasts (spec §9, measured against the spec's numbers), ids, buttons, pausing while
// pointed at or focused, and dismissing. Bundled and run in Chromium
// (tests/support/browser-module.ts) with a clock that moves only when a test moves it.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { toast as serverSideToast } from "~/lib/toast";
import type { ToastMessage, ToastType } from "~/lib/toast-message";
import { openPage } from "../support/browser";
import { loadModule, prepareModule } from "../support/browser-module";
import { setupBrowser } from "../support/server-and-browser";
import { SPEC } from "../support/spec";

const browser = setupBrowser();
beforeAll(() => prepareModule("app/lib/toast.ts").then(() => undefined));

type ToastModule = typeof import("~/lib/toast");
type PageWindow = Window & { toastModule: ToastModule; actionsRun?: number };

/** A page with toast.ts loaded and a clock that stands still until the test runs it. */
async function toastPage(): Promise<Page> {
  const page = await openPage(browser());
  await page.clock.install({ time: Date.parse("2026-01-05T04:30:00Z") });
  await loadModule(page, "app/lib/toast.ts", "toastModule");
  await page.clock.pauseAt(Date.parse("2026-01-05T04:31:00Z"));
  return page;
}

/** Shows a toast and waits until React has drawn it. */
async function show(page: Page, type: ToastType, message: ToastMessage) {
  await page.evaluate(
    ([type, message]) => (window as unknown as PageWindow).toastModule.toast[type](message),
    [type, message] as const,
  );
  await expect.poll(() => titles(page)).toContain(message.title);
}

/** Shows a toast whose Undo button counts its clicks in window.actionsRun. */
async function showWithAction(page: Page, title: string) {
  await page.evaluate((title) => {
    const win = window as unknown as PageWindow;
    win.toastModule.toast.info({
      title,
      action: { label: "Undo", onClick: () => (win.actionsRun = (win.actionsRun ?? 0) + 1) },
    });
  }, title);
  await expect.poll(() => titles(page)).toContain(title);
}

/** The toasts on screen, oldest first (React draws them a moment after the call). */
function shown(page: Page) {
  return page.locator("[data-toast]").evaluateAll((items) =>
    items.map((item) => ({
      type: item.getAttribute("data-type"),
      title: item.querySelector(".toast-title")?.textContent,
      description: item.querySelector(".toast-description")?.textContent ?? null,
    })),
  );
}

const titles = async (page: Page) => (await shown(page)).map((toast) => toast.title);

describe("a toast", () => {
  it("is drawn in one labelled region, created with the first toast, each announced politely", async () => {
    const page = await toastPage();
    expect(await page.getByRole("region").count()).toBe(0);
    await show(page, "success", { title: "Saved", description: "The slide is live." });
    await show(page, "error", { title: "Not saved" });
    await show(page, "info", { title: "Heads up", description: "Office closes at 5." });
    expect(await page.getByRole("region", { name: "Notifications" }).count()).toBe(1);
    expect(await page.locator('[role="region"] [data-toast-list] [data-toast]').count()).toBe(3);
    await expect
      .poll(() => shown(page))
      .toEqual([
        { type: "success", title: "Saved", description: "The slide is live." },
        { type: "error", title: "Not saved", description: null },
        { type: "info", title: "Heads up", description: "Office closes at 5." },
      ]);
    // Each is announced politely: Radix speaks a toast through a status region of its own (for a
    // second, from the next frame), so the toast itself is not a second live region that would
    // speak it twice.
    await page.clock.runFor(100);
    const announced = await page
      .locator('[role="status"][aria-live="polite"]')
      .evaluateAll((regions) => regions.map((region) => region.textContent));
    for (const title of ["Saved", "Not saved", "Heads up"]) {
      expect(announced.some((text) => text?.includes(title))).toBe(true);
    }
    expect(
      await page.locator('[data-toast]:is([role="status"], [aria-live]:not([aria-live="off"]))').count(),
    ).toBe(0);
  });

  it("goes after the spec's 4000 ms, or after its own duration", async () => {
    const page = await toastPage();
    await show(page, "success", { title: "Default" });
    await show(page, "info", { title: "Longer", duration: 10_000 });
    await page.clock.runFor(SPEC.toastDurationMs - 1);
    await expect.poll(() => titles(page)).toEqual(["Default", "Longer"]);
    await page.clock.runFor(1);
    await expect.poll(() => titles(page)).toEqual(["Longer"]);
    await page.clock.runFor(10_000 - SPEC.toastDurationMs - 1);
    await expect.poll(() => titles(page)).toEqual(["Longer"]);
    await page.clock.runFor(1);
    await expect.poll(() => titles(page)).toEqual([]);
  });

  it("shows at most the spec's 3 at once: a new one removes the oldest", async () => {
    const page = await toastPage();
    const all = Array.from({ length: SPEC.toastsShownMax + 2 }, (_, i) => `Toast ${i + 1}`);
    for (const [i, title] of all.entries()) {
      await show(page, "info", { title });
      await expect.poll(() => titles(page)).toEqual(all.slice(0, i + 1).slice(-SPEC.toastsShownMax));
    }
    await expect.poll(() => page.locator("[data-toast]").count()).toBe(3);
  });

  it("replaces a toast shown again with the same id instead of stacking it", async () => {
    const page = await toastPage();
    await show(page, "info", { id: "upload", title: "Uploading…" });
    await show(page, "info", { title: "Unrelated" });
    await show(page, "success", { id: "upload", title: "Uploaded" });
    await expect.poll(() => titles(page)).toEqual(["Unrelated", "Uploaded"]);
    expect(await page.locator('[data-toast-id="upload"]').getAttribute("data-type")).toBe("success");
  });

  it("closes with its close button, and runs its one action once before closing", async () => {
    const page = await toastPage();
    await show(page, "success", { title: "Closable" });
    await page.getByRole("button", { name: "Close notification" }).click();
    await expect.poll(() => titles(page)).toEqual([]);

    await showWithAction(page, "Deleted");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => titles(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as PageWindow).actionsRun)).toBe(1);
  });

  it("waits while the pointer is on it, then finishes its time", async () => {
    const page = await toastPage();
    await show(page, "success", { title: "Pointed at" });
    await page.clock.runFor(1000);
    await page.locator("[data-toast]").hover();
    await page.clock.runFor(60_000);
    await expect.poll(() => titles(page)).toEqual(["Pointed at"]);
    await page.mouse.move(900, 600);
    await page.clock.runFor(SPEC.toastDurationMs - 1000 - 1);
    await expect.poll(() => titles(page)).toEqual(["Pointed at"]);
    await page.clock.runFor(1);
    await expect.poll(() => titles(page)).toEqual([]);
  });

  it("waits while focus is in it, then finishes its time", async () => {
    const page = await toastPage();
    await show(page, "error", { title: "Focused" });
    await page.clock.runFor(1000);
    await page.getByRole("button", { name: "Close notification" }).focus();
    await page.clock.runFor(60_000);
    await expect.poll(() => titles(page)).toEqual(["Focused"]);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(SPEC.toastDurationMs - 1000 - 1);
    await expect.poll(() => titles(page)).toEqual(["Focused"]);
    await page.clock.runFor(1);
    await expect.poll(() => titles(page)).toEqual([]);
  });

  it("is dismissed by id, or all at once", async () => {
    const page = await toastPage();
    await show(page, "info", { id: 1, title: "One" });
    await show(page, "info", { id: "two", title: "Two" });
    await show(page, "info", { title: "Three" });
    await page.evaluate(() => (window as unknown as PageWindow).toastModule.toast.dismiss(1));
    await expect.poll(() => titles(page)).toEqual(["Two", "Three"]);
    await page.evaluate(() => (window as unknown as PageWindow).toastModule.toast.dismiss());
    await expect.poll(() => titles(page)).toEqual([]);
  });

  it("does nothing where there is no document, as while the server renders", () => {
    expect(typeof document).toBe("undefined");
    expect(() => serverSideToast.success({ title: "On the server" })).not.toThrow();
    expect(() => serverSideToast.dismiss()).not.toThrow();
  });
});
