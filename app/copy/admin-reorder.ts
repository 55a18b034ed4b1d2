// Texts of reordering a list by drag and drop, by keyboard, or with Move to top / Move to bottom
// (Homepage Slider and Gallery Management, issue 26). `noun` names one item ("slide", "photo").

export const MOVE_TO_TOP_LABEL = "Move to top";
export const MOVE_TO_BOTTOM_LABEL = "Move to bottom";
export const MORE_ACTIONS_LABEL = "More actions";

/** The drag handle's name for a screen reader; the instructions are read after it. */
export function dragHandleLabel(noun: string, title: string) {
  return `Reorder ${noun} ${title}`;
}

/** Read once when the handle is focused (dnd-kit's screen reader instructions). */
export function reorderInstructions(noun: string) {
  return `To move this ${noun}, press Space to pick it up, then the arrow keys to move it, Space to drop it in its new place, or Escape to cancel. It can also be dragged with a mouse or a finger.`;
}

function capitalised(noun: string) {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** What a screen reader hears while an item is moved (dnd-kit's announcements, in our words). */
export const reorderAnnouncements = {
  pickedUp: (noun: string, title: string, position: number, count: number) =>
    `Picked up ${noun} ${title}. Position ${position} of ${count}.`,
  over: (noun: string, title: string, position: number, count: number) =>
    `${capitalised(noun)} ${title} is at position ${position} of ${count}.`,
  dropped: (noun: string, title: string, position: number, count: number) =>
    `${capitalised(noun)} ${title} dropped at position ${position} of ${count}.`,
  cancelled: (noun: string, title: string, position: number, count: number) =>
    `Moving ${noun} ${title} was cancelled. It stays at position ${position} of ${count}.`,
  /** After Move to top / Move to bottom. */
  moved: (noun: string, title: string, position: number, count: number) =>
    `${capitalised(noun)} ${title} moved to position ${position} of ${count}.`,
};

/** The order sent was read before a change made elsewhere (another tab, another person). */
export function staleOrderMessage(things: string) {
  return `The ${things} were changed elsewhere (in another tab or by someone else) since this page was loaded. Nothing was moved: the list now shows the current order.`;
}

/** The order sent does not name each item once: only a page that was tampered with sends that. */
export function badOrderMessage(things: string) {
  return `This order cannot be saved: it must name each of the ${things} on the page once. Reload the page and try again.`;
}
