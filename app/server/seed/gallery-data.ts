import type { GalleryCategory } from "~/copy/categories";

export type DemoGalleryItem = {
  title: string;
  description: string;
  category: GalleryCategory;
  isFeatured: boolean;
  imageKey: string;
};

/** Nine photos, newest first. */
export const DEMO_GALLERY: DemoGalleryItem[] = [
  {
    title: "Morning Assembly",
    description: "The whole school gathers under the neem tree for prayer, news and a thought for the day.",
    category: "Campus Life",
    isFeatured: true,
    imageKey: "gallery-campus-life",
  },
  {
    title: "Trip to the Hills",
    description: "Class 5 visited a tea estate and learned how the leaves travel from bush to cup.",
    category: "Field Trips",
    isFeatured: false,
    imageKey: "gallery-field-trips",
  },
  {
    title: "Bharatanatyam Recital",
    description: "Our young dancers performed at the Tamil New Year celebration.",
    category: "Cultural Events",
    isFeatured: true,
    imageKey: "gallery-cultural-programmes",
  },
  {
    title: "Young Scientists at Work",
    description: "Class 7 built water filters from sand, charcoal and pebbles in the science laboratory.",
    category: "Science & Technology",
    isFeatured: false,
    imageKey: "gallery-science",
  },
  {
    title: "Colours of the Season",
    description: "Paintings from the EuroKids art week, now hanging in the school corridor.",
    category: "Arts & Crafts",
    isFeatured: false,
    imageKey: "gallery-arts-crafts",
  },
  {
    title: "Inter-House Football",
    description: "Blue House lifted the cup after a close final on the main ground.",
    category: "Sports & Games",
    isFeatured: false,
    imageKey: "gallery-sports",
  },
  {
    title: "Annual Day on Stage",
    description: "Every class had its moment on stage in front of a packed hall of families.",
    category: "Annual Functions",
    isFeatured: true,
    imageKey: "gallery-annual-function",
  },
  {
    title: "District Quiz Champions",
    description: "Our Class 9 team brought home the district inter-school quiz trophy.",
    category: "Achievements",
    isFeatured: false,
    imageKey: "gallery-achievements",
  },
  {
    title: "Reading Circle",
    description: "Class 2 takes turns reading aloud from their favourite Tamil story books.",
    category: "Academic Activities",
    isFeatured: false,
    imageKey: "gallery-classroom",
  },
];
