// Opens the edit dialog of the item an address names (`?edit=<id>`, app/lib/edit-address.ts) once
// the screen shows it, then takes the parameter out of the address bar so that a reload, or the
// dialog closed and the list read again, does not open it a second time. An item that is not on
// the page shown (another page of a long list, or deleted since) opens nothing.
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { EDIT_PARAM } from "~/lib/edit-address";

export function useEditFromAddress<Item>(
  items: readonly Item[],
  idOf: (item: Item) => string,
  open: (item: Item) => void,
) {
  const [params] = useSearchParams();
  const wanted = params.get(EDIT_PARAM);
  const handled = useRef<string | null>(null);
  const latest = useRef({ items, idOf, open });
  latest.current = { items, idOf, open };
  useEffect(() => {
    if (!wanted || handled.current === wanted) return;
    handled.current = wanted;
    const { items, idOf, open } = latest.current;
    const item = items.find((candidate) => idOf(candidate) === wanted);
    if (item) open(item);
    const url = new URL(window.location.href);
    url.searchParams.delete(EDIT_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [wanted]);
}
