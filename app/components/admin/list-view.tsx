// A list shown as a grid of cards or as rows (Gallery Management, the Media Library): the toggle,
// and the choice remembered in a cookie rather than localStorage. The loader reads the cookie, so
// the server draws the chosen view in the first HTML: no flash of the other view, no layout jump
// while the page's script starts, and the same on every reload.
import { LayoutGridIcon, ListIcon } from "lucide-react";
import { Button } from "~/components/ui/button";

export type ListView = "grid" | "list";

export const GRID_VIEW_LABEL = "Grid";
export const LIST_VIEW_LABEL = "List";

/** A year: the choice is a habit of the person at this computer, not of one visit. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The view a Cookie header asks for under `cookieName`; the grid unless it says "list". */
export function listViewFromCookie(cookieHeader: string | null | undefined, cookieName: string): ListView {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) return rest.join("=").trim() === "list" ? "list" : "grid";
  }
  return "grid";
}

/** The `document.cookie` assignment that remembers the view, for the admin's pages only. */
export function listViewCookie(cookieName: string, view: ListView): string {
  return `${cookieName}=${view}; Path=/admin; Max-Age=${MAX_AGE_S}; SameSite=Lax`;
}

/** Remembers the choice and shows it. */
export function rememberListView(cookieName: string, view: ListView) {
  // biome-ignore lint/suspicious/noDocumentCookie: one small preference, read by the loader
  document.cookie = listViewCookie(cookieName, view);
}

export function ViewToggle({
  label,
  view,
  onViewChange,
}: {
  /** What the two buttons choose, for screen readers ("Show items as"). */
  label: string;
  view: ListView;
  onViewChange: (view: ListView) => void;
}) {
  return (
    <fieldset className="inline-flex gap-1 rounded-control border border-border p-1">
      <legend className="sr-only">{label}</legend>
      <ViewButton view="grid" current={view} onChoose={onViewChange} />
      <ViewButton view="list" current={view} onChoose={onViewChange} />
    </fieldset>
  );
}

function ViewButton({
  view,
  current,
  onChoose,
}: {
  view: ListView;
  current: ListView;
  onChoose: (view: ListView) => void;
}) {
  const Icon = view === "grid" ? LayoutGridIcon : ListIcon;
  const pressed = view === current;
  return (
    <Button
      type="button"
      size="sm"
      variant={pressed ? "secondary" : "ghost"}
      aria-pressed={pressed}
      onClick={() => onChoose(view)}
      data-view-button={view}
    >
      <Icon aria-hidden="true" />
      {view === "grid" ? GRID_VIEW_LABEL : LIST_VIEW_LABEL}
    </Button>
  );
}
