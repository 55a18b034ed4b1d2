import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: {
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // React and React Router in one file: every page needs all of it, and one request
        // beats a dozen small ones on a slow mobile connection. The admin in a few more
        // (docs/decisions/026-admin-script-budget.md): a group takes its modules and, unless a
        // group of higher priority has them, everything they import statically; lazy chunks
        // (the editor, the calendar, the chart, the dropzone) stay apart. Public pages load
        // none of these: their script is vite.islands.config.ts's build.
        codeSplitting: {
          groups: [
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 40 },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 30,
            },
            // What the shell and the dashboard, the first screen, draw.
            {
              name: "admin-shell",
              test: /app[\\/](root|routes[\\/]admin[\\/](layout|dashboard))\.tsx$/,
              priority: 20,
            },
            // The form kit for the screens with forms.
            {
              name: "admin-forms",
              test: /node_modules[\\/]@conform-to[\\/]|app[\\/]lib[\\/]schemas[\\/]|app[\\/]components[\\/]admin[\\/]form[\\/]/,
              priority: 15,
            },
            // Reordering (the slider and the gallery) only where it is used.
            {
              name: "admin-reorder",
              test: /node_modules[\\/]@dnd-kit[\\/]|app[\\/]components[\\/]admin[\\/]reorder[\\/]/,
              priority: 12,
            },
            // The rest of the admin's parts that two screens or more share: lists, filters, dialogs.
            {
              name: "admin-lists",
              test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|lucide-react)[\\/]|app[\\/]components[\\/](admin|ui)[\\/]|app[\\/](copy|lib)[\\/]admin-/,
              minShareCount: 2,
              priority: 10,
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
