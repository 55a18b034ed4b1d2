import { useLocale, useMessages, useTranslations } from "use-intl";
import { Island } from "~/islands/island";
import type { HomeSlide } from "~/views/slides";
import HeroSliderIsland, { HERO_HEIGHT } from "./hero-slider.island";

/**
 * The homepage hero slider (spec §2): a block while the slides are loading, nothing when there are
 * none, otherwise the carousel, an island (hero-slider.island.tsx). A Tamil page gives the island
 * its words; an English page none (the island carries the English).
 */
export function HeroSlider({ slides }: { slides: HomeSlide[] | undefined }) {
  const locale = useLocale();
  const { loading: _, ...labels } = useMessages().home.slider;
  if (slides === undefined) return <HeroSliderPlaceholder />;
  if (slides.length === 0) return null;
  return <Island component={HeroSliderIsland} props={locale === "ta" ? { slides, labels } : { slides }} />;
}

function HeroSliderPlaceholder() {
  const t = useTranslations("home.slider");
  return (
    <div role="status" className={`${HERO_HEIGHT} w-full animate-pulse bg-muted`}>
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
