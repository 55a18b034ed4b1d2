export type DemoSlide = {
  title: string;
  caption: string;
  buttonText?: string;
  buttonLink?: string;
  imageKey: string;
  /** The Tamil versions of the title and caption (the caption at most 160 characters). */
  titleTa: string;
  captionTa: string;
};

/** The eight homepage slides, with the titles of the spec's built-in slides, in showing order. */
export const DEMO_SLIDES: DemoSlide[] = [
  {
    title: "International Yoga Day",
    titleTa: "சர்வதேச யோகா தினம்",
    captionTa: "Zee Litera மைதானத்தில் முந்நூறுக்கும் மேற்பட்ட குழந்தைகள் ஒன்றாகச் சூரிய நமஸ்காரம் செய்தனர்.",
    caption: "Over three hundred children greeted the sun together on the Zee Litera ground.",
    buttonText: "See the Gallery",
    buttonLink: "/gallery",
    imageKey: "slide-international-yoga-day",
  },
  {
    title: "Independence Day",
    titleTa: "சுதந்திர தினம்",
    captionTa: "எங்கள் ஐந்து பள்ளிகளிலும் கொடியேற்றம், தேசபக்திப் பாடல்கள், அனைவருக்கும் இனிப்பு.",
    caption: "Flag hoisting, patriotic songs and sweets for everyone across our five schools.",
    imageKey: "slide-independence-day",
  },
  {
    title: "Cultural Heritage",
    titleTa: "நம் பண்பாட்டு மரபு",
    captionTa: "கோலம், பரதநாட்டியம், நாட்டுப்புறப் பாடல்கள் ஒவ்வொரு வகுப்பறையிலும் நம் மரபுகளை உயிர்ப்புடன் வைத்திருக்கின்றன.",
    caption: "Kolam, Bharatanatyam and folk songs keep our traditions alive in every classroom.",
    buttonText: "Our Events",
    buttonLink: "/events",
    imageKey: "slide-cultural-heritage",
  },
  {
    title: "Physical Activities",
    titleTa: "விளையாட்டும் உடற்பயிற்சியும்",
    captionTa: "ஒவ்வொரு நாளும் ஓட்டம், தொடர் ஓட்டம், விளையாட்டுகள்; ஆரோக்கியமான உடல் மனதின் வளர்ச்சிக்கும் உதவும்.",
    caption: "Races, relays and games every day, because healthy bodies help minds grow.",
    imageKey: "slide-physical-activities",
  },
  {
    title: "Yoga & Wellness",
    titleTa: "யோகாவும் நலவாழ்வும்",
    captionTa: "அமைதியான மூச்சுப் பயிற்சியும் எளிய ஆசனங்களும் குழந்தைகள் கவனம் செலுத்தவும் நலமாக உணரவும் உதவுகின்றன.",
    caption: "Calm breathing and simple asanas help children focus and feel good.",
    imageKey: "slide-yoga-wellness",
  },
  {
    title: "Library & Reading",
    titleTa: "நூலகமும் வாசிப்பும்",
    captionTa: "படப் புத்தகங்கள், தமிழ் இலக்கியங்கள், கலைக்களஞ்சியங்கள்: ஒவ்வொரு வகுப்பிலும் ஒரு வாசிப்பு மூலை.",
    caption: "Picture books, Tamil classics and encyclopaedias: a reading corner in every class.",
    imageKey: "slide-library-reading",
  },
  {
    title: "Hands-on Learning",
    titleTa: "செய்து கற்றல்",
    captionTa: "அளந்து, கலந்து, விதைத்து, ஏன் என்று கேட்டு — குழந்தைகள் அறிவியலைச் செய்து பார்த்தே கற்கிறார்கள்.",
    caption: "Children learn science by doing it: measuring, mixing, planting and asking why.",
    buttonText: "Explore Our Schools",
    buttonLink: "/schools",
    imageKey: "slide-hands-on-learning",
  },
  {
    title: "Dedicated Faculty",
    titleTa: "அர்ப்பணிப்புள்ள ஆசிரியர்கள்",
    captionTa: "ஒவ்வொரு குழந்தையையும் பெயர் சொல்லி அறிந்த, பயிற்சி பெற்ற, அக்கறையுள்ள ஆசிரியர்கள்.",
    caption: "Trained, caring teachers who know every child by name.",
    buttonText: "Meet Our Faculty",
    buttonLink: "/faculty",
    imageKey: "slide-dedicated-faculty",
  },
];
