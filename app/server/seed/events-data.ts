import type { EventCategory } from "~/copy/categories";
import { DEMO_TOWN } from "./demo-town";

/** The time of day a demo event's registration closes, India time. */
export const REGISTRATION_CLOSES_AT = "17:00";

export type DemoEvent = {
  title: string;
  description: string;
  /** Days from the day the content is added: negative for past events. */
  dayOffset: number;
  eventTime: string | null;
  location: string;
  category: EventCategory;
  isFeatured: boolean;
  maxParticipants: number | null;
  registrationRequired: boolean;
  imageKey?: string;
  /** Registration closes this many days before the event, at REGISTRATION_CLOSES_AT (issue 29). */
  registrationClosesDaysBefore?: number;
  /** The most seats one registration may take (the default is 4). */
  seatsPerRegistration?: number;
  /** Tamil versions, for some events only: the others show in English on the Tamil pages. */
  titleTa?: string;
  descriptionTa?: string;
};

/** Five past and seven upcoming events, in date order. */
export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Grandparents' Day",
    description: "Children invited their grandparents for songs, games and stories of the old days.",
    dayOffset: -60,
    eventTime: "10:00",
    location: "Balar Kalikkoodam",
    category: "Cultural",
    isFeatured: false,
    maxParticipants: null,
    registrationRequired: false,
  },
  {
    title: "Inter-School Quiz Competition",
    description:
      "Teams from twelve schools in the district competed in general knowledge and science rounds.",
    dayOffset: -42,
    eventTime: "09:30",
    location: "Zee Litera Auditorium",
    category: "Competition",
    isFeatured: false,
    maxParticipants: 48,
    registrationRequired: true,
  },
  {
    title: "Nature Walk by the Lake",
    description: "Our toddlers collected leaves, watched the ducks and listened for birdsong.",
    dayOffset: -28,
    eventTime: "08:30",
    location: `${DEMO_TOWN} Lake Park`,
    category: "Other",
    isFeatured: false,
    maxParticipants: null,
    registrationRequired: false,
  },
  {
    title: "Parent-Teacher Meeting",
    titleTa: "பெற்றோர்–ஆசிரியர் சந்திப்பு",
    descriptionTa:
      "ஒவ்வொரு குழந்தையின் முன்னேற்றம் குறித்து நேரடியாகப் பேசலாம்; இந்தப் பருவத்தில் குழந்தைகள் செய்த படைப்புகளும் காட்சிக்கு வைக்கப்படும்.",
    description: "One-to-one meetings on each child's progress, with the term's work on display.",
    dayOffset: -14,
    eventTime: "09:00",
    location: "All five schools",
    category: "Parent Meeting",
    isFeatured: false,
    maxParticipants: null,
    registrationRequired: false,
  },
  {
    title: "Storytelling Week",
    titleTa: "கதை சொல்லும் வாரம்",
    descriptionTa: "ஆசிரியர்கள், பெற்றோர், வருகை தரும் எழுத்தாளர்கள் தமிழிலும் ஆங்கிலத்திலும் கதைகள் சொல்லும் ஒரு வாரம்.",
    description: "A week of stories told by teachers, parents and visiting authors, in Tamil and in English.",
    dayOffset: -3,
    eventTime: "11:00",
    location: "Nursery & Primary School Library",
    category: "Academic",
    isFeatured: false,
    maxParticipants: null,
    registrationRequired: false,
  },
  {
    title: "Science Fair",
    titleTa: "அறிவியல் கண்காட்சி",
    descriptionTa:
      "3-ஆம் வகுப்பு முதல் 10-ஆம் வகுப்பு வரையிலான மாணவர்கள் மாதிரிகளையும் சோதனைகளையும் வழங்குகிறார்கள். குடும்பத்தினர் அனைவரும் வருக.",
    description: "Pupils from Class 3 to Class 10 present models and experiments. Families are welcome.",
    dayOffset: 5,
    eventTime: "09:30",
    location: "Zee Litera Campus",
    category: "Science Fair",
    isFeatured: true,
    maxParticipants: 120,
    registrationRequired: true,
    imageKey: "event-science-fair",
  },
  {
    title: "Art & Craft Workshop for Parents",
    description:
      "Make simple toys and decorations from things at home, and take the ideas back to your children.",
    dayOffset: 12,
    eventTime: "10:30",
    location: "EuroKids Activity Room",
    category: "Workshop",
    isFeatured: false,
    maxParticipants: 30,
    registrationRequired: true,
    registrationClosesDaysBefore: 2,
    seatsPerRegistration: 2,
  },
  {
    title: "Annual Sports Day",
    titleTa: "ஆண்டு விளையாட்டு விழா",
    descriptionTa: "ஐந்து பள்ளிகளின் ஓட்டப் பந்தயங்கள், தொடர் ஓட்டங்கள், உடற்பயிற்சி அணிவகுப்பு. வந்து உற்சாகப்படுத்துங்கள்!",
    description: "Races, relays, drills and a march past by all five schools. Come and cheer!",
    dayOffset: 19,
    eventTime: "08:00",
    location: "Zee Litera Main Ground",
    category: "Sports",
    isFeatured: true,
    maxParticipants: null,
    registrationRequired: false,
    imageKey: "event-sports-day",
  },
  {
    title: "Yoga & Wellness Workshop",
    description: "A gentle morning of yoga and breathing for parents and children together.",
    dayOffset: 26,
    eventTime: "07:00",
    location: "Buds & Blossoms Garden",
    category: "Workshop",
    isFeatured: false,
    maxParticipants: 40,
    registrationRequired: true,
    registrationClosesDaysBefore: 3,
  },
  {
    title: "Term Examinations Begin",
    description: "Term examinations for Classes 1 to 10. Timetables are shared through the class teachers.",
    dayOffset: 34,
    eventTime: "09:00",
    location: "Zee Litera and Nursery & Primary School",
    category: "Examination",
    isFeatured: false,
    maxParticipants: null,
    registrationRequired: false,
  },
  {
    title: "Cultural Evening",
    titleTa: "கலை மாலை",
    descriptionTa: "எங்கள் மாணவர்களின் நடனம், இசை, நாடகம்; நிறைவாக 5-ஆம் வகுப்பு முழுவதும் சேர்ந்து ஆடும் கோலாட்டம்.",
    description: "Dance, music and drama by our pupils, ending with a kolattam by the whole of Class 5.",
    dayOffset: 41,
    eventTime: "17:30",
    location: "Zee Litera Auditorium",
    category: "Cultural",
    isFeatured: true,
    maxParticipants: 400,
    registrationRequired: false,
    imageKey: "event-cultural-evening",
  },
  {
    title: "Mid-Term Break",
    titleTa: "பருவ இடைவேளை விடுமுறை",
    descriptionTa:
      "பருவ இடைவேளைக்காக அனைத்துப் பள்ளிகளும் மூடப்பட்டிருக்கும். அடுத்த திங்கள்கிழமை வகுப்புகள் மீண்டும் தொடங்கும்.",
    description: "All schools are closed for the mid-term break. Classes resume the following Monday.",
    dayOffset: 55,
    eventTime: null,
    location: "All five schools",
    category: "Holiday",
    isFeatured: false,
    maxParticipants: null,
    registrationRequired: false,
  },
];
