// `npm run build` runs this first: every message key of the English catalogue must exist in the
// Tamil one and the other way round, and no message may be empty. TypeScript catches most of it
// through `satisfies Messages[...]`; this also covers a build made without a typecheck, and names
// each key that is wrong. Usage: tsx scripts/check-catalogues.ts [catalogue-folder]
// (defaults to app/i18n/messages; the folder holds en/index.ts and ta/index.ts). Run with tsx: the
// catalogues import app modules through the "~/" alias.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type Tree = { [key: string]: unknown };

/** Every problem as "ta: missing home.heading"-style lines. */
export function catalogueProblems(catalogues: Record<string, Tree>, reference = "en"): string[] {
  const problems: string[] = [];
  const base = catalogues[reference];
  if (!base) return [`${reference}: the reference catalogue is missing`];
  for (const [locale, tree] of Object.entries(catalogues)) {
    compare(base, tree, "", locale, reference, problems);
  }
  return problems;
}

function compare(
  base: unknown,
  other: unknown,
  at: string,
  locale: string,
  reference: string,
  problems: string[],
) {
  if (isTree(base)) {
    if (!isTree(other)) {
      problems.push(`${locale}: ${at || "(root)"} should be a group of messages`);
      return;
    }
    for (const key of Object.keys(base)) {
      const child = at ? `${at}.${key}` : key;
      if (!(key in other)) problems.push(`${locale}: missing ${child}`);
      else compare(base[key], other[key], child, locale, reference, problems);
    }
    for (const key of Object.keys(other)) {
      if (!(key in base)) problems.push(`${locale}: ${at ? `${at}.${key}` : key} is not in ${reference}`);
    }
    return;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(other)) problems.push(`${locale}: ${at} should be a list`);
    else {
      for (const [n, item] of other.entries()) {
        compare(base[n] ?? base[0], item, `${at}.${n}`, locale, reference, problems);
      }
    }
    return;
  }
  if (typeof other !== "string") problems.push(`${locale}: ${at} should be a message`);
  else if (other.trim() === "") problems.push(`${locale}: ${at} is empty`);
}

function isTree(value: unknown): value is Tree {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const folder = path.resolve(process.argv[2] ?? path.join(here, "../app/i18n/messages"));
  const load = async (locale: string) =>
    ((await import(pathToFileURL(path.join(folder, locale, "index.ts")).href)) as Record<string, Tree>)[
      locale
    ]!;
  const problems = catalogueProblems({ en: await load("en"), ta: await load("ta") });
  if (problems.length > 0) {
    console.error(`Message catalogues (${folder}) do not match:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("Message catalogues: English and Tamil have the same keys.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
