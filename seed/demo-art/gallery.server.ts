import { cloud, hills, type Person, palm, person, schoolBuilding, sun, tree } from "./figures.server";
import {
  atom,
  ball,
  balloon,
  blackboard,
  brush,
  bunting,
  bus,
  curtains,
  flask,
  garland,
  medal,
  paintPalette,
  rangoli,
  star,
  trophy,
} from "./motifs.server";
import { colours, linearGradient, radialGradient, svgDocument } from "./palette.server";

/** Gallery photos: 1200×900 (4:3), like a classroom camera's pictures. */
const W = 1200;
const H = 900;

function kid(p: Person) {
  return person({ ...p, scale: (p.scale ?? 1) * 1.3 });
}

function skyAndGround(skyStops: string[], groundTop: number, ground: string) {
  return {
    defs: linearGradient("sky", skyStops),
    back: `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect y="${groundTop}" width="${W}" height="${H - groundTop}" fill="${ground}"/>`,
  };
}

export function campusLifePhoto() {
  const { defs, back } = skyAndGround(["#9ad9f0", "#e4f5fb"], 640, "#8cc63f");
  const path = `<path d="M520 900 Q560 760 600 640 L640 640 Q680 760 760 900 Z" fill="${colours.sand}"/>`;
  const body = [
    back,
    sun(1040, 130, 60),
    cloud(220, 120, 1),
    cloud(760, 90, 0.8),
    hills(W, H, 620, colours.leafLight, 20, 0.6),
    schoolBuilding(620, 640, 0.95),
    tree(130, 680, 1.4, colours.leafDark),
    tree(1100, 690, 1.2, colours.leaf),
    path,
    kid({ x: 330, y: 840, pose: "wave", shirt: colours.white, bottom: colours.navy, skin: 1, hair: "braid" }),
    kid({
      x: 470,
      y: 860,
      pose: "stand",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 3,
      hair: "short",
      scale: 0.95,
    }),
    kid({ x: 880, y: 850, pose: "cheer", shirt: colours.white, bottom: colours.navy, skin: 0, hair: "bob" }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function fieldTripPhoto() {
  const { defs, back } = skyAndGround(["#7fcbe8", "#d9f1f9"], 700, "#6cbf3f");
  const body = [
    back,
    sun(180, 150, 60),
    cloud(640, 130, 1.2),
    hills(W, H, 470, "#9bbf8a", 70, 0.2),
    hills(W, H, 560, colours.leafLight, 50, 1.6),
    palm(1040, 700, 1.2),
    palm(1130, 720, 0.9, -6),
    tree(80, 700, 1.1, colours.leafDark),
    `<path d="M0 760 Q600 720 ${W} 770 V820 Q600 770 0 810 Z" fill="#d8c49a"/>`,
    bus(520, 790, 1.25),
    kid({
      x: 860,
      y: 860,
      pose: "wave",
      shirt: colours.saffron,
      bottom: colours.navy,
      skin: 2,
      hair: "curly",
      scale: 0.9,
    }),
    kid({
      x: 1000,
      y: 870,
      pose: "wave",
      shirt: colours.skyDeep,
      bottom: colours.navy,
      skin: 4,
      hair: "braid",
      scale: 0.9,
      flip: true,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function culturalProgrammePhoto() {
  const defs =
    linearGradient("stage", ["#4b1f3a", "#7a3e65"]) +
    radialGradient("spot", colours.sunshine, colours.plum, 0.7);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#stage)"/>`,
    `<ellipse cx="600" cy="620" rx="420" ry="380" fill="url(#spot)"/>`,
    `<rect y="700" width="${W}" height="200" fill="#8a5a33"/><rect y="700" width="${W}" height="14" fill="#a96b3b"/>`,
    curtains(W, 760, colours.brick),
    garland(W, 80, 30, 22),
    kid({
      x: 420,
      y: 780,
      pose: "cheer",
      shirt: colours.marigold,
      bottom: colours.rose,
      skin: 1,
      hair: "bun",
    }),
    kid({
      x: 600,
      y: 790,
      pose: "namaste",
      shirt: colours.rose,
      bottom: colours.marigold,
      skin: 3,
      hair: "braid",
      scale: 1.05,
    }),
    kid({
      x: 780,
      y: 780,
      pose: "cheer",
      shirt: colours.teal,
      bottom: colours.marigold,
      skin: 0,
      hair: "bun",
    }),
    star(260, 300, 18, colours.sunshine),
    star(940, 260, 22, colours.sunshine),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function scienceLabPhoto() {
  const defs = linearGradient("wall", ["#e3f3f8", colours.cream]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    atom(900, 230, 140, colours.teal),
    blackboard(90, 110, 460, 280),
    `<rect x="0" y="620" width="${W}" height="40" rx="6" fill="#a96b3b"/><rect y="660" width="${W}" height="240" fill="#d7b88a"/>`,
    flask(680, 620, 1.1, colours.teal),
    flask(860, 620, 0.8, colours.rose),
    flask(1020, 620, 0.95, colours.marigold),
    kid({
      x: 320,
      y: 860,
      pose: "point",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 2,
      hair: "curly",
    }),
    kid({
      x: 560,
      y: 880,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 0,
      hair: "braid",
      scale: 0.95,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function artsAndCraftsPhoto() {
  const defs = linearGradient("wall", ["#fde7c8", colours.cream]);
  const easel = `<path d="M720 860 L800 250 M960 860 L880 250 M840 240 V860" stroke="#8a5a33" stroke-width="16" stroke-linecap="round"/>`;
  const canvas =
    `<rect x="680" y="220" width="320" height="380" rx="6" fill="${colours.white}" stroke="#c9a77a" stroke-width="6"/>` +
    `<rect x="700" y="240" width="280" height="340" fill="#d6f0fa"/>` +
    sun(800, 330, 36, 10) +
    `<path d="M700 580 L700 480 Q780 420 860 480 Q920 440 980 470 L980 580 Z" fill="${colours.leafLight}"/>` +
    `<path d="M880 580 L880 500 L930 460 L980 500 L980 580 Z" fill="${colours.terracotta}"/>`;
  const paper = (x: number, y: number, angle: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="120" height="90" rx="4" fill="${fill}" transform="rotate(${angle} ${x + 60} ${y + 45})"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    paper(80, 90, -8, colours.rose),
    paper(230, 70, 5, colours.sky),
    paper(380, 100, -3, colours.marigold),
    bunting(0, 40, W, 30, 14, 40),
    `<rect y="760" width="${W}" height="140" fill="#e2c08f"/>`,
    easel,
    canvas,
    paintPalette(300, 680, 1.1),
    brush(400, 700, 20, colours.skyDeep),
    brush(430, 712, 48, colours.rose),
    kid({
      x: 1080,
      y: 860,
      pose: "wave",
      shirt: colours.marigold,
      bottom: colours.teal,
      skin: 1,
      hair: "bob",
      flip: true,
    }),
    kid({
      x: 560,
      y: 880,
      pose: "point",
      shirt: colours.leaf,
      bottom: colours.navy,
      skin: 3,
      hair: "short",
      scale: 0.95,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function sportsPhoto() {
  const { defs, back } = skyAndGround(["#8fd3ec", "#e6f6fb"], 600, "#5fae37");
  const goal = `<path d="M860 660 V470 H1140 V660" stroke="${colours.white}" stroke-width="12" fill="none"/><path d="M880 480 L1130 480 M880 530 H1130 M880 580 H1130 M880 630 H1130 M920 470 V660 M980 470 V660 M1040 470 V660 M1100 470 V660" stroke="${colours.white}" stroke-width="2" opacity="0.6"/>`;
  const body = [
    back,
    cloud(300, 130, 1.2),
    sun(1060, 140, 56),
    tree(80, 600, 1, colours.leafDark),
    `<path d="M0 720 Q600 690 ${W} 720" stroke="${colours.white}" stroke-width="6" fill="none" opacity="0.6"/>`,
    goal,
    kid({
      x: 380,
      y: 820,
      pose: "run",
      shirt: colours.saffron,
      bottom: colours.white,
      skin: 1,
      hair: "short",
    }),
    kid({
      x: 650,
      y: 850,
      pose: "run",
      shirt: colours.skyDeep,
      bottom: colours.white,
      skin: 3,
      hair: "braid",
      flip: true,
    }),
    ball(520, 840, 30),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function annualFunctionPhoto() {
  const defs =
    linearGradient("hall", ["#2b2350", "#5b3a70"]) +
    radialGradient("spot", colours.sunshine, "#5b3a70", 0.55);
  const heads = Array.from({ length: 11 }, (_, index) => {
    const x = 60 + index * 110;
    return `<circle cx="${x}" cy="850" r="40" fill="${index % 3 ? "#2a1a10" : "#3b2414"}"/><rect x="${x - 46}" y="870" width="92" height="60" rx="20" fill="${index % 2 ? colours.plum : colours.navy}"/>`;
  }).join("");
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#hall)"/>`,
    `<ellipse cx="600" cy="560" rx="460" ry="340" fill="url(#spot)"/>`,
    `<rect y="680" width="${W}" height="220" fill="#7a4a2a"/>`,
    curtains(W, 700, colours.terracotta),
    bunting(150, 150, 1050, 150, 14, 60),
    balloon(230, 330, colours.saffron),
    balloon(300, 290, colours.marigold),
    balloon(960, 300, colours.rose),
    balloon(1030, 340, colours.leaf),
    trophy(600, 660, 1),
    kid({
      x: 420,
      y: 700,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 2,
      hair: "braid",
      scale: 0.9,
    }),
    kid({
      x: 790,
      y: 700,
      pose: "wave",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 0,
      hair: "short",
      scale: 0.9,
      flip: true,
    }),
    heads,
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function achievementsPhoto() {
  const defs =
    radialGradient("burst", colours.sunshine, colours.saffron, 1, 1) +
    linearGradient("bg", [colours.saffron, "#f7b267"]);
  const rays = Array.from({ length: 18 }, (_, index) => {
    const a = (index * Math.PI * 2) / 18;
    const b = a + Math.PI / 18;
    return `<path d="M600 470 L${(600 + Math.cos(a) * 1000).toFixed(0)} ${(470 + Math.sin(a) * 1000).toFixed(0)} L${(600 + Math.cos(b) * 1000).toFixed(0)} ${(470 + Math.sin(b) * 1000).toFixed(0)} Z" fill="${colours.sunshine}" opacity="0.25"/>`;
  }).join("");
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    rays,
    `<rect x="300" y="700" width="600" height="200" fill="${colours.cream}"/><rect x="460" y="640" width="280" height="60" fill="${colours.white}"/>`,
    trophy(600, 640, 1.5),
    medal(250, 420, 1.4, colours.skyDeep),
    medal(950, 420, 1.4, colours.leaf),
    star(180, 160, 30),
    star(1020, 150, 36),
    star(880, 100, 18),
    kid({
      x: 380,
      y: 880,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 1,
      hair: "bob",
      scale: 0.95,
    }),
    kid({
      x: 820,
      y: 880,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 3,
      hair: "curly",
      scale: 0.95,
    }),
  ];
  return svgDocument(W, H, defs, body.join(""));
}

export function classroomPhoto() {
  const defs = linearGradient("wall", ["#fbe3c0", colours.cream]);
  const desk = (x: number, y: number) =>
    `<rect x="${x - 110}" y="${y}" width="220" height="26" rx="6" fill="#a96b3b"/><rect x="${x - 96}" y="${y + 26}" width="16" height="90" fill="#8a5a33"/><rect x="${x + 80}" y="${y + 26}" width="16" height="90" fill="#8a5a33"/>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>`,
    blackboard(220, 90, 640, 330),
    `<rect y="720" width="${W}" height="180" fill="#d9a86c"/>`,
    kid({
      x: 240,
      y: 760,
      pose: "wave",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 2,
      hair: "short",
      scale: 0.85,
    }),
    kid({
      x: 510,
      y: 760,
      pose: "stand",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 0,
      hair: "braid",
      scale: 0.85,
    }),
    kid({
      x: 780,
      y: 760,
      pose: "cheer",
      shirt: colours.white,
      bottom: colours.navy,
      skin: 4,
      hair: "curly",
      scale: 0.85,
    }),
    desk(240, 680),
    desk(510, 680),
    desk(780, 680),
    person({
      x: 1090,
      y: 860,
      pose: "point",
      adult: "sari",
      shirt: colours.rose,
      bottom: colours.plum,
      skin: 1,
      hair: "bun",
      flip: true,
    }),
    rangoli(110, 200, 70),
  ];
  return svgDocument(W, H, defs, body.join(""));
}
