// The home page (spec §2 Home): every fixed text around the slides and the schools, and the
// labels of the two rotating carousels (the hero slider; the events carousel, drawn on /events).
// The English values are the spec's, from app/copy (tests import them there). Lists are groups
// keyed in the copy's order (use-intl's key types do not take arrays), read whole (useMessages),
// so they hold plain text; the islands' labels are filled with fillMessage.
import { EVENT_CAROUSEL_COPY } from "~/copy/events-page";
import { FALLBACK_SLIDES } from "~/copy/fallback-slides";
import {
  ACHIEVEMENTS,
  CALL_TO_ACTION,
  CURRICULUM,
  DEFAULT_SLIDE_BUTTON_LABEL,
  FAMILY_OF_SCHOOLS,
  HERO_SLIDER_COPY,
  HOME_META,
  INTRO_HERO,
  WHY_CHOOSE,
} from "~/copy/home";

/** `values` as a group under `keys`, in order. */
function keyed<Key extends string, Value>(keys: readonly Key[], values: readonly Value[]) {
  return Object.fromEntries(keys.map((key, n) => [key, values[n]])) as Record<Key, Value>;
}

/** The copy's functions, written with the placeholders an island fills (fillMessage). */
const POSITION = "{position}" as unknown as number;
const COUNT = "{count}" as unknown as number;

const carouselLabels = (copy: typeof HERO_SLIDER_COPY | typeof EVENT_CAROUSEL_COPY) => ({
  label: copy.label,
  previous: copy.previous,
  next: copy.next,
  pause: copy.pause,
  play: copy.play,
  goTo: copy.goTo(POSITION),
  position: copy.position(POSITION, COUNT),
});

export const home = {
  meta: { title: HOME_META.title, description: HOME_META.description },
  slider: { ...carouselLabels(HERO_SLIDER_COPY), loading: HERO_SLIDER_COPY.loading },
  /** A slide without its own button text. */
  learnMore: DEFAULT_SLIDE_BUTTON_LABEL,
  eventsCarousel: carouselLabels(EVENT_CAROUSEL_COPY),
  intro: {
    eyebrow: INTRO_HERO.eyebrow,
    tagline: INTRO_HERO.tagline,
    motto: INTRO_HERO.motto,
    lead: INTRO_HERO.lead,
    apply: INTRO_HERO.apply("{year}").label,
    explore: INTRO_HERO.explore.label,
    statLabels: keyed(
      ["schools", "families", "years", "joy"],
      INTRO_HERO.stats.map((stat) => stat.label),
    ),
    /** The figures themselves ("1000+"): staff change them on the Pages screen. */
    statValues: keyed(
      ["schools", "families", "years", "joy"],
      INTRO_HERO.stats.map((stat) => stat.value),
    ),
  },
  whyChoose: {
    heading: WHY_CHOOSE.heading,
    intro: WHY_CHOOSE.intro,
    cards: keyed(
      ["happiness", "foundations", "safety"],
      WHY_CHOOSE.cards.map(({ title, text }) => ({ title, text })),
    ),
  },
  achievements: {
    heading: ACHIEVEMENTS.heading,
    intro: ACHIEVEMENTS.intro,
    statLabels: keyed(
      ["students", "teachers", "years", "schools"],
      ACHIEVEMENTS.stats.map((stat) => stat.label),
    ),
    statValues: keyed(
      ["students", "teachers", "years", "schools"],
      ACHIEVEMENTS.stats.map((stat) => stat.value),
    ),
  },
  callToAction: {
    heading: CALL_TO_ACTION.heading,
    text: CALL_TO_ACTION.text,
    apply: CALL_TO_ACTION.apply.label,
    visit: CALL_TO_ACTION.visit.label,
  },
  curriculum: {
    eyebrow: CURRICULUM.eyebrow,
    heading: CURRICULUM.heading,
    intro: CURRICULUM.intro,
    pedagogyTitle: CURRICULUM.pedagogy.title,
    pedagogyText: CURRICULUM.pedagogy.text,
    steps: keyed(["explore", "experience", "reflect", "relate"], CURRICULUM.pedagogy.steps),
    cardsHeading: CURRICULUM.cardsHeading,
    cards: keyed(
      ["deep", "within", "around", "beyond"],
      CURRICULUM.cards.map(({ title, text }) => ({ title, text })),
    ),
    featuresHeading: CURRICULUM.featuresHeading,
    features: keyed(
      ["activities", "thinking", "values", "assessment", "training", "parents"],
      CURRICULUM.features,
    ),
  },
  family: {
    eyebrow: FAMILY_OF_SCHOOLS.eyebrow,
    heading: FAMILY_OF_SCHOOLS.heading,
    intro: FAMILY_OF_SCHOOLS.intro,
    visit: FAMILY_OF_SCHOOLS.visit("{name}"),
    allSchools: FAMILY_OF_SCHOOLS.allSchools.label,
  },
  /** The built-in slides' words, in FALLBACK_SLIDES' order. */
  fallbackSlides: keyed(
    [
      "yogaDay",
      "independenceDay",
      "culturalHeritage",
      "physicalActivities",
      "yogaWellness",
      "library",
      "handsOn",
      "faculty",
    ],
    FALLBACK_SLIDES.map(({ title, caption, image }) => ({ title, caption, alt: image.alt })),
  ),
};
