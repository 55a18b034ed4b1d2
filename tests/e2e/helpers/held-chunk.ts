// A script chunk held back as a slow line would hold it: its request waits until `release()`,
// and `arrived` resolves once it has been received in full.
import type { Page } from "playwright-core";

export async function holdChunk(page: Page, chunk: string) {
  const address = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(address, async (route) => {
    await released;
    await route.continue();
  });
  const arrived = page
    .waitForResponse(address)
    .then((response) => response.finished())
    .then(() => undefined);
  return { release, arrived };
}
