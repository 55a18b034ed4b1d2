// A list shown as a grid of cards or as rows (Gallery Management, the Media Library): the toggle,
// and the choice remembered in a cookie rather than localStorage. The loader reads the cookie, so
// the server draws the chosen view in the first HTML: no flash of the other view, no layout jump
// while the page's script starts, and the same on every reload.
import { LayoutGridIcon, ListIcon } from "lucide-react";
import { type ComponentProps, type ComponentType, type ReactNode, useState } from "react";
import type { Cookie } from "react-router";
import { Button } from "~/components/ui/button";
import { GRID_VIEW_LABEL, LIST_VIEW_LABEL } from "~/copy/admin-gallery";
import { cn } from "~/lib/cn";
import { createWordCookie, readWordCookie, writeDocumentCookie } from "~/lib/cookies";

export type ListView = "grid" | "list";

/** A year: the choice is a habit of the person at this computer, not of one visit. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** A list's "grid" or "list" cookie: for the admin's pages only, kept a year. */
export function listViewCookie(name: string): Cookie {
  return createWordCookie(name, { path: "/admin", maxAge: MAX_AGE_S, sameSite: "lax" });
}

/** The view a Cookie header asks for; the grid unless it says "list". */
export async function listViewFromCookie(
  cookieHeader: string | null | undefined,
  cookie: Cookie,
): Promise<ListView> {
  return (await readWordCookie(cookie, cookieHeader)) === "list" ? "list" : "grid";
}

/** The view shown, starting from the loader's (the cookie's), and a chooser that remembers the choice. */
export function useListView(cookie: Cookie, initial: ListView) {
  const [view, setView] = useState<ListView>(initial);
  function chooseView(next: ListView) {
    void writeDocumentCookie(cookie, next);
    setView(next);
  }
  return [view, chooseView] as const;
}

const LIST_CLASS =
  "divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-card";

/** The items as cards in a grid or as rows, each in a list item marked with its id under `itemAttribute`. */
export function ListViewItems<Item extends { id: string }>({
  items,
  view,
  label,
  gridClassName,
  itemAttribute,
  card,
  row,
  ItemElement = PlainItem,
}: {
  items: Item[];
  view: ListView;
  /** The list's name for screen readers ("Media files"). */
  label: string;
  gridClassName: string;
  itemAttribute: `data-${string}`;
  card: (item: Item) => ReactNode;
  row: (item: Item) => ReactNode;
  /** What holds each item (a list item that can be dragged, on Gallery Management). */
  ItemElement?: ComponentType<ItemElementProps>;
}) {
  return (
    <ul aria-label={label} data-view={view} className={cn(view === "grid" ? gridClassName : LIST_CLASS)}>
      {items.map((item) => (
        <ItemElement
          key={item.id}
          itemId={item.id}
          {...{ [itemAttribute]: item.id }}
          className="flex min-w-0"
        >
          {view === "grid" ? card(item) : row(item)}
        </ItemElement>
      ))}
    </ul>
  );
}

type ItemElementProps = ComponentProps<"li"> & { itemId: string };

function PlainItem({ itemId: _, ...props }: ItemElementProps) {
  return <li {...props} />;
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
