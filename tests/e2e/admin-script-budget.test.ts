// Issue 27: the script a cold visit to each admin screen runs before it is drawn, read from the
// production build's manifest (tests/support/route-scripts.ts). The issue's budgets are the
// dashboard at most 150 KB of gzip and every list screen at most 180 KB; they are not met yet
// (React and React Router alone are 108 KB, and each list screen's forms and Zod come with it:
// docs/decisions/026-admin-script-budget.md). Until they are, this test holds the ceilings reached
// (170 and 280 KB), so that no screen grows back, and the budget of at most 20 script files, which
// is met. The editor, the calendar and the chart are chunks loaded when used, so they are not
// counted; the dropzone still comes with the forms' image field.
// No server and no browser: it sits in the e2e project because that project runs after the build
// (scripts/test.sh). The same figures in a real browser: `npm run bench -- --only adminscripts`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/app-server";
import { type AdminScreen, adminColdScripts, gzipBytes } from "../support/route-scripts";

/** Issue 27's budgets, not met yet: the ceilings below are what the test holds meanwhile. */
const ISSUE_BUDGET_KB = { dashboard: 150, listScreen: 180 } as const;
const DASHBOARD_CEILING_KB = 170;
const LIST_SCREEN_CEILING_KB = 280;
const FILES_BUDGET = 20;

const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");

/** The largest files of a screen, to say where its budget went when it fails. */
function heaviest(names: string[]) {
  return names
    .map((name) => ({ name, kb: gzipBytes(buildDir, name) / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 6)
    .map(({ name, kb }) => `${path.basename(name)} ${kb.toFixed(1)} KB`)
    .join(", ");
}

describe("the script of an admin screen on a cold visit", () => {
  const screens = adminColdScripts(buildDir);
  const budget = (screen: AdminScreen) =>
    screen === "/admin" ? DASHBOARD_CEILING_KB : LIST_SCREEN_CEILING_KB;

  it.each(Object.keys(screens) as AdminScreen[])(
    "%s stays within its gzip ceiling and 20 files",
    (screen) => {
      const { kb, files, names } = screens[screen];
      const target = screen === "/admin" ? ISSUE_BUDGET_KB.dashboard : ISSUE_BUDGET_KB.listScreen;
      const where = `${screen}: ${kb.toFixed(1)} KB in ${files} files (issue 27's budget: ${target} KB); heaviest: ${heaviest(names)}`;
      expect(kb, where).toBeLessThanOrEqual(budget(screen));
      expect(files, where).toBeLessThanOrEqual(FILES_BUDGET);
    },
  );

  it("holds neither the editor, the calendar nor the chart", () => {
    // Strings each library's code carries whatever chunk it lands in.
    const libraries = {
      "Tiptap's editor (ProseMirror)": "ProseMirror-",
      "react-day-picker's calendar": "rdp-",
      "Recharts' chart": "recharts-",
    };
    for (const [screen, { names }] of Object.entries(screens)) {
      const code = names.map((name) => readFileSync(path.join(buildDir, "client", name), "utf8")).join("\n");
      const found = Object.entries(libraries).filter(([, marker]) => code.includes(marker));
      expect(
        found.map(([library]) => library),
        screen,
      ).toEqual([]);
    }
  });
});
