// Checks shared by the reorders of slides and gallery items: a new order is saved only when it names
// exactly the items the person saw, each once, and those items still stand as they saw them.
import { badOrderMessage, staleOrderMessage } from "~/copy/admin-reorder";
import { DomainError } from "../domain-error.server";

/** The order sent names each item seen once, and nothing else (400 otherwise). */
export function checkNewOrder(seen: readonly string[], order: readonly string[], things: string) {
  const seenIds = new Set(seen);
  const valid =
    seen.length > 0 &&
    seenIds.size === seen.length &&
    order.length === seen.length &&
    new Set(order).size === order.length &&
    order.every((id) => seenIds.has(id));
  if (!valid) throw new DomainError(badOrderMessage(things), { status: 400 });
}

export function sameOrder(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** A change made elsewhere since the page was loaded: nothing is moved (409). */
export function staleOrder(things: string): DomainError {
  return new DomainError(staleOrderMessage(things), { status: 409 });
}
