// The second half of `npm run build`: the scripts of the public pages, built after
// `react-router build` so that they share no chunk with the admin's bundles. Two builds of their
// own: the visitor tracker (app/tracker/index.ts), then the islands' loader (app/islands/loader.ts)
// with React and every island as chunks it fetches on demand, so that the tracker shares no chunk
// with them either (the contract in app/lib/tracking.ts would otherwise become a third file the
// tracker must fetch).
// Each records its hashed name in a manifest the server reads (app/server/http/page-script.server.ts);
// the page script's is written last, so that a build that stopped halfway counts as missing
// (scripts/start.ts). express.static never serves the dot-folder they sit in.
import { type BuildEnvironmentOptions, defineConfig } from "vite";
import {
  PAGE_SCRIPT_ENTRY,
  PAGE_SCRIPT_MANIFEST,
  TRACKER_ENTRY,
  TRACKER_MANIFEST,
} from "./app/lib/page-script.ts";

/**
 * React as the islands use it (React, React DOM's client, the scheduler, the JSX runtime, with the
 * bundler's own runtime): one file, fetched once with the first island a visit hydrates and kept
 * for a year under its hashed name, instead of four that every island's chunk would wait on.
 */
const REACT_RUNTIME_CHUNK = {
  name: "react-runtime",
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown.runtime/,
};

function scriptBuild(
  name: string,
  entry: string,
  manifest: string,
  groups: (typeof REACT_RUNTIME_CHUNK)[] = [],
): BuildEnvironmentOptions {
  return {
    outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest,
    rolldownOptions: {
      input: { [name]: entry },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        codeSplitting: { groups },
      },
    },
  };
}

export default defineConfig({
  publicDir: false,
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  environments: {
    client: { build: scriptBuild("islands", PAGE_SCRIPT_ENTRY, PAGE_SCRIPT_MANIFEST, [REACT_RUNTIME_CHUNK]) },
    tracker: { consumer: "client", build: scriptBuild("tracker", TRACKER_ENTRY, TRACKER_MANIFEST) },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.tracker!);
      await builder.build(builder.environments.client!);
    },
  },
});
