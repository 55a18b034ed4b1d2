import type { SchoolSlug } from "~/copy/schools";
import { DEMO_DISTRICT_LINE, DEMO_TOWN } from "./demo-town";

export type DemoSchool = {
  slug: SchoolSlug;
  tagline: string;
  /** At most 160 characters: it doubles as the search-result description. */
  description: string;
  about: string;
  location: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  mapQuery: string;
  features: string[];
  headerImageKey: string;
  logoImageKey: string;
  /** Pictures for the school page's carousel, after the header. */
  carousel: { imageKey: string; title: string; description: string }[];
};

export const DEMO_SCHOOLS: DemoSchool[] = [
  {
    slug: "zee-litera",
    tagline: "Where curious minds grow into confident young leaders",
    description:
      "A CBSE school from kindergarten to Class 10, pairing strong academics with sport, the arts and plenty of room to ask why.",
    about: [
      `<p>Zee Litera opened its gates on Kamban Street with one building and forty children. Today more than five hundred pupils from across ${DEMO_TOWN} and the nearby villages learn here, from their first day in kindergarten to their Class 10 board examinations.</p>`,
      "<p>Our teachers follow the CBSE curriculum through the Chrysalis E2R2 approach: children explore a topic, explain it in their own words, then reflect and apply it. Laboratories, a well-stocked library and a shaded playground give every lesson somewhere to go next.</p>",
      "<p>We keep classes small enough that every teacher knows every child by name, and we meet parents often, because a happy child is a successful child.</p>",
    ].join("\n"),
    location: `Kamban Street, ${DEMO_TOWN}`,
    address: `14, Kamban Street, near the bus stand, ${DEMO_DISTRICT_LINE}`,
    phone: "+91 98765 40011",
    whatsapp: "+91 98765 40011",
    email: "zeelitera@example.org",
    mapQuery: `Zee Litera School, Kamban Street, ${DEMO_DISTRICT_LINE}`,
    features: [
      "CBSE curriculum from KG to Class 10",
      "Science, maths and computer laboratories",
      "Smart classrooms in every wing",
      "Sports, yoga and chess coaching",
      "School transport across the town",
    ],
    headerImageKey: "school-header-zee-litera",
    logoImageKey: "school-logo-zee-litera",
    carousel: [
      {
        imageKey: "gallery-science",
        title: "Science laboratory",
        description: "Class 8 testing water samples from the town lake",
      },
      {
        imageKey: "gallery-sports",
        title: "Games period",
        description: "Football on the main ground after lunch",
      },
    ],
  },
  {
    slug: "euro-kids",
    tagline: "Joyful early years, one discovery at a time",
    description:
      "A bright, safe pre-school for children aged two to six, where play, phonics and friendship come together every day.",
    about: [
      "<p>EuroKids on Lake View Road is many children's first school. Our rooms are full of colour, books and things to touch, build and pour, and our day is arranged so that little ones always know what comes next.</p>",
      "<p>The EuroKids early-years programme builds language, number sense and confidence through songs, stories and guided play. Teachers share a short note with parents every day, so home and school move together.</p>",
    ].join("\n"),
    location: `Lake View Road, ${DEMO_TOWN}`,
    address: `7, Lake View Road, opposite the children's park, ${DEMO_DISTRICT_LINE}`,
    phone: "+91 98765 40022",
    whatsapp: "+91 98765 40022",
    email: "eurokids@example.org",
    mapQuery: `EuroKids, Lake View Road, ${DEMO_DISTRICT_LINE}`,
    features: [
      "Play-based early-years curriculum",
      "Phonics and early reading",
      "Safe campus with CCTV and trained caregivers",
      "Daily notes for parents",
      "Indoor and outdoor play zones",
    ],
    headerImageKey: "school-header-euro-kids",
    logoImageKey: "school-logo-euro-kids",
    carousel: [
      {
        imageKey: "gallery-arts-crafts",
        title: "Colour corner",
        description: "Finger painting in the Nursery room",
      },
      {
        imageKey: "gallery-campus-life",
        title: "Morning circle",
        description: "Songs and greetings to begin the day",
      },
    ],
  },
  {
    slug: "nursery-primary",
    tagline: "Strong foundations in a caring neighbourhood school",
    description:
      "A friendly nursery and primary school from LKG to Class 5, known for patient teachers, small classes and bilingual learning.",
    about: [
      `<p>For over two decades the Nursery &amp; Primary School on Temple Car Street has been the neighbourhood school of ${DEMO_TOWN}. Many of our parents studied here themselves.</p>`,
      "<p>Children learn in English and Tamil, practise reading every day and meet mathematics and science through objects they can hold. A weekly library period and a spoken-English club build the confidence they carry into middle school.</p>",
    ].join("\n"),
    location: `Temple Car Street, ${DEMO_TOWN}`,
    address: `22, Temple Car Street, ${DEMO_DISTRICT_LINE}`,
    phone: "+91 98765 40033",
    whatsapp: "+91 98765 40033",
    email: "nurseryprimary@example.org",
    mapQuery: `Nursery and Primary School, Temple Car Street, ${DEMO_DISTRICT_LINE}`,
    features: [
      "Bilingual teaching in English and Tamil",
      "Small classes with caring teachers",
      "Activity-based maths and science",
      "Library period every week",
      "Spoken English club",
    ],
    headerImageKey: "school-header-nursery-primary",
    logoImageKey: "school-logo-nursery-primary",
    carousel: [
      {
        imageKey: "gallery-classroom",
        title: "Class 3 at work",
        description: "Reading aloud in small groups",
      },
      {
        imageKey: "gallery-achievements",
        title: "Prize day",
        description: "Celebrating this year's reading champions",
      },
    ],
  },
  {
    slug: "buds-blossoms",
    tagline: "Gentle beginnings for our littlest learners",
    description:
      "A calm, homely play school for toddlers from eighteen months to five years, with small groups, music and lots of cuddles.",
    about: [
      "<p>Buds &amp; Blossoms is a small play school in a garden house on Mill Road. Toddlers settle in at their own pace, with a parent nearby for the first days if they need one.</p>",
      "<p>Our Montessori-inspired rooms invite children to pour, sort, stack and explore. Music and movement, storytime, a quiet nap room and freshly prepared snacks fill the rest of the morning.</p>",
    ].join("\n"),
    location: `Mill Road, ${DEMO_TOWN}`,
    address: `3, Mill Road, behind the post office, ${DEMO_DISTRICT_LINE}`,
    phone: "+91 98765 40044",
    whatsapp: "+91 98765 40044",
    email: "budsblossoms@example.org",
    mapQuery: `Buds and Blossoms Play School, Mill Road, ${DEMO_DISTRICT_LINE}`,
    features: [
      "Low teacher-to-child ratio",
      "Sensory and Montessori-inspired play",
      "Nap room and nutritious snacks",
      "Music and movement every day",
      "Gentle settling-in for toddlers",
    ],
    headerImageKey: "school-header-buds-blossoms",
    logoImageKey: "school-logo-buds-blossoms",
    carousel: [
      {
        imageKey: "gallery-campus-life",
        title: "Garden play",
        description: "Sand, water and sunshine in the back garden",
      },
      {
        imageKey: "gallery-arts-crafts",
        title: "Little artists",
        description: "Leaf prints made on our nature walk",
      },
    ],
  },
  {
    slug: "balar-kalikkoodam",
    tagline: "Learning through play, rooted in Tamil culture",
    description:
      "A play-based school for children aged three to eight, where Tamil songs, stories, folk games and a kitchen garden shape each day.",
    about: [
      "<p>Balar Kalikkoodam means “children's playhouse”, and that is what we are. Set among neem trees on Bharathi Nagar Main Road, our school helps young children grow through play in their mother tongue.</p>",
      "<p>Children sing Tamil rhymes, hear stories from grandparents, draw kolams, shape clay and tend a kitchen garden. Early reading, writing and numbers grow out of these activities, so learning feels like part of life.</p>",
    ].join("\n"),
    location: `Bharathi Nagar, ${DEMO_TOWN}`,
    address: `9, Bharathi Nagar Main Road, ${DEMO_DISTRICT_LINE}`,
    phone: "+91 98765 40055",
    whatsapp: "+91 98765 40055",
    email: "balarkalikkoodam@example.org",
    mapQuery: `Balar Kalikkoodam, Bharathi Nagar, ${DEMO_DISTRICT_LINE}`,
    features: [
      "Tamil rhymes, stories and folk games",
      "Nature walks and a kitchen garden",
      "Kolam, clay and traditional crafts",
      "Play-based early primary years",
      "A warm, family-like community",
    ],
    headerImageKey: "school-header-balar-kalikkoodam",
    logoImageKey: "school-logo-balar-kalikkoodam",
    carousel: [
      {
        imageKey: "gallery-cultural-programmes",
        title: "Folk dance",
        description: "Kolattam practice for the annual day",
      },
      {
        imageKey: "gallery-field-trips",
        title: "Village visit",
        description: "Learning how paddy is planted",
      },
    ],
  },
];
