import { cloud, hills, palm, person, schoolBuilding, sun, tree } from "./figures.server";
import { strokedInitials } from "./letters.server";
import { balloon, books, bunting, kolam, lotus, openBook, star } from "./motifs.server";
import { around, colours, fixed, linearGradient, rad, radialGradient, svgDocument } from "./palette.server";

export const demoSchoolSlugs = [
  "zee-litera",
  "euro-kids",
  "nursery-primary",
  "buds-blossoms",
  "balar-kalikkoodam",
] as const;
export type DemoSchoolSlug = (typeof demoSchoolSlugs)[number];

type SchoolLook = { initials: string; main: string; accent: string; light: string };

const looks: Record<DemoSchoolSlug, SchoolLook> = {
  "zee-litera": { initials: "ZL", main: colours.skyDeep, accent: colours.saffron, light: "#e3f1fa" },
  "euro-kids": { initials: "EK", main: colours.rose, accent: colours.marigold, light: "#fdeaea" },
  "nursery-primary": { initials: "NP", main: colours.leaf, accent: colours.marigold, light: "#eaf6df" },
  "buds-blossoms": { initials: "BB", main: colours.plum, accent: colours.rose, light: "#f7e6ef" },
  "balar-kalikkoodam": { initials: "BK", main: colours.terracotta, accent: colours.leaf, light: "#fbe8dc" },
};

const HW = 1600;
const HH = 900;

function flowers(y: number, from: number, to: number, palette: string[]) {
  const items: string[] = [];
  for (let x = from, index = 0; x < to; x += 46, index++) {
    const fill = palette[index % palette.length]!;
    const cy = y + (index % 3) * 8;
    items.push(
      `<path d="M${x} ${cy + 40} V${cy}" stroke="${colours.leafDark}" stroke-width="4"/>` +
        around(5)
          .map(
            (a) =>
              `<circle cx="${fixed(x + Math.cos(rad(a)) * 9)}" cy="${fixed(cy + Math.sin(rad(a)) * 9)}" r="7" fill="${fill}"/>`,
          )
          .join("") +
        `<circle cx="${x}" cy="${cy}" r="5" fill="${colours.sunshine}"/>`,
    );
  }
  return items.join("");
}

function blossomTree(x: number, y: number, scale: number) {
  const petals = around(14)
    .map((a, index) => {
      const r = 40 + (index % 3) * 22;
      return `<circle cx="${fixed(Math.cos(rad(a)) * r)}" cy="${fixed(-140 + Math.sin(rad(a)) * r * 0.8)}" r="7" fill="${colours.white}" opacity="0.85"/>`;
    })
    .join("");
  return `${tree(x, y, scale, "#f2a7c0")}<g transform="translate(${x} ${y}) scale(${scale})">${petals}</g>`;
}

function playground(x: number, y: number) {
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="M0 0 V-200 M140 0 V-200 M-10 -200 H150" stroke="${colours.skyDeep}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M40 -200 V-80 M90 -200 V-80" stroke="${colours.ink}" stroke-width="3"/>` +
    `<rect x="30" y="-84" width="70" height="12" rx="4" fill="${colours.saffron}"/>` +
    `<path d="M220 0 V-180 H260 V0" stroke="${colours.marigold}" stroke-width="10" fill="none"/>` +
    `<path d="M260 -180 Q330 -160 380 0" stroke="${colours.rose}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="M226 -30 H254 M226 -70 H254 M226 -110 H254 M226 -150 H254" stroke="${colours.marigold}" stroke-width="6"/>` +
    "</g>"
  );
}

function backwater(y: number) {
  const ripples = [0, 1, 2, 3, 4, 5]
    .map(
      (index) =>
        `<path d="M${120 + index * 250} ${y + 40 + (index % 2) * 30} q30 -10 60 0" stroke="${colours.white}" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>`,
    )
    .join("");
  const boat = `<path d="M1080 ${y + 50} Q1200 ${y + 90} 1320 ${y + 50} Q1200 ${y + 70} 1080 ${y + 50} Z" fill="#6b4423"/><path d="M1140 ${y + 50} Q1200 ${y + 10} 1260 ${y + 50} Z" fill="${colours.marigold}"/>`;
  return `<rect y="${y}" width="${HW}" height="120" fill="#5fb3c9"/>${ripples}${boat}`;
}

/** A wide header picture of the school's campus in its own colours. */
export function schoolHeader(slug: DemoSchoolSlug) {
  const look = looks[slug];
  const defs =
    linearGradient("sky", [look.light, colours.cream]) +
    radialGradient("glow", colours.sunshine, look.light, 0.6);
  const common = [
    `<rect width="${HW}" height="${HH}" fill="url(#sky)"/>`,
    `<circle cx="1340" cy="170" r="260" fill="url(#glow)"/>`,
  ];
  const kids = (y: number) =>
    person({
      x: 1080,
      y,
      pose: "wave",
      shirt: look.main,
      bottom: colours.navy,
      skin: 1,
      hair: "braid",
      scale: 1.2,
    }) +
    person({
      x: 1220,
      y: y + 10,
      pose: "cheer",
      shirt: look.accent,
      bottom: colours.navy,
      skin: 3,
      hair: "short",
      scale: 1.25,
    });
  const scenes: Record<DemoSchoolSlug, string[]> = {
    "zee-litera": [
      sun(1340, 170, 70),
      cloud(300, 140, 1.2),
      hills(HW, HH, 660, "#a9d3ea", 40, 0.5),
      `<rect y="700" width="${HW}" height="200" fill="${colours.leafLight}"/>`,
      tree(140, 720, 1.6, colours.leafDark),
      schoolBuilding(640, 720, 1.15, "#f3f8fb", look.main),
      `<g transform="translate(640 815) scale(1 0.35) translate(-640 -815)">${kolam(640, 815, 300, colours.white)}</g>`,
      books(1370, 720, 200, [look.main, look.accent, colours.leaf, colours.marigold]),
      kids(860),
    ],
    "euro-kids": [
      sun(1340, 170, 70),
      cloud(260, 160, 1),
      cloud(900, 110, 0.8),
      bunting(0, 40, HW, 60, 22, 60),
      `<rect y="690" width="${HW}" height="210" fill="#7cc24f"/>`,
      schoolBuilding(520, 700, 1.05, colours.cream, look.main),
      playground(1050, 760),
      balloon(160, 380, look.accent),
      balloon(230, 340, look.main),
      balloon(300, 400, colours.skyDeep),
      person({
        x: 900,
        y: 860,
        pose: "cheer",
        shirt: look.accent,
        bottom: colours.navy,
        skin: 2,
        hair: "curly",
        scale: 1.2,
      }),
    ],
    "nursery-primary": [
      sun(1340, 170, 70),
      cloud(420, 130, 1.1),
      hills(HW, HH, 640, "#b9dd93", 40, 1.1),
      `<rect y="700" width="${HW}" height="200" fill="${colours.leafLight}"/>`,
      tree(1500, 720, 1.5, colours.leaf),
      schoolBuilding(600, 720, 1.1, colours.cream, look.main),
      flowers(780, 40, 1560, [colours.rose, colours.marigold, colours.white, colours.saffron]),
      kids(860),
    ],
    "buds-blossoms": [
      cloud(280, 140, 1.1),
      star(1340, 170, 50, colours.marigold),
      `<rect y="690" width="${HW}" height="210" fill="#9ccf6f"/>`,
      blossomTree(150, 720, 1.5),
      blossomTree(1470, 730, 1.3),
      schoolBuilding(640, 710, 1.05, "#fff8f4", look.main),
      lotus(1000, 840, 0.7),
      flowers(800, 30, 520, [colours.rose, "#f5a7ab", colours.white]),
      kids(870),
    ],
    "balar-kalikkoodam": [
      sun(1340, 170, 70),
      hills(HW, HH, 560, "#7fb27a", 60, 0.3),
      hills(HW, HH, 620, colours.leaf, 40, 1.7),
      backwater(760),
      `<rect y="660" width="${HW}" height="100" fill="#8cc63f"/>`,
      palm(90, 760, 1.5),
      palm(230, 770, 1.1, -6),
      palm(1520, 760, 1.4, -8),
      schoolBuilding(700, 720, 1, colours.cream, look.main),
      person({
        x: 1080,
        y: 740,
        pose: "wave",
        shirt: colours.white,
        bottom: look.main,
        skin: 0,
        hair: "braid",
        scale: 1.1,
      }),
      person({
        x: 1210,
        y: 745,
        pose: "namaste",
        shirt: colours.white,
        bottom: look.accent,
        skin: 4,
        hair: "short",
        scale: 1.1,
      }),
    ],
  };
  return svgDocument(HW, HH, defs, [...common, ...scenes[slug]].join(""));
}

/** A round badge with the school's initials and a small emblem. */
export function schoolLogo(slug: DemoSchoolSlug) {
  const look = looks[slug];
  const size = 512;
  const c = size / 2;
  const emblems: Record<DemoSchoolSlug, string> = {
    "zee-litera": openBook(c, 138, 130),
    "euro-kids": star(c, 132, 44, look.accent),
    "nursery-primary": `<path d="M${c} 170 V110" stroke="${colours.leafDark}" stroke-width="8" stroke-linecap="round"/><path d="M${c} 130 Q${c - 50} 120 ${c - 56} 84 Q${c - 10} 86 ${c} 130 Z" fill="${colours.leaf}"/><path d="M${c} 120 Q${c + 46} 108 ${c + 54} 74 Q${c + 10} 74 ${c} 120 Z" fill="${colours.leafLight}"/>`,
    "buds-blossoms": `<path d="M${c} 172 V128" stroke="${colours.leafDark}" stroke-width="8" stroke-linecap="round"/><path d="M${c} 80 Q${c + 34} 110 ${c} 136 Q${c - 34} 110 ${c} 80 Z" fill="${look.accent}"/><path d="M${c} 150 Q${c - 40} 150 ${c - 44} 120 Q${c - 12} 124 ${c} 150 Z" fill="${colours.leaf}"/>`,
    "balar-kalikkoodam": palm(c - 12, 180, 0.42, 6),
  };
  const dots = around(32)
    .map(
      (a) =>
        `<circle cx="${fixed(c + Math.cos(rad(a)) * 222)}" cy="${fixed(c + Math.sin(rad(a)) * 222)}" r="5" fill="${colours.cream}"/>`,
    )
    .join("");
  const body = [
    `<circle cx="${c}" cy="${c}" r="250" fill="${look.main}"/>`,
    dots,
    `<circle cx="${c}" cy="${c}" r="200" fill="${colours.cream}"/>`,
    `<circle cx="${c}" cy="${c}" r="200" fill="none" stroke="${look.accent}" stroke-width="10"/>`,
    emblems[slug],
    strokedInitials(look.initials, c, 290, 150, look.main),
    `<path d="M${c - 110} 392 Q${c} 420 ${c + 110} 392" stroke="${look.accent}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  ];
  return svgDocument(size, size, "", body.join(""));
}
