import { CATALOGUES } from "~/i18n/catalogue";
import { useLanguageSwitch } from "./language-switch";

/**
 * One line above an English page's header for a browser that prefers Tamil: the page is in Tamil
 * too. Written in Tamil for its readers (whose devices have Tamil fonts: none is fetched for it).
 */
export function LanguageSuggestion() {
  const { href } = useLanguageSwitch();
  const { text, link } = CATALOGUES.ta.common.suggestion;
  return (
    <p
      lang="ta"
      className="bg-accent px-gutter py-2 text-center text-sm text-foreground"
      data-language-suggestion
    >
      {text}{" "}
      <a href={href} hrefLang="ta" className="font-semibold text-primary underline underline-offset-2">
        {link}
      </a>
    </p>
  );
}
