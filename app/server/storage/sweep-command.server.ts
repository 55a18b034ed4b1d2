// The shell side of the orphan sweep (bin/media-sweep.ts): flags in, readable lines out.
import { parseArgs } from "node:util";
import { formatFileSize } from "~/lib/file-size";
import type { FileStore, StoredFile } from "./file-store.server";
import { DEFAULT_SWEEP_GRACE_MS, SweepRefusedError, sweepOrphanFiles } from "./sweep.server";

export const SWEEP_COMMAND_USAGE = `Usage:
  npm run media:sweep -- [--dry-run] [--grace DURATION]
Removes stored files that no media record points to (an upload cut off by a crash leaves such
files), and half-written temporary files. Only files last written more than DURATION ago are
touched (default 1h; e.g. 30m, 2h, 1d; 0 only while no upload is running).
--dry-run lists what would be removed and removes nothing.`;

export type SweepCommandResult = { ok: boolean; lines: string[] };

const units: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "30m" → milliseconds; "0" needs no unit; anything else is refused with a reason. */
export function parseGrace(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h|d)?$/.exec(text.trim());
  if (!match || (!match[2] && Number(match[1]) !== 0)) {
    throw new Error(`--grace "${text}" is not a duration: give a number and a unit, such as 30m, 2h or 1d.`);
  }
  return Math.round(Number(match[1]) * (units[match[2] ?? "s"] ?? 0));
}

export async function runSweepCommand(
  argv: string[],
  options: { store?: FileStore; now?: Date } = {},
): Promise<SweepCommandResult> {
  let flags: { dryRun: boolean; graceMs: number };
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        "dry-run": { type: "boolean", default: false },
        grace: { type: "string" },
        help: { type: "boolean", default: false },
      },
    });
    if (values.help) return { ok: true, lines: [SWEEP_COMMAND_USAGE] };
    flags = {
      dryRun: values["dry-run"],
      graceMs: values.grace === undefined ? DEFAULT_SWEEP_GRACE_MS : parseGrace(values.grace),
    };
  } catch (error) {
    return { ok: false, lines: [(error as Error).message, SWEEP_COMMAND_USAGE] };
  }

  try {
    const result = await sweepOrphanFiles({ ...flags, ...options });
    const verb = result.dryRun ? "Would remove" : "Removed";
    const lines = [
      ...(result.dryRun ? ["Dry run: nothing is removed."] : []),
      ...[...result.orphans, ...result.temporary].map(
        (file) => `${verb.toLowerCase()} ${file.path} (${formatFileSize(file.sizeBytes)})`,
      ),
      `${verb} ${count(result.orphans.length, "file")} without a media record (${totalSize(result.orphans)}).`,
      ...(result.temporary.length > 0
        ? [
            `${verb} ${count(result.temporary.length, "abandoned temporary file")} (${totalSize(result.temporary)}).`,
          ]
        : []),
      `Kept ${count(result.kept, "file")} that media records use.${flags.graceMs > 0 ? ` Files written in the last ${duration(flags.graceMs)} were left alone.` : ""}`,
    ];
    return { ok: true, lines };
  } catch (error) {
    if (error instanceof SweepRefusedError) return { ok: false, lines: [error.message] };
    throw error;
  }
}

function count(n: number, noun: string) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function totalSize(files: StoredFile[]) {
  return formatFileSize(files.reduce((sum, file) => sum + file.sizeBytes, 0));
}

function duration(ms: number) {
  for (const [unit, size] of [
    ["day", units.d!],
    ["hour", units.h!],
    ["minute", units.m!],
  ] as const) {
    if (ms >= size && ms % size === 0) return count(ms / size, unit);
  }
  return count(Math.round(ms / 1000), "second");
}
