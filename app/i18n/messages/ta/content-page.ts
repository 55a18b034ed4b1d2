import type { Messages } from "../../catalogue";

export const contentPage = {
  back: {
    news: "எல்லாச் செய்திகளுக்கும் திரும்ப",
    event: "நிகழ்வுகளுக்குத் திரும்ப",
    faculty: "எங்கள் ஆசிரியர்களுக்குத் திரும்ப",
    gallery: "படத்தொகுப்புக்குத் திரும்ப",
    about: "எங்களைப் பற்றிப் பக்கத்துக்குத் திரும்ப",
    school_info: "எங்கள் பள்ளிகளுக்குத் திரும்ப",
    homepage_slide: "முகப்புப் பக்கத்துக்குத் திரும்ப",
  },
  kind: {
    news: "செய்தி",
    event: "நிகழ்வு",
    faculty: "ஆசிரியர்",
    gallery: "படத்தொகுப்பு",
    about: "எங்களைப் பற்றி",
    school_info: "பள்ளித் தகவல்",
    homepage_slide: "சிறப்புச் செய்தி",
  },
  location: "இடம்",
  category: "வகை",
  schoolDetails: "இந்தப் பள்ளியைப் பற்றி",
  address: "முகவரி",
  visitSchoolPage: "பள்ளியின் பக்கத்தைப் பாருங்கள்",
  fallbackDescription: "{title}: Thenpalli Group of Schools வழங்கும் தகவல்.",
  event: {
    details: "நிகழ்வு விவரங்கள்",
    date: "நாள்",
    time: "நேரம்",
    location: "இடம்",
    registration: "பதிவு",
    registrationRequired: "பதிவு அவசியம்",
    noRegistration: "பதிவு தேவையில்லை",
    places: "இடங்கள்",
    maxParticipants: "அதிகபட்சம் {count} பேர்",
  },
} satisfies Messages["contentPage"];
