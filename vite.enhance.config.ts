// The second half of `npm run build`: the small script of the public pages (app/enhance/index.ts),
// built on its own after `react-router build` so that it shares no chunk with React's bundles.
// Its hashed name is recorded in a manifest the server reads (app/server/http/page-script.server.ts);
// express.static never serves the dot-folder it sits in.
import { defineConfig } from "vite";
import { PAGE_SCRIPT_ENTRY, PAGE_SCRIPT_MANIFEST } from "./app/lib/page-script.ts";

export default defineConfig({
  publicDir: false,
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: PAGE_SCRIPT_MANIFEST,
    rolldownOptions: {
      input: { enhance: PAGE_SCRIPT_ENTRY },
      output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
    },
  },
});
