// The one script of the public pages. They are sent as server-rendered HTML without React's
// runtime (docs/decisions/010-plain-html-public-pages.md); an element that needs behaviour carries
// data-enhance="name" and gets it here. Each behaviour sits beside the component that draws its
// markup, as `<component>.enhance.ts`: framework-free, browser-only code.
import { enhanceDesktopNav } from "~/components/site/desktop-nav.enhance";
import { enhanceEventsCarousel } from "~/components/site/events/events-carousel.enhance";
import { enhanceGalleryViewer } from "~/components/site/gallery/gallery-viewer.enhance";
import { enhanceHeroSlider } from "~/components/site/home/hero-slider.enhance";
import { enhanceReveal } from "~/components/site/home/reveal-on-scroll.enhance";
import { enhanceMobileMenu } from "~/components/site/mobile-menu.enhance";
import { enhanceSchoolCarousel } from "~/components/site/schools/school-carousel.enhance";
import { enhanceSchoolMap } from "~/components/site/schools/school-map.enhance";
import { showFlashToast } from "./flash-toast";

type Enhancer = (element: HTMLElement) => void | Promise<void>;

// The enquiry forms live on two pages only: their behaviour is a chunk of its own, fetched there.
const enquiryForms = () => import("~/components/site/enquiry/enquiry-forms.enhance");

const enhancers: Record<string, Enhancer> = {
  "desktop-nav": enhanceDesktopNav,
  "mobile-menu": enhanceMobileMenu,
  "hero-slider": enhanceHeroSlider,
  reveal: enhanceReveal,
  "school-carousel": enhanceSchoolCarousel,
  "school-map": enhanceSchoolMap,
  "gallery-viewer": enhanceGalleryViewer,
  "events-carousel": enhanceEventsCarousel,
  "admission-form": async (element) => (await enquiryForms()).enhanceAdmissionForm(element),
  "campus-visit-form": async (element) => (await enquiryForms()).enhanceCampusVisitForm(element),
  "contact-message-form": async (element) => (await enquiryForms()).enhanceContactMessageForm(element),
};

/** Runs one behaviour; a failure is reported but never stops the others. */
async function run(enhance: Enhancer, element: HTMLElement) {
  try {
    await enhance(element);
  } catch (error) {
    reportError(error);
  }
}

async function enhancePage() {
  const work: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
    for (const name of (element.dataset.enhance ?? "").split(/\s+/)) {
      const enhance = enhancers[name];
      if (enhance) work.push(run(enhance, element));
    }
  }
  showFlashToast();
  await Promise.all(work);
  // Tests (and curious developers) can tell that every behaviour is in place.
  document.documentElement.dataset.enhanced = "true";
}

void enhancePage();
