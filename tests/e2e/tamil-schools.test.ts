// /ta/schools and the Tamil school pages, over plain HTTP: Tamil headings, labels and buttons, links
// that stay in Tamil, a school's texts in Tamil where staff wrote them and in English (marked
// lang="en") where they did not, the islands' words in Tamil, Tamil search-engine texts. The
// English pages stay as they were.
import { beforeAll, describe, expect, it } from "vitest";
import { SCHOOLS } from "~/copy/schools";
import { SCHOOL_BUTTONS, SCHOOLS_PAGE, VISIT_CAMPUS_HEADING } from "~/copy/schools-page";
import { schools as tamil } from "~/i18n/messages/ta/schools";
import { CAMPUS_VISITS_TEXT } from "~/lib/whatsapp";
import { DEMO_SCHOOLS } from "~/server/seed/schools-data";
import { writeDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { textOf } from "./helpers/markup";

const server = setupAppServer();

/** Zee Litera gets Tamil texts; EuroKids has none (whatever the demo content holds). */
const TRANSLATED = DEMO_SCHOOLS.find((school) => school.slug === "zee-litera")!;
const UNTRANSLATED = DEMO_SCHOOLS.find((school) => school.slug === "euro-kids")!;
const TAMIL = {
  tagline: "ஆர்வமுள்ள மனங்கள் நம்பிக்கையுள்ள இளம் தலைவர்களாக வளரும் இடம்",
  description: "மழலையர் வகுப்பு முதல் பத்தாம் வகுப்பு வரை ஒரு CBSE பள்ளி.",
  about: "<p>கம்பன் தெருவில் ஒரே கட்டடத்துடனும் நாற்பது குழந்தைகளுடனும் தொடங்கியது.</p>",
  location: "கம்பன் தெரு, தென்பள்ளி",
  features: ["மழலையர் முதல் பத்தாம் வகுப்பு வரை CBSE பாடத்திட்டம்", "அறிவியல் ஆய்வகங்கள்"],
};

beforeAll(() => {
  const school = (column: string) =>
    `update school set ${column} where content_id = (select id from content where slug = ?)`;
  writeDatabase(
    server(),
    "update content set summary_ta = ?, body_ta = ? where slug = ?",
    TAMIL.description,
    TAMIL.about,
    TRANSLATED.slug,
  );
  writeDatabase(
    server(),
    school("tagline_ta = ?, location_ta = ?, features_ta = ?"),
    TAMIL.tagline,
    TAMIL.location,
    JSON.stringify(TAMIL.features),
    TRANSLATED.slug,
  );
  writeDatabase(
    server(),
    "update content set summary_ta = null, body_ta = null where slug = ?",
    UNTRANSLATED.slug,
  );
  writeDatabase(
    server(),
    school("tagline_ta = null, location_ta = null, features_ta = '[]'"),
    UNTRANSLATED.slug,
  );
});

async function get(path: string) {
  const response = await fetch(`${server().url}${path}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function page(path: string) {
  const answer = await get(path);
  expect(answer.status, path).toBe(200);
  return answer.text;
}

/** Text as React writes it in HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The attributes of every `<tag …>` whose content starts with `text` (after any icon). */
function tagsAround(markup: string, tag: string, text: string): string[] {
  const pattern = new RegExp(
    `<${tag}( [^>]*)?>(?:<svg(?:(?!</svg>)[\\s\\S])*</svg>)?${escapeRegExp(html(text))}`,
    "g",
  );
  return [...markup.matchAll(pattern)].map((match) => match[1] ?? "");
}

function expectEnglish(markup: string, tag: string, text: string) {
  const found = tagsAround(markup, tag, text);
  expect(found, `<${tag}> ${text}`).not.toHaveLength(0);
  for (const attributes of found) expect(attributes, text).toContain('lang="en"');
}

function expectNotEnglish(markup: string, tag: string, text: string) {
  const found = tagsAround(markup, tag, text);
  expect(found, `<${tag}> ${text}`).not.toHaveLength(0);
  for (const attributes of found) expect(attributes, text).not.toContain('lang="en"');
}

/** The list (`data-testid`) holding these items, and its attributes. */
function listOf(markup: string, testId: string, index = 0) {
  const lists = [
    ...markup.matchAll(new RegExp(`<ul( [^>]*data-testid="${testId}"[^>]*)>([\\s\\S]*?)</ul>`, "g")),
  ];
  const list = lists[index];
  expect(list, testId).toBeDefined();
  return { attributes: list![1]!, text: textOf(list![2]!) };
}

/** The props the server wrote beside an island. */
function islandProps(markup: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}" data-island-props="([^"]*)"`).exec(markup);
  expect(match, name).not.toBeNull();
  return JSON.parse(
    match![1]!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

function jsonLdOf(markup: string): Record<string, unknown>[] {
  return [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

function mainOf(markup: string) {
  return markup.slice(markup.indexOf("<main"), markup.indexOf("</main>"));
}

describe("/ta/schools", () => {
  it("is in Tamil, with each school's Tamil page, Tamil buttons and a Tamil title", async () => {
    const markup = await page("/ta/schools");
    expect(markup).toMatch(/<html lang="ta"/);
    expect(markup).toContain(`<title>${tamil.list.title} |`);
    expect(markup).toContain(`<meta name="description" content="${html(tamil.list.description)}"/>`);
    const main = mainOf(markup);
    expect(main).toMatch(new RegExp(`<h1 [^>]*>${tamil.list.title}</h1>`));
    expect(main).toContain(tamil.list.eyebrow);
    expect(main).toContain(tamil.list.lead);
    expect(main).toContain(`aria-label="${tamil.list.schoolsLabel}"`);
    expect(textOf(main)).not.toContain(SCHOOLS_PAGE.lead);
    for (const school of SCHOOLS) {
      // Names stay as written; each card leads to the school's Tamil page.
      expect(main).toContain(`>${html(school.name)}</h2>`);
      expect(main).toContain(`href="/ta/schools/${school.slug}"`);
      expect(main).not.toContain(`href="/schools/${school.slug}"`);
      expect(textOf(main)).toContain(`${school.name} பற்றி ${tamil.buttons.learnMore}`);
    }
    expect(main.split(`>${tamil.card.keyFeatures}</h3>`)).toHaveLength(SCHOOLS.length + 1);
    expect(textOf(main)).not.toContain(SCHOOL_BUTTONS.learnMore);
  });

  it("offers the campus visit on WhatsApp with a Tamil label and the office's English text", async () => {
    const main = mainOf(await page("/ta/schools"));
    const link = /<a href="(https:\/\/wa\.me\/[^"]+)"[^>]*>[\s\S]*?<\/a>/.exec(main);
    expect(link).not.toBeNull();
    expect(textOf(link![0])).toContain(tamil.list.visitCampuses);
    expect(new URL(link![1]!.replace(/&amp;/g, "&")).searchParams.get("text")).toBe(CAMPUS_VISITS_TEXT);
    expect(main).toContain(tamil.list.visitNote);
  });

  it("shows a school's Tamil texts, and another's English ones marked lang=\"en\"", async () => {
    const markup = await page("/ta/schools");
    const main = mainOf(markup);
    expectNotEnglish(main, "p", TAMIL.location);
    expectNotEnglish(main, "p", TAMIL.description);
    expect(main).not.toContain(html(TRANSLATED.description));
    const translatedFeatures = listOf(main, "key-features", 0);
    expect(translatedFeatures.attributes).not.toContain('lang="en"');
    expect(translatedFeatures.text).toContain(TAMIL.features[1]);
    expect(translatedFeatures.text).not.toContain(TRANSLATED.features[0]);

    expectEnglish(main, "p", UNTRANSLATED.location);
    expectEnglish(main, "p", UNTRANSLATED.description);
    const englishFeatures = listOf(main, "key-features", 1);
    expect(englishFeatures.attributes).toContain('lang="en"');
    expect(englishFeatures.text).toContain(UNTRANSLATED.features[0]);

    // A bare registration number is named in Tamil; an affiliation written out stays English.
    expect(textOf(main)).toContain(`பதிவு எண் ${SCHOOLS[2]!.affiliation}`);
    expectEnglish(main, "span", SCHOOLS[0]!.affiliation);
    expectNotEnglish(main, "span", `பதிவு எண் ${SCHOOLS[2]!.affiliation}`);

    // Search engines read the Tamil description where there is one.
    const group = jsonLdOf(markup).find((item) => item["@type"] === "EducationalOrganization")!;
    const entries = group.subOrganization as { name: string; description?: string }[];
    expect(entries.find((entry) => entry.name === "Zee Litera")?.description).toBe(TAMIL.description);
    expect(entries.find((entry) => entry.name === "EuroKids")?.description).toBe(UNTRANSLATED.description);
  });

  it("leaves /schools in English, without the Tamil texts or lang marks", async () => {
    const main = mainOf(await page("/schools"));
    expect(main).toContain(SCHOOLS_PAGE.lead.replace(/'/g, "&#x27;"));
    expect(main).toContain(html(TRANSLATED.description));
    expect(main).not.toContain(TAMIL.description);
    expect(main).not.toContain(TAMIL.location);
    expect(main).not.toContain('lang="en"');
    expect(main).toContain('href="/schools/zee-litera"');
  });
});

describe("/ta/schools/<slug>", () => {
  it("shows the school's Tamil texts with Tamil headings, stats and buttons", async () => {
    const markup = await page(`/ta/schools/${TRANSLATED.slug}`);
    expect(markup).toMatch(/<html lang="ta"/);
    expect(markup).toContain("<title>Zee Litera |");
    expect(markup).toContain(`<meta name="description" content="${html(TAMIL.description)}"/>`);
    const main = mainOf(markup);
    expect(main).toContain(`<p class="max-w-prose text-lead text-muted-foreground">${TAMIL.tagline}</p>`);
    expectNotEnglish(main, "p", TAMIL.location);
    expect(main).toContain(TAMIL.about);
    expect(main).not.toContain("Zee Litera opened its gates");
    const features = listOf(main, "school-features");
    expect(features.attributes).not.toContain('lang="en"');
    expect(features.text).toContain(TAMIL.features[0]);
    expect(main).toContain(`>Zee Litera பற்றி</h2>`);
    for (const heading of [tamil.page.stats, tamil.page.features, tamil.page.grades])
      expect(main).toContain(`>${heading}</h3>`);
    for (const heading of [tamil.page.programs, tamil.page.visit]) expect(main).toContain(`>${heading}</h2>`);
    expect(main).toContain("Zee Litera-இல் உங்கள் குழந்தைக்கு");
    for (const label of Object.values(tamil.stats)) expect(textOf(main)).toContain(label);
    // Stats: the campus in Tamil; figures staff write in English are marked.
    expectNotEnglish(main, "dd", TAMIL.location);
    expectEnglish(main, "dd", SCHOOLS[0]!.ageRange);
    expect(listOf(main, "school-grades").attributes).toContain('lang="en"');
    for (const words of [
      tamil.buttons.applyForAdmission,
      tamil.buttons.applyNow,
      tamil.buttons.scheduleVisit,
      tamil.buttons.explorePrograms,
    ])
      expect(main).toContain(words);
    expect(textOf(main)).not.toContain(SCHOOL_BUTTONS.applyNow);
  });

  it("keeps its links in Tamil: admissions and the visit form with the school chosen", async () => {
    const main = mainOf(await page(`/ta/schools/${TRANSLATED.slug}`));
    expect(main).toContain(`href="/ta/admissions?school=${TRANSLATED.slug}"`);
    expect(main).toContain(`href="/ta/contact?school=${TRANSLATED.slug}#visit"`);
    expect(main).not.toMatch(/href="\/(admissions|contact)/);
  });

  it("gives the carousel and the map their words in Tamil", async () => {
    const main = mainOf(await page(`/ta/schools/${TRANSLATED.slug}`));
    const carousel = islandProps(main, "school-carousel");
    expect(carousel.label).toBe("Zee Litera புகைப்படங்கள்");
    const { label: _, ...carouselCopy } = tamil.carousel;
    expect(carousel.copy).toEqual(carouselCopy);
    // The header leads, captioned with the name and the Tamil tagline; the photos' words, not
    // translated here, are marked English, word by word (issue 28).
    const slides = carousel.slides as { title: string; description: string; titleLang?: string }[];
    expect(slides[0]).toMatchObject({ title: "Zee Litera", description: TAMIL.tagline });
    expect(slides[0]!.titleLang).toBeUndefined();
    expect(slides.slice(1).map((slide) => slide.titleLang)).toEqual(TRANSLATED.carousel.map(() => "en"));
    expect(main).toContain(`aria-label="${tamil.carousel.previous}"`);
    expect(main).toContain(`aria-label="புகைப்படம் 2-ஐக் காட்டுங்கள்"`);
    expect(main).toContain(tamil.carousel.hint);
    expect(main).toMatch(/<figcaption lang="en"/);

    const map = islandProps(main, "school-map");
    expect(map.copy).toEqual({ ...tamil.map, placeholder: "Zee Litera செல்லும் வழியைக் காட்டும் வரைபடம்." });
    expect(main).toContain(tamil.map.showMap);
    expect(main).toContain(tamil.map.openInMaps);
    expect(textOf(main)).not.toContain(VISIT_CAMPUS_HEADING);
  });

  it("tells search engines the Tamil description of the school", async () => {
    const markup = await page(`/ta/schools/${TRANSLATED.slug}`);
    const school = jsonLdOf(markup).find((item) => item["@type"] === "School")!;
    expect(school.description).toBe(TAMIL.description);
    expect(school.name).toBe("Zee Litera");
    expect(markup).toContain(`"inLanguage":"ta"`);
  });

  it('falls back to the English tagline, place, about text and features, marked lang="en"', async () => {
    const main = mainOf(await page(`/ta/schools/${UNTRANSLATED.slug}`));
    // (The first photo's caption repeats the tagline, inside a caption marked English.)
    expect(main).toContain(
      `<p lang="en" class="max-w-prose text-lead text-muted-foreground">${html(UNTRANSLATED.tagline)}</p>`,
    );
    expectEnglish(main, "p", UNTRANSLATED.location);
    expect(main).toMatch(/<div lang="en" class="max-w-prose[^"]*"><p>/);
    const features = listOf(main, "school-features");
    expect(features.attributes).toContain('lang="en"');
    expect(features.text).toContain(UNTRANSLATED.features[0]);
    expect(main).toContain(`>${tamil.page.about.replace("{name}", "EuroKids")}</h2>`);
  });

  it("moves the alternate spelling to the Tamil page, and answers 404 for an unknown school", async () => {
    const moved = await get("/ta/schools/balar-kalikoodam");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/ta/schools/balar-kalikkoodam");
    const missing = await get("/ta/schools/no-such-school");
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/<html lang="ta"/);
  });

  it("leaves the English page in English", async () => {
    const markup = await page(`/schools/${TRANSLATED.slug}`);
    const main = mainOf(markup);
    expect(main).toContain(html(TRANSLATED.tagline));
    expect(main).toContain("Zee Litera opened its gates");
    expect(main).not.toContain(TAMIL.tagline);
    expect(main).not.toContain('lang="en"');
    expect(main).toContain(`href="/admissions?school=${TRANSLATED.slug}"`);
    expect(islandProps(main, "school-carousel").label).toBe("Photos of Zee Litera");
    expect(jsonLdOf(markup).find((item) => item["@type"] === "School")?.description).toBe(
      TRANSLATED.description,
    );
  });
});
