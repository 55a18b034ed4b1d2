// Reads the configuration with one environment variable set (or unset), in a data folder of its
// own that is removed after the file's tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { readConfig } from "~/server/config.server";

export function configWith(variable: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "school-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return (value?: string) =>
    readConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { [variable]: value }) });
}
