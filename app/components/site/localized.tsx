import type { ComponentPropsWithoutRef, ElementType } from "react";
import type { LocalizedText } from "~/i18n/localized";

type LocalizedProps<Tag extends ElementType> = {
  as?: Tag;
  value: LocalizedText;
} & Omit<ComponentPropsWithoutRef<Tag>, "children" | "lang">;

/**
 * A database text in its element, marked `lang="en"` when a Tamil page falls back to the English
 * (screen readers then read it as English, and the browser hyphenates and fonts it as English).
 */
export function Localized<Tag extends ElementType = "span">({ as, value, ...props }: LocalizedProps<Tag>) {
  const Element: ElementType = as ?? "span";
  return (
    <Element lang={value.lang} {...props}>
      {value.text}
    </Element>
  );
}
