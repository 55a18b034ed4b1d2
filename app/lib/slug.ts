// Slug rules of spec §5. Non-Latin titles (Tamil, for one) can lose every character to the
// content rule; callers that need a slug then fall back to one of their own.

/** Content slug: lowercased, whitespace runs become hyphens, other non-word characters go. */
export function contentSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "");
}

/** Slide slug: the lowercased title with whitespace runs turned into hyphens. */
export function slideSlug(title: string): string {
  return title.toLowerCase().replace(/\s+/g, "-");
}
