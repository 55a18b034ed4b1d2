// /ta/about, /ta/about/founder, /ta/about/vision, /ta/about/mission and /ta/faculty over HTTP: the
// pages' texts in Tamil (headings, prose, lists, figures' labels, title and description), links that
// stay in Tamil, a school's English location marked lang="en" where staff wrote no Tamil one, and
// the media library's English alt texts marked lang="en" on Tamil pages (and not on English ones).
import { beforeAll, describe, expect, it } from "vitest";
import { FOUNDER, SCHOOL_GROUP_NAME } from "~/copy/brand";
import { FOUNDER_LINKS } from "~/copy/founder";
import { schoolFacts } from "~/copy/schools";
import { about as en } from "~/i18n/messages/en/about";
import { about as ta } from "~/i18n/messages/ta/about";
import { faculty as taFaculty } from "~/i18n/messages/ta/faculty";
import { DEMO_SCHOOLS } from "~/server/seed/schools-data";
import { writeDatabase } from "../support/database-file";
import { setupAppServer } from "../support/server-and-browser";
import { addDemoImage } from "../support/server-data";
import { headings, textOf } from "./helpers/markup";

const server = setupAppServer();

/** The school whose header picture illustrates the story on /about (the first with one). */
const STORY_SCHOOL = DEMO_SCHOOLS[0]!;
const STORY_SCHOOL_NAME = schoolFacts(STORY_SCHOOL.slug).name;

// Written before any page is drawn (render cache).
beforeAll(async () => {
  await addDemoImage(server(), "founder-portrait");
  writeDatabase(server(), "update school set location_ta = null where location = ?", STORY_SCHOOL.location);
});

async function page(path: string) {
  const response = await fetch(`${server().url}${path}`);
  const body = await response.text();
  const main = body.slice(body.indexOf("<main"), body.indexOf("</main>"));
  return { status: response.status, body, main, text: textOf(main) };
}

/** The site paths linked from a piece of HTML (not other sites, media files or in-page anchors). */
function sitePaths(html: string) {
  return [...html.matchAll(/\shref="([^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => href.startsWith("/") && !href.startsWith("/media/"));
}

const PAGES = [
  { path: "/ta/about", title: ta.about.title, description: ta.about.description },
  { path: "/ta/about/founder", title: ta.founder.title, description: ta.founder.description },
  { path: "/ta/about/vision", title: ta.vision.title, description: ta.vision.description },
  { path: "/ta/about/mission", title: ta.mission.title, description: ta.mission.description },
  { path: "/ta/faculty", title: taFaculty.title, description: taFaculty.description },
];

describe("the About and Faculty pages in Tamil", () => {
  it.each(PAGES)("$path: Tamil title, description and links that stay in Tamil", async (expected) => {
    const { status, body, main } = await page(expected.path);
    expect(status).toBe(200);
    expect(body).toContain('<html lang="ta"');
    expect(body).toContain(`<title>${expected.title} | ${SCHOOL_GROUP_NAME}</title>`);
    expect(body).toContain(`<meta name="description" content="${expected.description}"`);
    const links = sitePaths(main);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link).toMatch(/^\/ta(\/|$)/);
    expect(headings(main, 2)).toContain(
      expected.path === "/ta/faculty" ? taFaculty.join.heading : ta.shared.onwardHeading,
    );
    expect(main).not.toContain(en.shared.onwardHeading);
  });

  it("/ta/about: the story, the correspondent's card, the motto and the six points in Tamil", async () => {
    const { main, text } = await page("/ta/about");
    expect(headings(main, 1)).toEqual([ta.about.title]);
    expect(headings(main, 2)).toEqual(
      expect.arrayContaining([
        ta.about.story.heading,
        ta.about.management.heading,
        ta.about.motto.heading,
        ta.about.visionMission.heading,
      ]),
    );
    for (const paragraph of ta.about.story.paragraphs) expect(text).toContain(paragraph);
    for (const paragraph of ta.about.management.message) expect(text).toContain(paragraph);
    expect(text).toContain(`${FOUNDER.name} ${ta.about.management.role}`);
    expect(text).toContain(ta.about.motto.motto);
    expect(ta.about.visionMission.points).toHaveLength(6);
    for (const point of ta.about.visionMission.points) {
      expect(headings(main, 3)).toContain(point.title);
      expect(text).toContain(point.text);
    }
    expect(text).not.toContain(en.about.story.paragraphs[0]);
    expect(text).not.toContain(en.about.visionMission.readVision);
    expect(main).toMatch(/<a [^>]*href="\/ta\/about\/founder"[^>]*>[^<]*எங்கள் தாளாளரைச் சந்தியுங்கள்/);
    expect(main).toContain(`href="/ta/about/vision"`);
    expect(main).toContain(`alt="${FOUNDER.name} அவர்களின் உருவப்படம்"`);
  });

  it("/ta/about: the story photo's caption and alt text: English ones marked lang=en", async () => {
    const { main } = await page("/ta/about");
    const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(main)?.[1];
    expect(caption?.replace(/<[^>]*>/g, "")).toBe(`${STORY_SCHOOL_NAME}, ${STORY_SCHOOL.location}`);
    expect(caption).toContain(`<span lang="en">${STORY_SCHOOL.location}</span>`);
    const photo = /<img [^>]*src="\/media\/school-headers\/[^"]*"[^>]*>/.exec(main)?.[0];
    expect(photo).toContain('lang="en"');

    const english = await page("/about");
    const englishCaption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(english.main)?.[1];
    expect(englishCaption?.replace(/<[^>]*>/g, "")).toBe(`${STORY_SCHOOL_NAME}, ${STORY_SCHOOL.location}`);
    expect(englishCaption).not.toContain("lang=");
    expect(/<img [^>]*src="\/media\/school-headers\/[^"]*"[^>]*>/.exec(english.main)?.[0]).not.toContain(
      "lang=",
    );
  });

  it("/ta/about/founder: profile, positions, links and values in Tamil; her name as written", async () => {
    const { body, main, text } = await page("/ta/about/founder");
    expect(headings(main, 1)).toEqual([FOUNDER.name]);
    expect(text).toContain(ta.founder.roleLine);
    for (const paragraph of ta.founder.profile.paragraphs) expect(text).toContain(paragraph);
    expect(headings(main, 3)).toEqual(
      expect.arrayContaining([ta.founder.positions.heading, ta.founder.links.heading]),
    );
    for (const position of ta.founder.positions.items) expect(text).toContain(position);
    expect(text).toContain(ta.founder.quote);
    expect(text).toContain(ta.founder.quoteCite);
    for (const value of ta.founder.values.items) expect(headings(main, 3)).toContain(value.title);
    expect(main).toContain(`aria-label="${ta.founder.quoteLabel}"`);
    const website = new RegExp(`<a[^>]*href="${FOUNDER_LINKS.items[0]!.href}"[^>]*>([\\s\\S]*?)</a>`).exec(
      main,
    )?.[1];
    expect(textOf(website ?? "")).toContain("அதிகாரப்பூர்வ இணையதளம்");
    expect(textOf(website ?? "")).toContain(ta.shared.opensInNewTab);
    expect(body).toContain(`"jobTitle":"${ta.founder.role}"`);
    expect(text).not.toContain(en.founder.profile.paragraphs[1]);
  });

  it("/ta/about/vision: statement, reasons, programmes, promise, values and both goal periods in Tamil", async () => {
    const { main, text } = await page("/ta/about/vision");
    const v = ta.vision;
    expect(headings(main, 1)).toEqual([v.title]);
    expect(text).toContain(v.statement.text);
    expect(headings(main, 2)).toEqual(
      expect.arrayContaining([v.reasons.heading, v.programmes.heading, v.promise.heading, v.goalsHeading]),
    );
    for (const item of [...v.reasons.items, ...v.shortTerm.items, ...v.longTerm.items])
      expect(text).toContain(item);
    for (const card of [...v.programmes.items, ...v.values.items]) {
      expect(headings(main, 3)).toContain(card.title);
      expect(text).toContain(card.text);
    }
    expect(text).toContain(v.promise.text);
    expect(headings(main, 3)).toEqual(
      expect.arrayContaining(["குறுகிய கால இலக்குகள் (2025-2027)", "நீண்ட காலத் தொலைநோக்கு (2028-2030)"]),
    );
  });

  it("/ta/about/mission: statement, six commitments, the four core values in order and the habits in Tamil", async () => {
    const { main, text } = await page("/ta/about/mission");
    const m = ta.mission;
    expect(headings(main, 1)).toEqual([m.title]);
    expect(text).toContain(m.statement.text);
    const cards = /<ul[^>]*data-testid="mission-cards"[^>]*>([\s\S]*?)<\/ul>/.exec(main)?.[1] ?? "";
    expect(headings(cards, 3)).toEqual(m.commitments.items.map((card) => card.title));
    const values = /<ul[^>]*data-testid="core-values"[^>]*>([\s\S]*?)<\/ul>/.exec(main)?.[1] ?? "";
    expect(headings(values, 3)).toEqual(["மகிழ்ச்சி", "சிறந்து விளங்குதல்", "நேர்மை", "கருணை"]);
    for (const step of m.inPractice.steps) expect(text).toContain(step.text);
    expect(text).not.toContain("Happiness");
  });

  it("/ta/faculty: the figures unchanged with Tamil labels, Tamil cards and badges, the photo's English alt marked", async () => {
    const { main, text } = await page("/ta/faculty");
    expect(headings(main, 1)).toEqual([taFaculty.title]);
    const stats = /<dl[^>]*data-testid="faculty-stats"[^>]*>([\s\S]*?)<\/dl>/.exec(main)?.[1] ?? "";
    const values = [...stats.matchAll(/<dd[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => textOf(m[1]!).trim());
    const labels = [...stats.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => textOf(m[1]!).trim());
    expect(values).toEqual(["1:15", "5+", "100+"]);
    expect(labels).toEqual(taFaculty.stats.labels);
    for (const card of taFaculty.highlights.items) {
      expect(headings(main, 3)).toContain(card.title);
      expect(text).toContain(card.text);
    }
    const badges = /<ul[^>]*data-testid="qualification-badges"[^>]*>([\s\S]*?)<\/ul>/.exec(main)?.[1] ?? "";
    const items = [...badges.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!).trim());
    expect(items).toEqual(taFaculty.qualifications.badges);
    expect(items).toContain("B.Ed.");
    expect(text).toContain(taFaculty.join.text);
    const photo = /<img [^>]*src="\/media\/[^"]*"[^>]*>/.exec(main)?.[0];
    expect(photo).toContain('lang="en"');
    const english = await page("/faculty");
    expect(/<img [^>]*src="\/media\/[^"]*"[^>]*>/.exec(english.main)?.[0]).not.toContain("lang=");
  });
});
