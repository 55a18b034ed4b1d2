import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adminListModules } from "./scripts/admin-list-modules.ts";

const adminLists = adminListModules();

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
            // What the list screens import to be drawn (lists, filters, delete dialogs), ahead of
            // the form kit so that it cannot take it; never a dialog's fields
            // (scripts/admin-list-modules.ts).
            // The dialog (Radix's, with its focus trap and scroll lock) that some lists draw for
            // their question before a delete: apart, so that the lists that never ask do not load it.
            {
              name: "admin-dialog",
              test: adminLists.dialog,
              priority: 17.5,
            },
            { name: "admin-lists", test: adminLists.shared, priority: 18 },
            { name: adminLists.screen, priority: 15 },
            // Icons two screens or more use, in one file rather than one each.
            {
              name: "admin-icons",
              test: /node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
              priority: 19,
            },
            // Radix's parts that some screens use and others not (menus, selects, tabs, popovers).
            {
              name: "admin-radix",
              test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui)[\\/]/,
              minShareCount: 2,
              priority: 17,
            },
            // The form kit with Zod: loaded with the dialogs (and the pages that are a form); each
            // dialog's schema comes with it, but for the two the others import and the publishing
            // buttons. One file: a dialog fetched at idle brings few.
            {
              name: "admin-forms",
              test: /node_modules[\\/](@conform-to|zod)[\\/]|app[\\/]components[\\/]admin[\\/](form|publishing)[\\/]|app[\\/]lib[\\/](schemas[\\/](publishing|slides)|publication-time)\.ts$/,
              priority: 14,
            },
            // The dropzone: the media library's upload area, and the image fields of the dialogs.
            {
              name: "dropzone",
              test: /node_modules[\\/](react-dropzone|file-selector|attr-accept)[\\/]/,
              priority: 19,
            },
            // What the slider's and the gallery's lists draw to be put in order (the drag and drop
            // itself comes later: reorderable.tsx), in a file of its own rather than every list's.
            {
              name: "admin-ordering",
              test: /app[\\/]components[\\/]admin[\\/](reorderable\.tsx|reorder[\\/]use-saved-order\.ts)$/,
              priority: 16,
            },
            // Reordering (the slider and the gallery) only where it is used.
            {
              name: "admin-reorder",
              test: /node_modules[\\/]@dnd-kit[\\/]|app[\\/]components[\\/]admin[\\/]reorder[\\/](sortable-list|move-menu)\./,
              priority: 16,
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
  plugins: [tailwindcss(), reactRouter(), adminLists.plugin],
});
