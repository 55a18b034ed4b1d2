export type DemoSlide = {
  title: string;
  caption: string;
  buttonText?: string;
  buttonLink?: string;
  imageKey: string;
};

/** The eight homepage slides, with the titles of the spec's built-in slides, in showing order. */
export const DEMO_SLIDES: DemoSlide[] = [
  {
    title: "International Yoga Day",
    caption: "Over three hundred children greeted the sun together on the Zee Litera ground.",
    buttonText: "See the Gallery",
    buttonLink: "/gallery",
    imageKey: "slide-international-yoga-day",
  },
  {
    title: "Independence Day",
    caption: "Flag hoisting, patriotic songs and sweets for everyone across our five schools.",
    imageKey: "slide-independence-day",
  },
  {
    title: "Cultural Heritage",
    caption: "Kolam, Bharatanatyam and folk songs keep our traditions alive in every classroom.",
    buttonText: "Our Events",
    buttonLink: "/events",
    imageKey: "slide-cultural-heritage",
  },
  {
    title: "Physical Activities",
    caption: "Races, relays and games every day, because healthy bodies help minds grow.",
    imageKey: "slide-physical-activities",
  },
  {
    title: "Yoga & Wellness",
    caption: "Calm breathing and simple asanas help children focus and feel good.",
    imageKey: "slide-yoga-wellness",
  },
  {
    title: "Library & Reading",
    caption: "Picture books, Tamil classics and encyclopaedias: a reading corner in every class.",
    imageKey: "slide-library-reading",
  },
  {
    title: "Hands-on Learning",
    caption: "Children learn science by doing it: measuring, mixing, planting and asking why.",
    buttonText: "Explore Our Schools",
    buttonLink: "/schools",
    imageKey: "slide-hands-on-learning",
  },
  {
    title: "Dedicated Faculty",
    caption: "Trained, caring teachers who know every child by name.",
    buttonText: "Meet Our Faculty",
    buttonLink: "/faculty",
    imageKey: "slide-dedicated-faculty",
  },
];
