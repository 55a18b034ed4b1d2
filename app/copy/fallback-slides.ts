// The eight built-in homepage slides (spec §3, §8): shown when the slides cannot be read from the
// database or there are none. Their pictures are static files in public/fallback/ (960×540 WebP,
// drawn from the demo artwork), so they still show when the database is down.

export type FallbackSlide = {
  id: string;
  title: string;
  caption: string;
  orderIndex: number;
  isActive: boolean;
  buttonText: string | null;
  buttonLink: string | null;
  image: { src: string; width: number; height: number; alt: string };
};

const FALLBACK_IMAGE_SIZE = { width: 960, height: 540 } as const;

function picture(file: string, alt: string) {
  return { src: `/fallback/${file}.webp`, ...FALLBACK_IMAGE_SIZE, alt };
}

export const FALLBACK_SLIDES: readonly FallbackSlide[] = [
  {
    id: "fallback-international-yoga-day",
    title: "International Yoga Day",
    caption: "Hundreds of our children greeted the sun together, stretching, breathing and smiling as one.",
    orderIndex: 1,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("international-yoga-day", "Children practising yoga together at sunrise"),
  },
  {
    id: "fallback-independence-day",
    title: "Independence Day",
    caption: "Flag hoisting, patriotic songs and sweets shared across all five of our schools.",
    orderIndex: 2,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("independence-day", "Children cheering around the national flag"),
  },
  {
    id: "fallback-cultural-heritage",
    title: "Cultural Heritage",
    caption: "Kolam, Bharatanatyam and folk songs keep the traditions of Tamil Nadu alive in our classrooms.",
    orderIndex: 3,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("cultural-heritage", "A dancer beside a kolam, a rangoli and oil lamps"),
  },
  {
    id: "fallback-physical-activities",
    title: "Physical Activities",
    caption: "Races, relays and outdoor games every day, because healthy bodies help young minds grow.",
    orderIndex: 4,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("physical-activities", "Children running a race on the sports field"),
  },
  {
    id: "fallback-yoga-wellness",
    title: "Yoga & Wellness",
    caption: "Calm breathing and simple asanas help children focus, settle and feel good.",
    orderIndex: 5,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("yoga-wellness", "Children in calm yoga poses beside a lotus pond"),
  },
  {
    id: "fallback-library-reading",
    title: "Library & Reading",
    caption: "Picture books, Tamil classics and encyclopaedias: a cosy reading corner in every class.",
    orderIndex: 6,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("library-reading", "Children reading books in the school library"),
  },
  {
    id: "fallback-hands-on-learning",
    title: "Hands-on Learning",
    caption: "Our children learn science by doing it: measuring, mixing, planting and asking why.",
    orderIndex: 7,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("hands-on-learning", "Children doing a science activity with flasks and plants"),
  },
  {
    id: "fallback-dedicated-faculty",
    title: "Dedicated Faculty",
    caption: "Trained, caring teachers who know every child by name and every family by heart.",
    orderIndex: 8,
    isActive: true,
    buttonText: null,
    buttonLink: null,
    image: picture("dedicated-faculty", "A teacher with her pupils at the blackboard"),
  },
];
