import { ADMISSION_YEAR } from "~/copy/admissions";
import type { NewsCategory, NewsPriority } from "~/copy/categories";

export type DemoNews = {
  title: string;
  excerpt: string;
  body: string;
  category: NewsCategory;
  priority: NewsPriority;
  isFeatured: boolean;
  /** Published this many days before the content is added. */
  daysAgo: number;
  imageKey?: string;
  /** Tamil versions, for some articles only: the others show in English on the Tamil pages. */
  titleTa?: string;
  excerptTa?: string;
  bodyTa?: string;
};

export const DEMO_NEWS: DemoNews[] = [
  {
    title: `Admissions Open for ${ADMISSION_YEAR}`,
    excerpt: `Applications for ${ADMISSION_YEAR} are open at all five schools, from Play Group to Class 9.`,
    body: [
      `<p>We are happy to welcome new families for the ${ADMISSION_YEAR} academic year. Seats are available from Play Group at Buds &amp; Blossoms up to Class 9 at Zee Litera.</p>`,
      "<p>Send an enquiry from the Admissions page, or visit any of our school offices between 9:00 AM and 4:00 PM on working days. Our staff will walk you through the campus and answer your questions.</p>",
      "<p>Early applicants are invited to a free orientation morning for parents and children.</p>",
    ].join("\n"),
    titleTa: `${ADMISSION_YEAR} கல்வியாண்டுக்கான சேர்க்கை தொடங்கியது`,
    excerptTa: `எங்கள் ஐந்து பள்ளிகளிலும் Play Group முதல் 9-ஆம் வகுப்பு வரை ${ADMISSION_YEAR} கல்வியாண்டுக்கான விண்ணப்பங்கள் பெறப்படுகின்றன.`,
    bodyTa: [
      `<p>${ADMISSION_YEAR} கல்வியாண்டுக்குப் புதிய குடும்பங்களை மகிழ்ச்சியுடன் வரவேற்கிறோம். Buds &amp; Blossoms பள்ளியில் Play Group முதல் Zee Litera பள்ளியில் 9-ஆம் வகுப்பு வரை இடங்கள் உள்ளன.</p>`,
      "<p>சேர்க்கைப் பக்கத்திலிருந்து விண்ணப்பம் அனுப்புங்கள், அல்லது வேலை நாட்களில் காலை 9:00 முதல் மாலை 4:00 மணி வரை எங்கள் எந்தப் பள்ளி அலுவலகத்துக்கும் நேரில் வாருங்கள். எங்கள் பணியாளர்கள் வளாகத்தைச் சுற்றிக் காட்டி, உங்கள் கேள்விகளுக்குப் பதில் அளிப்பார்கள்.</p>",
      "<p>முன்கூட்டியே விண்ணப்பிப்பவர்கள், பெற்றோருக்கும் குழந்தைகளுக்குமான இலவச அறிமுகக் காலை நிகழ்ச்சியில் கலந்துகொள்ள அன்புடன் அழைக்கப்படுகிறார்கள்.</p>",
    ].join("\n"),
    category: "Admission",
    priority: "high",
    isFeatured: true,
    daysAgo: 2,
    imageKey: "news-admissions",
  },
  {
    title: "Zee Litera Students Shine at the State Science Olympiad",
    excerpt: "Four students won medals, and Class 8's water-purifier project took second place in the state.",
    body: [
      "<p>Four Zee Litera students won medals at this year's state science olympiad. Kavya R. (Class 8) and Arjun S. (Class 8) took second place in the project round with a low-cost water purifier built from local materials.</p>",
      "<p>Congratulations to the students and to their science teachers, who stayed back after school for many weeks to help them prepare.</p>",
    ].join("\n"),
    category: "Achievement",
    priority: "medium",
    isFeatured: false,
    daysAgo: 6,
    imageKey: "news-achievement",
  },
  {
    title: "New Story Corner at Balar Kalikkoodam",
    excerpt:
      "A cosy reading corner with more than three hundred Tamil and English picture books is now open.",
    body: [
      "<p>Thanks to books donated by our parents and alumni, Balar Kalikkoodam now has a story corner with more than three hundred Tamil and English picture books.</p>",
      "<p>Grandparents are welcome to read to the children on Friday mornings. Please speak to the school office to choose a day.</p>",
    ].join("\n"),
    titleTa: "Balar Kalikkoodam பள்ளியில் புதிய கதை மூலை",
    excerptTa:
      "முந்நூறுக்கும் மேற்பட்ட தமிழ், ஆங்கிலப் படப் புத்தகங்களுடன் ஒரு வசதியான வாசிப்பு மூலை இப்போது திறக்கப்பட்டுள்ளது.",
    bodyTa: [
      "<p>எங்கள் பெற்றோர்களும் முன்னாள் மாணவர்களும் நன்கொடையாக அளித்த புத்தகங்களால், Balar Kalikkoodam பள்ளியில் இப்போது முந்நூறுக்கும் மேற்பட்ட தமிழ், ஆங்கிலப் படப் புத்தகங்களுடன் ஒரு கதை மூலை உள்ளது.</p>",
      "<p>வெள்ளிக்கிழமை காலைகளில் தாத்தா பாட்டிகள் வந்து குழந்தைகளுக்குக் கதை படித்துக் காட்டலாம். உங்களுக்கு வசதியான நாளைத் தேர்வுசெய்ய பள்ளி அலுவலகத்தைத் தொடர்பு கொள்ளுங்கள்.</p>",
    ].join("\n"),
    category: "Announcement",
    priority: "low",
    isFeatured: false,
    daysAgo: 12,
    imageKey: "news-announcement",
  },
  {
    title: "Parent Workshop: Helping Young Children Read at Home",
    excerpt: "A free Saturday workshop with simple, everyday ways to build a love of reading.",
    body: [
      "<p>Reading together for ten minutes a day makes a lasting difference. At this hands-on workshop our primary teachers will share simple ways to read with children at home, in Tamil and in English.</p>",
      "<p>The workshop is free and open to parents from all five schools. Children are welcome to come along; our teachers will run a storytelling session for them in the next room.</p>",
    ].join("\n"),
    category: "Parent Notice",
    priority: "medium",
    isFeatured: false,
    daysAgo: 20,
  },
];
