import { HERO_SLIDER_COPY } from "~/copy/home";
import { Island } from "~/islands/island";
import type { HeroSlide } from "~/lib/slider";
import HeroSliderIsland, { HERO_HEIGHT } from "./hero-slider.island";

/**
 * The homepage hero slider (spec §2): a block while the slides are loading, nothing when there are
 * none, otherwise the carousel, an island (hero-slider.island.tsx).
 */
export function HeroSlider({ slides }: { slides: HeroSlide[] | undefined }) {
  if (slides === undefined) return <HeroSliderPlaceholder />;
  if (slides.length === 0) return null;
  return <Island component={HeroSliderIsland} props={{ slides }} />;
}

function HeroSliderPlaceholder() {
  return (
    <div role="status" className={`${HERO_HEIGHT} w-full animate-pulse bg-muted`}>
      <span className="sr-only">{HERO_SLIDER_COPY.loading}</span>
    </div>
  );
}
