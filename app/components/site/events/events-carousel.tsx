import { useLocale, useMessages } from "use-intl";
import type { EventCarouselSlide } from "~/copy/events-page";
import { Island } from "~/islands/island";
import EventsCarouselIsland from "./events-carousel.island";

/**
 * The events carousel (spec §2 Events), an island (events-carousel.island.tsx). A single slide has
 * nothing to turn: it stays plain HTML, without React. `slides` come in the page's language; a
 * Tamil page also gives the island its controls' words (the home catalogue's), English none.
 */
export function EventsCarousel({ slides }: { slides: readonly EventCarouselSlide[] }) {
  const labels = useMessages().home.eventsCarousel;
  const props = useLocale() === "ta" ? { slides, labels } : { slides };
  if (slides.length === 0) return null;
  if (slides.length === 1) return <EventsCarouselIsland {...props} />;
  return <Island component={EventsCarouselIsland} props={props} />;
}
