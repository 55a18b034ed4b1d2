// The render cache's waits over real HTTP, with the render's timing in the test's hands: a stand-in
// for React Router that draws nothing until the test lets it. No request may outlive its client in
// the cache's maps, no wait may last for ever, and one address cannot hold every place.
import { once } from "node:events";
import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SITE_BUSY_MESSAGE } from "~/copy/outage";
import { publicCache } from "~/server/cache/middleware.server";
import { renderSlots } from "~/server/cache/render-limit.server";
import { CLIENT_IP_HEADER } from "~/server/rate-limit.server";
import { setupTestDatabase } from "../support/test-database";

setupTestDatabase();

/** No routes known: every address is drawn the usual way (the not-found shortcut is tested end to end). */
const noBuild = () => Promise.reject(new Error("no build in this test")) as Promise<ServerBuild>;

type Stand = {
  url: string;
  server: Server;
  /** Requests that reached the renderer, in order, by path. */
  drawn: string[];
  /** Lets the renderer finish its oldest unfinished render (answering without keeping the page). */
  finishOne: () => void;
  /** Settles when the server has seen `count` responses close. */
  closedResponses: (count: number) => Promise<void>;
  /** Settles when `count` requests have arrived. */
  arrived: (count: number) => Promise<void>;
};

let stands: Server[] = [];
afterEach(async () => {
  for (const server of stands) {
    server.closeAllConnections();
    server.close();
  }
  stands = [];
});

async function stand(options: Omit<Parameters<typeof publicCache>[0], "build">): Promise<Stand> {
  const app = express();
  const drawn: string[] = [];
  const gates: (() => void)[] = [];
  let arrivals = 0;
  let closes = 0;
  const waiters: { kind: "arrived" | "closed"; count: number; resolve: () => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      const reached = waiter.kind === "arrived" ? arrivals : closes;
      if (reached >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  app.use((req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = String(req.headers["x-test-address"] ?? "192.0.2.1");
    arrivals++;
    res.once("close", () => {
      closes++;
      check();
    });
    check();
    next();
  });
  app.use(publicCache({ build: noBuild, ...options }));
  app.use(async (req, res) => {
    drawn.push(req.path);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (!res.writableEnded) res.type("text/html").send(`<p>${req.path}</p>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  stands.push(server);
  const wait = (kind: "arrived" | "closed", count: number) =>
    new Promise<void>((resolve) => {
      waiters.push({ kind, count, resolve });
      check();
    });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    drawn,
    finishOne: () => gates.shift()?.(),
    closedResponses: (count) => wait("closed", count),
    arrived: (count) => wait("arrived", count),
  };
}

type Answer = { status: number; body: string };

/** A GET that can be abandoned; `answer` settles with the status and body, or rejects when cut off. */
function get(url: string, address = "192.0.2.1") {
  const req = httpRequest(url, { agent: false, headers: { "x-test-address": address } });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on("response", (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
  });
  answer.catch(() => {});
  req.end();
  return { answer, leave: () => req.destroy() };
}

describe("waiting for a render", () => {
  it("forgets a client that left while waiting for another's render, so the page is drawn for the next", async () => {
    const slots = renderSlots(1, 5, 60_000);
    // Waits long enough that only a stuck entry, never a deadline, could hold the next visitor.
    const site = await stand({ slots, renderWaitMs: 60_000, renderDeadlineMs: 60_000 });
    const first = get(`${site.url}/about`);
    await expect.poll(() => site.drawn).toEqual(["/about"]);
    const second = get(`${site.url}/about`);
    await site.arrived(2);
    // It waits for the first render; its visitor leaves during that wait.
    second.leave();
    await site.closedResponses(1);
    // The first render ends without the page being kept.
    site.finishOne();
    expect(await first.answer).toEqual({ status: 200, body: "<p>/about</p>" });
    await site.closedResponses(2);

    // The next visitor's page is drawn, not held behind the visitor who left.
    const third = get(`${site.url}/about`);
    await expect.poll(() => site.drawn).toEqual(["/about", "/about"]);
    site.finishOne();
    expect(await third.answer).toEqual({ status: 200, body: "<p>/about</p>" });
    await site.closedResponses(3);
    // Every place was given back: nobody holds a turn for a client that is gone.
    expect([slots.active(), slots.waiting(), slots.heldBy("192.0.2.1")]).toEqual([0, 0, 0]);
  });

  it("answers 'busy' to a visitor whose page is drawn by another for longer than the wait", async () => {
    const slots = renderSlots(3, 5, 60_000);
    const site = await stand({ slots, renderWaitMs: 200, renderDeadlineMs: 60_000 });
    const first = get(`${site.url}/events`);
    await expect.poll(() => site.drawn).toEqual(["/events"]);
    const second = get(`${site.url}/events`);
    expect(await second.answer).toEqual({ status: 503, body: SITE_BUSY_MESSAGE });
    // It did not start a second render of a page already being drawn.
    expect(site.drawn).toEqual(["/events"]);
    site.finishOne();
    expect((await first.answer).status).toBe(200);
  });

  it("answers 'busy' when a render outlasts its deadline, and gives its turn to the next", async () => {
    const slots = renderSlots(1, 5, 60_000);
    const site = await stand({ slots, renderWaitMs: 60_000, renderDeadlineMs: 200 });
    const stuck = get(`${site.url}/gallery`);
    expect(await stuck.answer).toEqual({ status: 503, body: SITE_BUSY_MESSAGE });
    await site.closedResponses(1);
    expect(slots.active()).toBe(0);
    // The stuck render finishing late writes nowhere and breaks nothing.
    site.finishOne();
    const next = get(`${site.url}/news`);
    await expect.poll(() => site.drawn).toEqual(["/gallery", "/news"]);
    site.finishOne();
    expect(await next.answer).toEqual({ status: 200, body: "<p>/news</p>" });
  });
});

describe("places for drawing pages", () => {
  it("lets one address hold only its share of them; another address still gets its page drawn", async () => {
    const slots = renderSlots(2, 24, 60_000, 4);
    const site = await stand({ slots, renderWaitMs: 60_000, renderDeadlineMs: 60_000 });
    const flood = Array.from({ length: 12 }, (_, i) =>
      get(`${site.url}/gallery?page=${i + 1}`, "198.51.100.9"),
    );
    const answers = flood.map((request) => request.answer);
    // Eight of the twelve are turned away at once, without waiting for anything.
    await site.closedResponses(8);
    expect(slots.heldBy("198.51.100.9")).toBe(4);
    expect([slots.active(), slots.waiting()]).toEqual([2, 2]);

    const parent = get(`${site.url}/admissions`, "203.0.113.50");
    await expect.poll(() => slots.waiting()).toBe(3);
    for (let finished = 0; finished < 5; finished++) {
      await expect.poll(() => site.drawn.length).toBeGreaterThan(finished);
      site.finishOne();
    }
    expect(await parent.answer).toEqual({ status: 200, body: "<p>/admissions</p>" });
    const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(8).fill(503)]);
  });
});
