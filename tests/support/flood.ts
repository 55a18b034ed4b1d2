// Many GET requests at once from a process of their own, so the process measuring the server
// meanwhile is not the one busy sending them. Usage (pinned Node, type stripping):
//   node tests/support/flood.ts BASE_URL PATH_PREFIX COUNT
// requests BASE_URL + PATH_PREFIX + index for index 0..COUNT-1 together, then prints one JSON line:
// { statuses: { "404": n, ... }, caches: { "HIT": n, ... } (X-Cache), retryAfter: [distinct
// Retry-After values], bodies503: [distinct bodies] }.
import { request } from "node:http";

const [baseUrl, prefix, count] = process.argv.slice(2);
if (!baseUrl || prefix === undefined || !count) throw new Error("usage: flood.ts BASE_URL PATH_PREFIX COUNT");

type Answer = { status: number; cache?: string; retryAfter?: string; body?: string };

function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        resolve({
          status,
          cache: response.headers["x-cache"] as string | undefined,
          retryAfter: response.headers["retry-after"],
          body: status === 503 ? Buffer.concat(chunks).toString("utf8") : undefined,
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const answers = await Promise.all(
  Array.from({ length: Number(count) }, (_, i) => get(`${baseUrl}${prefix}${i}`)),
);
const statuses: Record<string, number> = {};
const caches: Record<string, number> = {};
for (const { status, cache } of answers) {
  statuses[status] = (statuses[status] ?? 0) + 1;
  caches[cache ?? "none"] = (caches[cache ?? "none"] ?? 0) + 1;
}
const refused = answers.filter((answer) => answer.status === 503);
console.log(
  JSON.stringify({
    statuses,
    caches,
    retryAfter: [...new Set(refused.map((answer) => answer.retryAfter))],
    bodies503: [...new Set(refused.map((answer) => answer.body))],
  }),
);
