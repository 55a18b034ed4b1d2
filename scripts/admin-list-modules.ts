// Which modules the admin's list screens need before they are drawn: those their route modules
// import statically, directly or not (docs/decisions/026-admin-script-budget.md). vite.config.ts's
// list groups take only these, so that they never take a dialog's form kit or Zod (loaded when the
// dialog is used) nor what only the screens that are a form import; the packages those modules use
// come with them. What one list screen alone uses, its dialogs included, goes to a chunk of that
// screen's (`admin-<screen>`); what more use, to `admin-lists`, so that a dialog fetched at idle
// does not bring another screen's chunk with it.
import type { Plugin } from "vite";

/** The list screens' route modules (not the screens that are a form: content's editor, settings, profile). */
const LIST_ROUTE =
  /app[\\/]routes[\\/]admin[\\/](homepage|gallery|events|news|schools|content|enquiries|newsletter|media|analytics|users)\.tsx/;

/**
 * Reordering has groups of its own (what the lists draw, and the drag and drop and its menu that
 * come after): two screens use it.
 */
const REORDER = /app[\\/]components[\\/]admin[\\/](reorder[\\/]|reorderable\.tsx)/;

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (
    id: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** For each module, the list screens that reach it from their route module. */
function reach(graph: ModuleGraph, withDynamic: boolean) {
  const found = new Map<string, Set<string>>();
  for (const route of [...graph.getModuleIds()].filter((id) => LIST_ROUTE.test(id))) {
    const screen = LIST_ROUTE.exec(route)?.[1] as string;
    const pending = [route];
    while (pending.length) {
      const id = pending.pop() as string;
      // The app's own modules: a package's imports as listed include whole barrels (radix-ui),
      // while a group takes the parts of packages its modules use.
      if (/node_modules/.test(id) || REORDER.test(id) || found.get(id)?.has(screen)) continue;
      found.set(id, (found.get(id) ?? new Set()).add(screen));
      const info = graph.getModuleInfo(id);
      pending.push(
        ...(info?.importedIds ?? []),
        ...(withDynamic ? (info?.dynamicallyImportedIds ?? []) : []),
      );
    }
  }
  return found;
}

/**
 * The question some lists ask before a delete, with Radix's dialog under it: a group of its own,
 * so that the lists that never ask (events, news, gallery: Undo instead) do not load it.
 */
const DELETE_DIALOG = /app[\\/]components[\\/](ui[\\/]dialog\.tsx|admin[\\/]delete-dialog\.tsx)$/;

export function adminListModules(): {
  plugin: Plugin;
  dialog: RegExp;
  shared: (id: string) => boolean;
  screen: (id: string) => string | null;
} {
  let drawn = new Map<string, Set<string>>();
  let used = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: "admin-list-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const found = reach(graph, false);
      // React Router's plugin runs builds of its own that hold no route; they change nothing.
      if (found.size === 0) return;
      drawn = found;
      used = reach(graph, true);
    },
  };
  const drawnBy = (id: string) => (LIST_ROUTE.test(id) ? undefined : drawn.get(id));
  return {
    plugin,
    dialog: DELETE_DIALOG,
    /** Drawn by a list screen, and used by another (to be drawn or in a dialog). */
    shared: (id) => !DELETE_DIALOG.test(id) && drawnBy(id) !== undefined && (used.get(id)?.size ?? 0) > 1,
    /** The chunk's name for what one list screen alone uses. */
    screen: (id) => {
      const users = used.get(id);
      return drawnBy(id) && users?.size === 1 ? `admin-${[...users][0]}` : null;
    },
  };
}
