import type { SchoolSlug } from "~/copy/schools";
import { DEMO_DISTRICT_LINE, DEMO_TOWN, DEMO_TOWN_TA } from "./demo-town";

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
  /** The Tamil versions (the school's name stays in English); descriptionTa too at most 160 characters. */
  taglineTa: string;
  descriptionTa: string;
  aboutTa: string;
  locationTa: string;
  featuresTa: string[];
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
    taglineTa: "ஆர்வமுள்ள மனங்கள் தன்னம்பிக்கை மிக்க இளம் தலைவர்களாக வளரும் இடம்",
    descriptionTa:
      "மழலையர் வகுப்பு முதல் 10-ஆம் வகுப்பு வரை CBSE பள்ளி; வலுவான கல்வியுடன் விளையாட்டு, கலைகள், கேள்வி கேட்கும் சுதந்திரம்.",
    aboutTa: [
      `<p>Zee Litera கம்பன் தெருவில் ஒரே ஒரு கட்டடமும் நாற்பது குழந்தைகளுமாகத் தொடங்கியது. இன்று ${DEMO_TOWN_TA} நகரிலிருந்தும் சுற்றியுள்ள கிராமங்களிலிருந்தும் ஐநூறுக்கும் மேற்பட்ட மாணவர்கள் மழலையர் வகுப்பு முதல் 10-ஆம் வகுப்புப் பொதுத் தேர்வு வரை இங்கே பயில்கிறார்கள்.</p>`,
      "<p>எங்கள் ஆசிரியர்கள் Chrysalis E2R2 முறையில் CBSE பாடத்திட்டத்தைக் கற்பிக்கிறார்கள்: குழந்தைகள் ஒரு தலைப்பை ஆராய்ந்து, தங்கள் சொந்த வார்த்தைகளில் விளக்கி, பின்னர் சிந்தித்து வாழ்க்கையில் பயன்படுத்துகிறார்கள். ஆய்வகங்கள், நிறைவான நூலகம், நிழல் தரும் விளையாட்டு மைதானம் ஆகியவை ஒவ்வொரு பாடத்தையும் மேலும் விரிவாக்குகின்றன.</p>",
      "<p>ஒவ்வொரு ஆசிரியரும் ஒவ்வொரு குழந்தையையும் பெயர் சொல்லி அறியும் அளவுக்கு வகுப்புகளைச் சிறியதாக வைத்திருக்கிறோம்; பெற்றோர்களையும் அடிக்கடி சந்திக்கிறோம். ஏனெனில் மகிழ்ச்சியான குழந்தையே வெற்றி பெறும் குழந்தை.</p>",
    ].join("\n"),
    locationTa: `கம்பன் தெரு, ${DEMO_TOWN_TA}`,
    featuresTa: [
      "மழலையர் வகுப்பு முதல் 10-ஆம் வகுப்பு வரை CBSE பாடத்திட்டம்",
      "அறிவியல், கணிதம், கணினி ஆய்வகங்கள்",
      "ஒவ்வொரு பகுதியிலும் ஸ்மார்ட் வகுப்பறைகள்",
      "விளையாட்டு, யோகா, சதுரங்கப் பயிற்சி",
      "நகரம் முழுவதும் பள்ளி வாகன வசதி",
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
    taglineTa: "மகிழ்ச்சியான மழலைப் பருவம், ஒவ்வொரு நாளும் ஒரு புதிய கண்டுபிடிப்பு",
    descriptionTa:
      "இரண்டு முதல் ஆறு வயதுக் குழந்தைகளுக்கான பாதுகாப்பான, வண்ணமயமான முன்பள்ளி; விளையாட்டு, ஒலிப்புப் பயிற்சி, நட்பு ஒவ்வொரு நாளும்.",
    aboutTa: [
      "<p>லேக் வியூ சாலையில் உள்ள EuroKids பல குழந்தைகளுக்கு முதல் பள்ளி. எங்கள் அறைகள் வண்ணங்களாலும் புத்தகங்களாலும், தொட்டு, கட்டி, ஊற்றி விளையாடும் பொருட்களாலும் நிறைந்திருக்கின்றன. அடுத்து என்ன நடக்கும் என்பதைச் சிறு குழந்தைகள் எப்போதும் அறிந்திருக்கும்படி எங்கள் நாள் அமைக்கப்பட்டுள்ளது.</p>",
      "<p>EuroKids மழலைக் கல்வித் திட்டம் பாடல்கள், கதைகள், வழிகாட்டப்பட்ட விளையாட்டு ஆகியவற்றின் மூலம் மொழித் திறன், எண் அறிவு, தன்னம்பிக்கை ஆகியவற்றை வளர்க்கிறது. ஆசிரியர்கள் ஒவ்வொரு நாளும் பெற்றோருக்கு ஒரு சிறு குறிப்பு அனுப்புவதால், வீடும் பள்ளியும் இணைந்தே செல்கின்றன.</p>",
    ].join("\n"),
    locationTa: `லேக் வியூ சாலை, ${DEMO_TOWN_TA}`,
    featuresTa: [
      "விளையாட்டு வழி மழலைக் கல்வித் திட்டம்",
      "ஒலிப்புப் பயிற்சியும் தொடக்க வாசிப்பும்",
      "CCTV கண்காணிப்பும் பயிற்சி பெற்ற பராமரிப்பாளர்களும் உள்ள பாதுகாப்பான வளாகம்",
      "பெற்றோருக்குத் தினமும் ஒரு குறிப்பு",
      "உள்ளரங்க, வெளியரங்க விளையாட்டுப் பகுதிகள்",
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
    taglineTa: "அக்கறையுள்ள அக்கம்பக்கப் பள்ளியில் உறுதியான அடித்தளம்",
    descriptionTa:
      "LKG முதல் 5-ஆம் வகுப்பு வரை அன்பான மழலையர், தொடக்கப் பள்ளி; பொறுமையான ஆசிரியர்கள், சிறிய வகுப்புகள், இருமொழிக் கல்வி.",
    aboutTa: [
      `<p>இருபது ஆண்டுகளுக்கும் மேலாக, தேர் வீதியில் உள்ள Nursery &amp; Primary School ${DEMO_TOWN_TA} நகரின் அக்கம்பக்கப் பள்ளியாக விளங்குகிறது. எங்கள் பெற்றோர்களில் பலர் இங்கேயே படித்தவர்கள்.</p>`,
      "<p>குழந்தைகள் ஆங்கிலத்திலும் தமிழிலும் கற்கிறார்கள், ஒவ்வொரு நாளும் வாசிக்கப் பழகுகிறார்கள், கையில் தொட்டுப் பார்க்கும் பொருட்கள் வழியாகக் கணிதத்தையும் அறிவியலையும் அறிந்துகொள்கிறார்கள். வாராந்திர நூலக வகுப்பும் ஆங்கிலப் பேச்சு மன்றமும் நடுநிலைப் பள்ளிக்குச் செல்லத் தேவையான தன்னம்பிக்கையைத் தருகின்றன.</p>",
    ].join("\n"),
    locationTa: `தேர் வீதி, ${DEMO_TOWN_TA}`,
    featuresTa: [
      "ஆங்கிலம், தமிழ் இரு மொழிகளிலும் கற்பித்தல்",
      "அக்கறையுள்ள ஆசிரியர்களுடன் சிறிய வகுப்புகள்",
      "செயல்பாடுகள் வழியாகக் கணிதமும் அறிவியலும்",
      "ஒவ்வொரு வாரமும் நூலக வகுப்பு",
      "ஆங்கிலப் பேச்சு மன்றம்",
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
    taglineTa: "எங்கள் குட்டிக் குழந்தைகளுக்கு ஒரு மென்மையான தொடக்கம்",
    descriptionTa:
      "பதினெட்டு மாதம் முதல் ஐந்து வயது வரையிலான குழந்தைகளுக்கு அமைதியான, வீடு போன்ற விளையாட்டுப் பள்ளி; சிறு குழுக்கள், இசை, நிறைய அன்பு.",
    aboutTa: [
      "<p>Buds &amp; Blossoms, மில் சாலையில் தோட்டத்துடன் கூடிய ஒரு வீட்டில் அமைந்த சிறிய விளையாட்டுப் பள்ளி. குழந்தைகள் தங்கள் வேகத்திலேயே பழகிக்கொள்கிறார்கள்; தேவைப்பட்டால் முதல் சில நாட்கள் பெற்றோர் ஒருவர் அருகிலேயே இருக்கலாம்.</p>",
      "<p>Montessori முறையைப் பின்பற்றிய எங்கள் அறைகளில் குழந்தைகள் ஊற்றி, வகைப்படுத்தி, அடுக்கி, ஆராய்ந்து மகிழ்கிறார்கள். இசையும் அசைவும், கதை நேரம், அமைதியான ஓய்வறை, அன்றன்று தயாரிக்கும் சிற்றுண்டி ஆகியவை காலைப் பொழுதை நிறைக்கின்றன.</p>",
    ].join("\n"),
    locationTa: `மில் சாலை, ${DEMO_TOWN_TA}`,
    featuresTa: [
      "ஒவ்வொரு ஆசிரியருக்கும் சில குழந்தைகள் மட்டுமே",
      "புலன் அனுபவ, Montessori வழி விளையாட்டு",
      "ஓய்வறையும் சத்தான சிற்றுண்டியும்",
      "ஒவ்வொரு நாளும் இசையும் அசைவும்",
      "சிறு குழந்தைகள் மெல்லப் பழகிக்கொள்ள அன்பான வழிகாட்டல்",
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
    taglineTa: "தமிழ்ப் பண்பாட்டில் வேரூன்றிய விளையாட்டு வழிக் கல்வி",
    descriptionTa:
      "மூன்று முதல் எட்டு வயதுக் குழந்தைகளுக்கான விளையாட்டு வழிப் பள்ளி; தமிழ்ப் பாடல்கள், கதைகள், நாட்டுப்புற விளையாட்டுகள், காய்கறித் தோட்டம்.",
    aboutTa: [
      "<p>Balar Kalikkoodam என்றால் “குழந்தைகளின் விளையாட்டு இல்லம்”; நாங்களும் அப்படித்தான். பாரதி நகர் பிரதான சாலையில் வேப்ப மரங்களுக்கு நடுவே அமைந்த எங்கள் பள்ளி, குழந்தைகள் தாய்மொழியில் விளையாடியபடியே வளர உதவுகிறது.</p>",
      "<p>குழந்தைகள் தமிழ்ப் பாடல்கள் பாடுகிறார்கள், தாத்தா பாட்டியிடம் கதைகள் கேட்கிறார்கள், கோலம் போடுகிறார்கள், களிமண்ணில் உருவங்கள் செய்கிறார்கள், காய்கறித் தோட்டத்தைப் பராமரிக்கிறார்கள். வாசிப்பும் எழுத்தும் எண்களும் இந்தச் செயல்பாடுகளிலிருந்தே வளர்வதால், கற்றல் வாழ்க்கையின் ஒரு பகுதியாகவே அமைகிறது.</p>",
    ].join("\n"),
    locationTa: `பாரதி நகர், ${DEMO_TOWN_TA}`,
    featuresTa: [
      "தமிழ்ப் பாடல்கள், கதைகள், நாட்டுப்புற விளையாட்டுகள்",
      "இயற்கை நடையும் காய்கறித் தோட்டமும்",
      "கோலம், களிமண், பாரம்பரியக் கைவினைகள்",
      "விளையாட்டு வழித் தொடக்கக் கல்வி",
      "அன்பான, குடும்பம் போன்ற சூழல்",
    ],
  },
];
