import { around, colours, fixed, hairColours, rad, skinTones } from "./palette.server";

export type Pose = "stand" | "wave" | "cheer" | "namaste" | "tree" | "run" | "read" | "point";
export type Hair = "short" | "bob" | "braid" | "bun" | "curly";

export type Person = {
  x: number;
  /** Where the feet touch the ground. */
  y: number;
  scale?: number;
  pose?: Pose;
  skin?: number;
  hair?: Hair;
  hairColour?: number;
  shirt?: string;
  bottom?: string;
  /** Adults are taller and wear a sari or a kurta. */
  adult?: "sari" | "kurta";
  flip?: boolean;
};

/** A friendly, flat-style person; about 200 units tall at scale 1 (adults about 280). */
export function person(p: Person) {
  const skin = skinTones[(p.skin ?? 0) % skinTones.length]!;
  const hairColour = hairColours[(p.hairColour ?? 0) % hairColours.length]!;
  const shirt = p.shirt ?? colours.saffron;
  const bottom = p.bottom ?? colours.navy;
  const pose = p.pose ?? "stand";
  const scale = (p.scale ?? 1) * (p.adult ? 1.38 : 1);
  const flip = p.flip ? " scale(-1 1)" : "";
  const parts = [
    `<ellipse cx="0" cy="0" rx="46" ry="9" fill="${colours.ink}" opacity="0.16"/>`,
    legs(pose, p.adult ? colours.ink : skin, p.adult),
    torso(shirt, bottom, p.adult),
    arms(pose, skin, shirt),
    head(skin, p.hair ?? "short", hairColour),
    pose === "read"
      ? `<rect x="-30" y="-118" width="60" height="40" rx="4" fill="${colours.terracotta}"/><path d="M0 -118 V-78" stroke="${colours.cream}" stroke-width="3"/>`
      : "",
  ];
  return `<g transform="translate(${fixed(p.x)} ${fixed(p.y)}) scale(${fixed(scale * 100) / 100})${flip}">${parts.join("")}</g>`;
}

function legs(pose: Pose, skin: string, adult?: "sari" | "kurta") {
  const leg = (d: string) =>
    `<path d="${d}" stroke="${skin}" stroke-width="15" stroke-linecap="round" fill="none"/>`;
  const shoe = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="12" ry="6" fill="${colours.ink}"/>`;
  if (adult === "sari") return shoe(-10, -3) + shoe(12, -3);
  if (pose === "run")
    return leg("M-10 -60 L-30 -28 L-40 -6") + leg("M10 -60 L22 -30 L38 -18") + shoe(-42, -4) + shoe(42, -16);
  if (pose === "tree") return leg("M-8 -60 L-8 -6") + leg("M10 -60 L34 -48 L2 -40") + shoe(-8, -3);
  return leg("M-11 -60 L-12 -8") + leg("M11 -60 L12 -8") + shoe(-14, -3) + shoe(14, -3);
}

function torso(shirt: string, bottom: string, adult?: "sari" | "kurta") {
  if (adult === "sari") {
    return (
      `<path d="M-26 -140 Q0 -150 26 -140 L40 -6 Q0 6 -40 -6 Z" fill="${bottom}"/>` +
      `<path d="M-26 -140 Q0 -150 26 -140 L30 -92 Q0 -86 -30 -92 Z" fill="${shirt}"/>` +
      `<path d="M24 -142 Q-8 -100 -38 -30 L-24 -20 Q6 -92 32 -128 Z" fill="${shirt}" opacity="0.9"/>` +
      `<path d="M-40 -8 Q0 4 40 -8" stroke="${colours.marigold}" stroke-width="5" fill="none"/>`
    );
  }
  if (adult === "kurta") {
    return (
      `<path d="M-26 -140 Q0 -150 26 -140 L34 -58 Q0 -50 -34 -58 Z" fill="${shirt}"/>` +
      `<path d="M0 -140 V-104" stroke="${colours.cream}" stroke-width="3" opacity="0.7"/>` +
      `<rect x="-20" y="-62" width="40" height="12" fill="${bottom}"/>`
    );
  }
  return (
    `<path d="M-22 -76 L-26 -54 Q0 -48 26 -54 L22 -76 Z" fill="${bottom}"/>` +
    `<path d="M-24 -138 Q0 -146 24 -138 L26 -72 Q0 -66 -26 -72 Z" fill="${shirt}"/>` +
    `<path d="M-9 -140 L0 -128 L9 -140" stroke="${colours.white}" stroke-width="3" fill="none" opacity="0.8"/>`
  );
}

function arms(pose: Pose, skin: string, shirt: string) {
  const arm = (d: string) =>
    `<path d="${d}" stroke="${shirt}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="${d}" stroke="${skin}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round" fill="none" stroke-dasharray="400 400" stroke-dashoffset="770"/>`;
  switch (pose) {
    case "wave":
      return arm("M-22 -130 L-34 -100 L-36 -70") + arm("M22 -130 L44 -150 L52 -184");
    case "cheer":
      return arm("M-22 -130 L-46 -156 L-58 -190") + arm("M22 -130 L46 -156 L58 -190");
    case "tree":
      return arm("M-22 -132 L-24 -176 L-4 -212") + arm("M22 -132 L24 -176 L4 -212");
    case "namaste":
      return (
        arm("M-22 -130 L-22 -100 L-4 -108") +
        arm("M22 -130 L22 -100 L4 -108") +
        `<path d="M0 -132 Q-8 -116 -5 -104 L5 -104 Q8 -116 0 -132 Z" fill="${skin}"/>`
      );
    case "run":
      return arm("M-22 -130 L-44 -112 L-54 -130") + arm("M22 -130 L38 -100 L58 -96");
    case "read":
      return arm("M-22 -130 L-30 -100 L-24 -96") + arm("M22 -130 L30 -100 L24 -96");
    case "point":
      return arm("M-22 -130 L-34 -100 L-36 -70") + arm("M22 -130 L52 -142 L80 -160");
    default:
      return arm("M-22 -130 L-32 -100 L-34 -72") + arm("M22 -130 L32 -100 L34 -72");
  }
}

function head(skin: string, hair: Hair, hairColour: string) {
  const back: Record<Hair, string> = {
    short: "",
    bob: `<path d="M-30 -168 Q-34 -134 -22 -130 L22 -130 Q34 -134 30 -168 Z" fill="${hairColour}"/>`,
    braid: `<path d="M22 -160 Q40 -130 30 -100" stroke="${hairColour}" stroke-width="10" stroke-linecap="round" fill="none"/><circle cx="30" cy="-98" r="5" fill="${colours.rose}"/>`,
    bun: `<circle cx="0" cy="-204" r="13" fill="${hairColour}"/>`,
    curly: around(9, -10)
      .map(
        (a) =>
          `<circle cx="${fixed(Math.cos(rad(a)) * 26)}" cy="${fixed(-170 + Math.sin(rad(a)) * 24)}" r="10" fill="${hairColour}"/>`,
      )
      .join(""),
  };
  return (
    back[hair] +
    `<rect x="-7" y="-150" width="14" height="14" fill="${skin}"/>` +
    `<circle cx="0" cy="-170" r="27" fill="${skin}"/>` +
    `<path d="M-28 -170 Q-28 -200 0 -200 Q28 -200 28 -170 Q16 -186 -4 -184 Q-20 -182 -28 -170 Z" fill="${hairColour}"/>` +
    `<circle cx="-9" cy="-168" r="2.8" fill="${colours.ink}"/><circle cx="9" cy="-168" r="2.8" fill="${colours.ink}"/>` +
    `<path d="M-8 -158 Q0 -151 8 -158" stroke="${colours.ink}" stroke-width="2.4" stroke-linecap="round" fill="none"/>` +
    `<circle cx="-16" cy="-160" r="4" fill="${colours.rose}" opacity="0.45"/><circle cx="16" cy="-160" r="4" fill="${colours.rose}" opacity="0.45"/>`
  );
}

/** A rounded tree: trunk and a cluster of leafy circles. */
export function tree(x: number, y: number, scale = 1, shade: string = colours.leaf) {
  return (
    `<g transform="translate(${fixed(x)} ${fixed(y)}) scale(${scale})">` +
    `<ellipse cx="0" cy="0" rx="60" ry="10" fill="${colours.ink}" opacity="0.12"/>` +
    `<path d="M-10 0 L-7 -90 L7 -90 L10 0 Z" fill="#7a4a2a"/>` +
    `<circle cx="0" cy="-140" r="62" fill="${shade}"/>` +
    `<circle cx="-46" cy="-108" r="40" fill="${shade}"/>` +
    `<circle cx="48" cy="-110" r="42" fill="${shade}"/>` +
    `<circle cx="-18" cy="-160" r="30" fill="#ffffff" opacity="0.12"/>` +
    "</g>"
  );
}

/** A coconut palm, for Kerala and Tamil Nadu landscapes. */
export function palm(x: number, y: number, scale = 1, lean = 8) {
  const fronds = [-150, -120, -85, -55, -20, 10]
    .map((angle) => {
      const ex = Math.cos(rad(angle)) * 95;
      const ey = Math.sin(rad(angle)) * 60 + 30;
      return `<path d="M0 0 Q${fixed(ex * 0.5)} ${fixed(ey - 40)} ${fixed(ex)} ${fixed(ey)}" stroke="${colours.leafDark}" stroke-width="14" stroke-linecap="round" fill="none"/>`;
    })
    .join("");
  return (
    `<g transform="translate(${fixed(x)} ${fixed(y)}) scale(${scale})">` +
    `<path d="M-8 0 Q${lean} -110 ${lean * 2} -220 L${lean * 2 + 10} -220 Q${lean + 10} -110 8 0 Z" fill="#8a5a33"/>` +
    `<g transform="translate(${lean * 2 + 5} -222)">${fronds}<circle cx="-6" cy="6" r="8" fill="#6b4423"/><circle cx="8" cy="8" r="8" fill="#6b4423"/></g>` +
    "</g>"
  );
}

export function sun(cx: number, cy: number, r: number, rays = 12) {
  const rayTags = around(rays)
    .map((angle) => {
      const a = rad(angle);
      return `<path d="M${fixed(cx + Math.cos(a) * r * 1.25)} ${fixed(cy + Math.sin(a) * r * 1.25)} L${fixed(cx + Math.cos(a) * r * 1.6)} ${fixed(cy + Math.sin(a) * r * 1.6)}" stroke="${colours.sunshine}" stroke-width="${fixed(r * 0.14)}" stroke-linecap="round"/>`;
    })
    .join("");
  return (
    `<circle cx="${cx}" cy="${cy}" r="${fixed(r * 2.4)}" fill="${colours.sunshine}" opacity="0.18"/>` +
    rayTags +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours.marigold}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${fixed(r * 0.78)}" fill="${colours.sunshine}"/>`
  );
}

export function cloud(x: number, y: number, scale = 1, opacity = 0.9) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colours.white}" opacity="${opacity}">` +
    `<ellipse cx="0" cy="0" rx="70" ry="26"/><circle cx="-24" cy="-14" r="28"/><circle cx="18" cy="-22" r="34"/>` +
    "</g>"
  );
}

/** Rolling hills across the whole width. */
export function hills(width: number, height: number, top: number, fill: string, wobble = 40, phase = 0) {
  const steps = 6;
  let d = `M0 ${height} L0 ${top}`;
  for (let i = 0; i < steps; i++) {
    const x1 = (width / steps) * (i + 0.5);
    const x2 = (width / steps) * (i + 1);
    const y1 = top + Math.sin(i * 1.7 + phase) * wobble - wobble * 0.5;
    d += ` Q${fixed(x1)} ${fixed(y1)} ${fixed(x2)} ${fixed(top + Math.cos(i * 1.3 + phase) * wobble * 0.3)}`;
  }
  return `<path d="${d} L${width} ${height} Z" fill="${fill}"/>`;
}

/** A two-storey school building with a clock gable. */
export function schoolBuilding(
  x: number,
  y: number,
  scale = 1,
  wall: string = colours.cream,
  roof: string = colours.terracotta,
) {
  const window = (cx: number, top: number) =>
    `<rect x="${cx - 25}" y="${top}" width="50" height="56" rx="6" fill="${colours.sky}" stroke="${colours.brick}" stroke-width="4"/>`;
  const windows =
    [-240, -150, -60, 60, 150, 240].map((cx) => window(cx, -230)).join("") +
    [-240, -150, 150, 240].map((cx) => window(cx, -130)).join("");
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<ellipse cx="0" cy="0" rx="340" ry="18" fill="${colours.ink}" opacity="0.12"/>` +
    `<rect x="-300" y="-260" width="600" height="260" fill="${wall}"/>` +
    `<rect x="-300" y="-260" width="600" height="16" fill="${colours.sand}"/>` +
    `<path d="M-320 -256 L0 -330 L320 -256 Z" fill="${roof}"/>` +
    `<path d="M-80 -260 L0 -380 L80 -260 Z" fill="${roof}"/>` +
    `<circle cx="0" cy="-300" r="26" fill="${colours.white}" stroke="${colours.brick}" stroke-width="5"/>` +
    `<path d="M0 -300 V-316 M0 -300 L11 -294" stroke="${colours.ink}" stroke-width="4" stroke-linecap="round"/>` +
    windows +
    `<path d="M-44 0 V-92 Q0 -136 44 -92 V0 Z" fill="${colours.brick}"/>` +
    `<path d="M-32 0 V-88 Q0 -120 32 -88 V0 Z" fill="#7a3322"/>` +
    "</g>"
  );
}
