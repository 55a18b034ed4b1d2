import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Toaster, toasterProps } from "~/components/ui/toaster";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX, TOAST_WIDTH_PX } from "~/lib/ui-timings";

describe("Toaster", () => {
  it("uses the specification's defaults", () => {
    expect([TOAST_DURATION_MS, TOAST_VISIBLE_MAX, TOAST_GAP_PX, TOAST_WIDTH_PX]).toEqual([4000, 3, 14, 356]);
    expect(toasterProps).toMatchObject({
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      position: "bottom-right",
      style: { "--width": "356px" },
    });
  });

  it("renders an empty, labelled live region on the server", () => {
    const html = renderToStaticMarkup(<Toaster />);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain("Notifications");
  });
});
