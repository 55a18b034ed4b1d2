import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: {
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // React and React Router in one file: every page needs all of it, and one request
        // beats a dozen small ones on a slow mobile connection.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The server bundle's entry is our HTTP app, which wraps React Router's request handler;
  // server.ts loads it (see docs/decisions/002-http-server.md).
  environments: { ssr: { build: { rolldownOptions: { input: "./app/server/http/app.server.ts" } } } },
  // Bundled into the server build so only what the app uses is loaded: each one's entry imports
  // all of it (date-fns alone took 1–4 s of the first request after a start; docs/operations.md).
  ssr: { noExternal: ["date-fns", "react-day-picker", "lucide-react", "radix-ui", /^@radix-ui\//] },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
});
