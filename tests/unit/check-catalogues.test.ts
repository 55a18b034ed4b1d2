import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueProblems } from "../../scripts/check-catalogues";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const copies: string[] = [];

/** A copy of the real catalogues with one Tamil file edited. */
function cataloguesWith(tamilFile: string, edit: (source: string) => string) {
  const folder = mkdtempSync(path.join(tmpdir(), "catalogues-"));
  copies.push(folder);
  cpSync(path.join(root, "app/i18n/messages"), folder, { recursive: true });
  const file = path.join(folder, "ta", tamilFile);
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return folder;
}

async function check(folder?: string) {
  // The pinned Node running this test, with tsx as a loader: `npx tsx` would first start npm.
  const args = ["--import", "tsx", "scripts/check-catalogues.ts", ...(folder ? [folder] : [])];
  return run(process.execPath, args, { cwd: root }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );
}

afterAll(() => {
  for (const folder of copies) rmSync(folder, { recursive: true, force: true });
});

describe("message catalogue check (run by npm run build)", () => {
  it("is the first step of the build", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    expect(scripts.build).toMatch(/^tsx scripts\/check-catalogues\.ts && /);
  });

  it("passes on the catalogues as they are", async () => {
    expect(await check()).toMatchObject({ code: 0 });
  });

  it("fails, naming the key, when a Tamil message is missing", async () => {
    const folder = cataloguesWith("common.ts", (source) => source.replace(/^\s*skipLink: .*\n/m, ""));
    const result = await check(folder);
    expect(result.code).toBe(1);
    expect(result.output).toContain("ta: missing common.skipLink");
  });

  it("names missing, extra, empty and misshapen messages in either language", () => {
    const problems = catalogueProblems({
      en: { home: { heading: "Welcome", cta: "Enquire", list: ["a"] }, news: { title: "News" } },
      ta: { home: { heading: "", extra: "x", list: "a" }, news: "செய்திகள்" },
    });
    expect(problems).toEqual([
      "ta: home.heading is empty",
      "ta: missing home.cta",
      "ta: home.list should be a list",
      "ta: home.extra is not in en",
      "ta: news should be a group of messages",
    ]);
  });
});
