// The About and Faculty pages' lists come from the message catalogue (texts in the page's language)
// while what is not text (a card's icon, a link's target, a figure) stays in app/copy. Both lists
// are written in the same order, so they are matched by position.

/** Each catalogue item laid over the app/copy item at the same place: icons and paths kept, texts replaced. */
export function withCopy<Fixed extends object, Texts extends object>(
  fixed: readonly Fixed[],
  texts: readonly Texts[],
): (Fixed & Texts)[] {
  return fixed.map((item, index) => ({ ...item, ...(texts[index] as Texts) }));
}
