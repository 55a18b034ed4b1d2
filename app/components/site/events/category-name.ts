import { useMessages } from "use-intl";

/**
 * An event category as the public page's language names it; a category the catalogue does not
 * know (old data) keeps its stored name.
 */
export function useEventCategoryName() {
  const names: Record<string, string> = useMessages().events.categories;
  return (category: string) => names[category] ?? category;
}
