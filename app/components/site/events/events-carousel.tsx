import type { EventCarouselSlide } from "~/copy/events-page";
import { Island } from "~/islands/island";
import EventsCarouselIsland from "./events-carousel.island";

/**
 * The events carousel (spec §2 Events), an island (events-carousel.island.tsx). A single slide has
 * nothing to turn: it stays plain HTML, without React.
 */
export function EventsCarousel({ slides }: { slides: readonly EventCarouselSlide[] }) {
  if (slides.length === 0) return null;
  if (slides.length === 1) return <EventsCarouselIsland slides={slides} />;
  return <Island component={EventsCarouselIsland} props={{ slides }} />;
}
