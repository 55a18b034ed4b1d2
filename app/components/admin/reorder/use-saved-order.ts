// A list's new order saved in one post, shown at once: the list shows the order asked for while it
// is on its way, and the stored one again when the answer comes (the page reloads its data after
// every post). A move made while another is on its way waits for it; two waiting become one.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import type { ActionToast } from "~/views/action-toast";

type OrderReply = { order?: string[]; toast?: ActionToast };

export type OrderChange = { seen: string[]; order: string[]; movedId: string };

/** Form fields for a change: the moved item, then `seen[i]` and `order[i]` (Conform's arrays). */
export function orderFields(change: OrderChange, fields: Record<string, string>, movedField: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(movedField, change.movedId);
  for (const [index, id] of change.seen.entries()) form.set(`seen[${index}]`, id);
  for (const [index, id] of change.order.entries()) form.set(`order[${index}]`, id);
  return form;
}

export function useSavedOrder<Item extends { id: string }>(
  items: readonly Item[],
  { fetcherKey, form }: { fetcherKey: string; form: (change: OrderChange) => FormData },
) {
  const fetcher = useFetcher<OrderReply>({ key: fetcherKey });
  useActionToast(fetcher.data);
  const [asked, setAsked] = useState<string[] | null>(null);
  const waiting = useRef<OrderChange | null>(null);

  const stored = items.map((item) => item.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const ids = asked && asked.length === stored.length && asked.every((id) => byId.has(id)) ? asked : stored;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the end of a post decides
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const next = waiting.current;
    waiting.current = null;
    if (next && fetcher.data.order) void fetcher.submit(form(next), { method: "post" });
    else setAsked(null);
  }, [fetcher.state, fetcher.data]);

  function reorder(movedId: string, order: string[]) {
    const change = { seen: ids, order, movedId };
    setAsked(order);
    if (fetcher.state === "idle") {
      void fetcher.submit(form(change), { method: "post" });
      return;
    }
    const earlier = waiting.current;
    waiting.current = earlier ? { ...change, seen: earlier.seen } : change;
  }

  return {
    items: ids.map((id) => byId.get(id)!),
    ids,
    reorder,
    saving: fetcher.state !== "idle",
  };
}
