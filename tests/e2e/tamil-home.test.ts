// /ta and the site chrome in Tamil, over HTTP: the home page's fixed copy from the Tamil catalogue,
// links (sections, menus, footer) that stay in Tamil, the slides' Tamil words where staff wrote
// them and the English marked lang="en" where not, the menu and slider islands' Tamil labels as
// props (and none added to the English page's), the mobile menu's language switch, the schools'
// Tamil locations, and the WhatsApp button kept off the Tamil admissions page.
import { beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_GROUP_NAME } from "~/copy/brand";
import { chrome } from "~/i18n/messages/ta/chrome";
import { home } from "~/i18n/messages/ta/home";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "~/islands/names";
import { writeDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { headings, textOf } from "./helpers/markup";

const server = setupAppServer();

/** One slide with Tamil words, one without; one school with a Tamil location, the others without. */
const TAMIL_SLIDE = {
  english: "International Yoga Day",
  title: "யோகா தினக் காலை",
  caption: "மைதானத்தில் ஒன்றாகச் சூரிய வணக்கம்.",
};
const ENGLISH_SLIDE = "Independence Day";
const TAMIL_LOCATION = "கம்பன் தெரு, தென்பள்ளி";

// Written before any page is drawn (render cache).
beforeAll(() => {
  writeDatabase(
    server(),
    "update content set title_ta = ?, summary_ta = ? where kind = 'homepage_slide' and title = ?",
    TAMIL_SLIDE.title,
    TAMIL_SLIDE.caption,
    TAMIL_SLIDE.english,
  );
  writeDatabase(
    server(),
    "update content set title_ta = null, summary_ta = null where kind = 'homepage_slide' and title = ?",
    ENGLISH_SLIDE,
  );
  writeDatabase(server(), "update school set location_ta = null");
  writeDatabase(
    server(),
    "update school set location_ta = ? where content_id = (select id from content where kind = 'school_info' and slug = 'zee-litera')",
    TAMIL_LOCATION,
  );
});

async function get(path: string) {
  const response = await fetch(`${server().url}${path}`, { redirect: "manual" });
  expect(response.status).toBe(200);
  return response.text();
}

/** Every href on the page (entities decoded). */
function hrefs(html: string) {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

/** The props of one island of the page, parsed back from their attribute. */
function islandProps(html: string, name: string) {
  const pattern = new RegExp(`${ISLAND_ATTRIBUTE}="${name}" ${ISLAND_PROPS_ATTRIBUTE}="([^"]*)"`);
  const json = pattern.exec(html)?.[1];
  if (!json) throw new Error(`no ${name} island on the page`);
  return JSON.parse(
    json
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

/** The opening tag of the first element whose text (up to its first tag) is `text`. */
function tagBefore(html: string, text: string) {
  const at = html.indexOf(`>${text}<`);
  if (at < 0) return "";
  return html.slice(html.lastIndexOf("<", at), at + 1);
}

/** The part of the page inside its <footer>. */
function footerOf(html: string) {
  return /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
}

describe("the Tamil home page", () => {
  it("draws every section's fixed copy from the Tamil catalogue", async () => {
    const html = await get("/ta");
    expect(html).toMatch(/<html[^>]*\slang="ta"/);
    expect(headings(html, 1)).toEqual([home.intro.tagline]);
    const sections = headings(html, 2);
    for (const heading of [
      home.whyChoose.heading,
      home.achievements.heading,
      home.callToAction.heading,
      home.curriculum.heading,
      home.family.heading,
    ])
      expect(sections).toContain(heading);
    const text = textOf(html);
    for (const phrase of [
      home.intro.motto,
      home.intro.explore,
      home.intro.statLabels.families,
      home.whyChoose.cards.safety.title,
      home.curriculum.steps.experience,
      home.curriculum.features.parents,
      home.callToAction.visit,
      home.family.allSchools,
    ])
      expect(text).toContain(phrase);
    expect(text).toMatch(/\d{4}-\d{2} சேர்க்கைக்கு இப்போதே விண்ணப்பியுங்கள்/);
    expect(text).toContain("Zee Litera பற்றி மேலும் அறியுங்கள்");
    expect(text).not.toContain("Why Choose Our Schools?");
    expect(html).toContain(`<title>${home.meta.title}</title>`);
    expect(html).toContain(`content="${home.meta.description}"`);
  });

  it("keeps every link to a public page in Tamil: sections, menus and footer", async () => {
    const html = await get("/ta");
    const links = hrefs(html).filter((href) => href.startsWith("/") && !href.startsWith("//"));
    const pages = links.filter(
      (href) => !/^\/(admin|switch-language|assets|media|uploads|fallback|favicon|islands)\b/.test(href),
    );
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((href) => href !== "/ta" && !href.startsWith("/ta/"))).toEqual([]);
    for (const path of [
      "/ta/admissions",
      "/ta/schools",
      "/ta/contact",
      "/ta/schools/zee-litera",
      "/ta/about",
    ])
      expect(pages).toContain(path);
    // The menus are islands: their links are drawn from their props.
    const menu = islandProps(html, "mobile-menu");
    expect(menu.locale).toBe("ta");
    expect(html).toContain(`href="/ta/about/founder"`);
  });

  it('shows a slide\'s Tamil title and caption, and the English ones marked lang="en"', async () => {
    const html = await get("/ta");
    const { slides, labels } = islandProps(html, "hero-slider");
    const tamil = slides.find((slide: { title: string }) => slide.title === TAMIL_SLIDE.title);
    expect(tamil).toBeDefined();
    expect(tamil.caption).toBe(TAMIL_SLIDE.caption);
    expect(tamil.lang?.title).toBeUndefined();
    const english = slides.find((slide: { title: string }) => slide.title === ENGLISH_SLIDE);
    expect(english.lang).toMatchObject({ title: "en" });
    expect(tagBefore(html, TAMIL_SLIDE.title)).not.toContain('lang="en"');
    // The slide's own English button label is marked; its link leads to the Tamil page.
    expect(tamil.button.href).toBe("/ta/gallery");
    expect(tamil.lang?.button).toBe("en");
    // A slide without its own button: the Tamil default label, to the Tamil /about.
    expect(english.button).toEqual({ href: "/ta/about", label: home.learnMore });
    expect(labels).toEqual({
      label: home.slider.label,
      previous: home.slider.previous,
      next: home.slider.next,
      pause: home.slider.pause,
      play: home.slider.play,
      goTo: home.slider.goTo,
      position: home.slider.position,
    });
    expect(html).toContain(`aria-label="${home.slider.label}"`);
    expect(html).toContain(`aria-label="${home.slider.next}"`);
  });

  it("gives the menu islands the Tamil labels and the switch back to English", async () => {
    const html = await get("/ta");
    const desktop = islandProps(html, "desktop-nav");
    expect(desktop).toMatchObject({ locale: "ta", labels: chrome.menu, pathname: "/ta" });
    const mobile = islandProps(html, "mobile-menu");
    expect(mobile.labels).toEqual(chrome.menu);
    expect(mobile.languageSwitch).toEqual({
      href: `/switch-language?to=${encodeURIComponent("/")}`,
      name: "English",
      lang: "en",
    });
    expect(mobile.founder.role).toBe(chrome.founderRole);
    expect(html).toContain(`aria-label="${chrome.menu.openMenu}"`);
    expect(html).toContain(`>${chrome.menu.aboutSchools.replace("&", "&amp;")}<svg`);
    // The Home link of both menus is the current page.
    expect(html).toMatch(/href="\/ta" aria-current="page"/);
  });

  it("adds no labels to the English page's islands, whose mobile menu offers Tamil", async () => {
    const html = await get("/");
    expect(Object.keys(islandProps(html, "desktop-nav")).sort()).toEqual(["pathname", "schools"]);
    const mobile = islandProps(html, "mobile-menu");
    expect(mobile.labels).toBeUndefined();
    expect(mobile.locale).toBeUndefined();
    expect(mobile.languageSwitch).toEqual({
      href: `/switch-language?to=${encodeURIComponent("/ta")}`,
      name: "தமிழ்",
      lang: "ta",
    });
    const hero = islandProps(html, "hero-slider");
    expect(hero.labels).toBeUndefined();
    expect(hero.slides.some((slide: { lang?: unknown }) => slide.lang)).toBe(false);
    expect(html).not.toContain("மேலும் அறிய");
  });

  it("writes the footer in Tamil, with the schools' Tamil locations and English ones marked", async () => {
    const footer = footerOf(await get("/ta"));
    const text = textOf(footer);
    for (const phrase of [
      chrome.footer.quickLinks,
      chrome.footer.mainOffice,
      chrome.footer.tagline,
      chrome.footer.credit,
      chrome.menu.gallery,
    ])
      expect(text).toContain(phrase);
    expect(text).toContain(`${SCHOOL_GROUP_NAME}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`);
    expect(tagBefore(footer, TAMIL_LOCATION)).not.toContain('lang="en"');
    expect(footer).toMatch(/<span lang="en"[^>]*>[^<]*Thenpalli<\/span>/);
    expect(hrefs(footer)).toContain("/ta/schools/zee-litera");
    expect(hrefs(footer)).toContain("/ta/news");
  });

  it("names the WhatsApp button in Tamil, and keeps it off the Tamil admissions page", async () => {
    const html = await get("/ta");
    expect(html).toContain(`aria-label="${chrome.whatsapp.region}"`);
    expect(html).toContain(`title="${chrome.whatsapp.label}"`);
    const admissions = await get("/ta/admissions");
    expect(admissions).not.toContain(`aria-label="${chrome.whatsapp.region}"`);
  });
});
