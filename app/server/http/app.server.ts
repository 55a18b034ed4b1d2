// The application as the HTTP server sees it: start-up (configuration, database, first admin,
// demo content), the media files, and React Router's request handler. server.ts loads this
// module from the server bundle so that the app and the server share one database handle.
import express from "express";
import "react-router";
import type { ServerBuild } from "react-router";
import { flushTrackQueue } from "../analytics/ingest/ingest.server";
import { publicCache } from "../cache/middleware.server";
import { config } from "../config.server";
import { closeDatabase, initDatabase } from "../db/db.server";
import { log } from "../log.server";
import { startMailSender, stopMailSender } from "../mail/sender.server";
import { releaseStartupGarbage } from "../memory.server";
import { startPushSender, stopPushSender } from "../push/sender.server";
import { CLIENT_IP_HEADER } from "../rate-limit.server";
import { startupTasks } from "../startup.server";
import {
  beginStartupTrace,
  finishStartupTrace,
  recordStartupStep,
  startupStep,
  traceFirstHomePage,
} from "../startup-trace.server";
import { requestBodies } from "./body-budget.server";
import { contentSecurityPolicyHeader } from "./content-security-policy.server";
import { languagePreference } from "./language.server";
import { mediaFiles } from "./media-files.server";
import { publicPageScriptSrc, visitorTrackerSrc } from "./page-script.server";
import { reactRouterHandler } from "./react-router-handler.server";
import { trackFastPath } from "./track.server";

/**
 * The routes, the largest part of the server build. In production they start loading at once,
 * beside the database's start (its waits for the disk and the file copies of the demo pictures
 * leave the thread idle), so the first request finds them loaded or nearly; the dev server loads
 * them afresh on each request, for hot reload.
 */
function routesLoader(): () => Promise<ServerBuild> {
  const load = () => import("virtual:react-router/server-build");
  if (import.meta.env.DEV) return load;
  const routes = startupStep("routes loaded", load);
  // A broken build fails the requests that need it, as before, not the process.
  routes.catch(() => {});
  return () => routes;
}

/** A step server.ts timed before the app was loaded, for the start-up trace. */
type EarlierStep = { step: string; ms: number };

export async function startApp(options: { earlierSteps?: EarlierStep[] } = {}) {
  beginStartupTrace();
  for (const { step, ms } of options.earlierSteps ?? []) recordStartupStep(step, ms);
  const settings = await startupStep("configuration", () => {
    const settings = config();
    // A build without the public pages' scripts stops here, not on the first page.
    publicPageScriptSrc();
    visitorTrackerSrc();
    requestBodies.setTotal(settings.requestBodyMemoryBytes);
    return settings;
  });
  const build = routesLoader();
  const { engine } = await initDatabase(settings.database);
  log("info", "database ready", { engine });
  await startupTasks();
  startMailSender(settings.mail);
  startPushSender();

  const handler = express.Router();
  handler.use(traceFirstHomePage());
  let warnedAboutProxy = false;
  handler.use((req, _res, next) => {
    // Express derived req.ip from the socket, or from X-Forwarded-For counted TRUST_PROXY hops from
    // the right (server.ts); a header the client sends under this name is overwritten here.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    if (!warnedAboutProxy && settings.trustProxyHops === 0 && req.headers["x-forwarded-for"]) {
      warnedAboutProxy = true;
      log(
        "warn",
        "requests carry X-Forwarded-For but TRUST_PROXY is off: if a proxy stands in front, every visitor shares its address and limits; see README, Configuration",
      );
    }
    next();
  });
  // Beacons skip the render cache and React Router (track.server.ts says why).
  handler.use(trackFastPath);
  handler.use("/media", mediaFiles(settings));
  handler.use(languagePreference);
  handler.use(publicCache({ build }));
  handler.use(
    reactRouterHandler(build, { maxUploadBytes: settings.maxUploadBytes, publicUrl: settings.publicUrl }),
  );
  // The routes' modules are loaded now rather than by the first request, so that what loading
  // them leaves behind is collected with the rest of start-up's garbage before the server listens.
  if (settings.env !== "development") {
    await build();
    log("debug", "start-up garbage released", { ms: Math.round(releaseStartupGarbage()) });
  }

  return {
    handler,
    config: {
      port: settings.port,
      host: settings.host,
      trustProxyHops: settings.trustProxyHops,
      publicUrl: settings.publicUrl,
    },
    // server.ts sets it on every response, assets and media files included.
    contentSecurityPolicy: contentSecurityPolicyHeader({
      https: settings.publicUrl.startsWith("https://"),
      mediaPublicUrl: settings.s3?.publicUrl,
      development: settings.env === "development",
    }),
    log,
    /** server.ts logs the step to listening, then the trace's total. */
    startupTrace: { step: recordStartupStep, finish: finishStartupTrace },
    shutdown: async () => {
      // Beacons still queued for a group commit are written before the database closes.
      await flushTrackQueue().catch(() => {});
      await Promise.all([stopMailSender(), stopPushSender()]);
      await closeDatabase();
    },
  };
}
