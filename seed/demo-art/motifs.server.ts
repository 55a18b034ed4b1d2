import { around, colours, fixed, rad } from "./palette.server";

/** A dot-and-loop kolam, drawn in rice-flour white: dots on a diamond lattice, each ringed by a loop. */
export function kolam(cx: number, cy: number, size: number, stroke: string = colours.white) {
  const n = 3;
  const step = size / (2 * n + 1);
  const dots: string[] = [];
  const loops: string[] = [];
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      if (Math.abs(i) + Math.abs(j) > n) continue;
      const x = cx + i * step;
      const y = cy + j * step;
      dots.push(`<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(step * 0.09)}" fill="${stroke}"/>`);
      const r = step * 0.5;
      loops.push(
        `<path d="M${fixed(x)} ${fixed(y - r)} Q${fixed(x + r)} ${fixed(y - r)} ${fixed(x + r)} ${fixed(y)} Q${fixed(x + r)} ${fixed(y + r)} ${fixed(x)} ${fixed(y + r)} Q${fixed(x - r)} ${fixed(y + r)} ${fixed(x - r)} ${fixed(y)} Q${fixed(x - r)} ${fixed(y - r)} ${fixed(x)} ${fixed(y - r)} Z" transform="rotate(45 ${fixed(x)} ${fixed(y)})"/>`,
      );
    }
  }
  const outer = (n + 0.9) * step;
  const petals = around(4, 45)
    .map((angle) => {
      const px = cx + Math.cos(rad(angle)) * outer * 0.72;
      const py = cy + Math.sin(rad(angle)) * outer * 0.72;
      return `<circle cx="${fixed(px)}" cy="${fixed(py)}" r="${fixed(step * 0.7)}"/>`;
    })
    .join("");
  return (
    `<g fill="none" stroke="${stroke}" stroke-width="${fixed(step * 0.1)}" stroke-linecap="round">` +
    `<path d="M${cx} ${fixed(cy - outer)} L${fixed(cx + outer)} ${cy} L${cx} ${fixed(cy + outer)} L${fixed(cx - outer)} ${cy} Z" stroke-linejoin="round"/>` +
    loops.join("") +
    petals +
    `</g>${dots.join("")}`
  );
}

/** A colourful flower rangoli of rings of petals. */
export function rangoli(cx: number, cy: number, r: number) {
  const ring = (count: number, distance: number, rx: number, ry: number, fill: string, offset = 0) =>
    around(count, offset)
      .map(
        (angle) =>
          `<ellipse cx="${fixed(cx + Math.cos(rad(angle)) * distance)}" cy="${fixed(cy + Math.sin(rad(angle)) * distance)}" rx="${fixed(rx)}" ry="${fixed(ry)}" fill="${fill}" transform="rotate(${fixed(angle)} ${fixed(cx + Math.cos(rad(angle)) * distance)} ${fixed(cy + Math.sin(rad(angle)) * distance)})"/>`,
      )
      .join("");
  const dots = around(24)
    .map(
      (angle) =>
        `<circle cx="${fixed(cx + Math.cos(rad(angle)) * r * 1.05)}" cy="${fixed(cy + Math.sin(rad(angle)) * r * 1.05)}" r="${fixed(r * 0.035)}" fill="${colours.white}"/>`,
    )
    .join("");
  return (
    `<circle cx="${cx}" cy="${cy}" r="${fixed(r * 0.98)}" fill="${colours.plum}"/>` +
    ring(12, r * 0.7, r * 0.26, r * 0.12, colours.marigold) +
    ring(12, r * 0.6, r * 0.2, r * 0.09, colours.saffron, 15) +
    `<circle cx="${cx}" cy="${cy}" r="${fixed(r * 0.45)}" fill="${colours.leaf}"/>` +
    ring(8, r * 0.28, r * 0.16, r * 0.08, colours.rose, 22.5) +
    `<circle cx="${cx}" cy="${cy}" r="${fixed(r * 0.14)}" fill="${colours.sunshine}"/>` +
    dots
  );
}

/** A string of triangular festival flags hanging between two points. */
export function bunting(x1: number, y1: number, x2: number, y2: number, count: number, sag = 50) {
  const palette = [
    colours.saffron,
    colours.leaf,
    colours.marigold,
    colours.rose,
    colours.skyDeep,
    colours.terracotta,
  ];
  const midX = (x1 + x2) / 2;
  const midY = (y1 + y2) / 2 + sag;
  const at = (t: number) => ({
    x: (1 - t) ** 2 * x1 + 2 * (1 - t) * t * midX + t ** 2 * x2,
    y: (1 - t) ** 2 * y1 + 2 * (1 - t) * t * midY + t ** 2 * y2,
  });
  const flags = Array.from({ length: count }, (_, index) => {
    const a = at((index + 0.15) / count);
    const b = at((index + 0.85) / count);
    const tipX = (a.x + b.x) / 2;
    const tipY = (a.y + b.y) / 2 + Math.abs(b.x - a.x) * 0.95;
    return `<path d="M${fixed(a.x)} ${fixed(a.y)} L${fixed(b.x)} ${fixed(b.y)} L${fixed(tipX)} ${fixed(tipY)} Z" fill="${palette[index % palette.length]}"/>`;
  }).join("");
  return `<path d="M${x1} ${y1} Q${fixed(midX)} ${fixed(midY)} ${x2} ${y2}" stroke="${colours.ink}" stroke-width="3" fill="none" opacity="0.6"/>${flags}`;
}

/** The national flag on a pole, gently waving; `h` is the flag's height. */
export function tricolour(x: number, y: number, h: number, poleHeight: number) {
  const w = h * 1.5;
  const band = h / 3;
  const wave = (top: number) =>
    `M${x} ${fixed(top)} C${fixed(x + w * 0.33)} ${fixed(top - h * 0.12)} ${fixed(x + w * 0.66)} ${fixed(top + h * 0.12)} ${fixed(x + w)} ${fixed(top)}`;
  const stripe = (top: number, fill: string) =>
    `<path d="${wave(top)} L${fixed(x + w)} ${fixed(top + band)} C${fixed(x + w * 0.66)} ${fixed(top + band + h * 0.12)} ${fixed(x + w * 0.33)} ${fixed(top + band - h * 0.12)} ${x} ${fixed(top + band)} Z" fill="${fill}"/>`;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const spokes = around(24)
    .map(
      (angle) =>
        `<path d="M${fixed(cx)} ${fixed(cy)} L${fixed(cx + Math.cos(rad(angle)) * band * 0.42)} ${fixed(cy + Math.sin(rad(angle)) * band * 0.42)}"/>`,
    )
    .join("");
  return (
    `<rect x="${fixed(x - 8)}" y="${fixed(y - 10)}" width="8" height="${poleHeight}" fill="#8a6a4a"/>` +
    `<circle cx="${fixed(x - 4)}" cy="${fixed(y - 14)}" r="8" fill="${colours.marigold}"/>` +
    stripe(y, "#ff9933") +
    stripe(y + band, colours.white) +
    stripe(y + band * 2, "#138808") +
    `<g stroke="#000080" stroke-width="${fixed(band * 0.04)}" fill="none"><circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(band * 0.44)}"/>${spokes}</g>`
  );
}

/** A clay oil lamp with its flame. */
export function diya(x: number, y: number, scale = 1) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<circle cx="0" cy="-44" r="34" fill="${colours.sunshine}" opacity="0.25"/>` +
    `<path d="M0 -70 Q14 -46 0 -30 Q-14 -46 0 -70 Z" fill="${colours.marigold}"/>` +
    `<path d="M0 -58 Q7 -44 0 -34 Q-7 -44 0 -58 Z" fill="${colours.white}"/>` +
    `<path d="M-48 -26 Q0 -34 48 -26 Q40 8 0 10 Q-40 8 -48 -26 Z" fill="${colours.terracotta}"/>` +
    `<path d="M-40 -16 Q0 -8 40 -16" stroke="${colours.marigold}" stroke-width="4" fill="none"/>` +
    "</g>"
  );
}

/** A row of book spines standing on a shelf line, filling `width`. */
export function books(x: number, y: number, width: number, palette: string[]) {
  let cursor = x;
  const spines: string[] = [];
  for (let index = 0; cursor + 44 < x + width; index++) {
    const w = 26 + ((index * 7) % 16);
    const h = 110 + ((index * 23) % 50);
    const fill = palette[index % palette.length];
    const tilt = index % 9 === 8 ? ` transform="rotate(-12 ${cursor} ${y})"` : "";
    spines.push(
      `<g${tilt}><rect x="${cursor}" y="${y - h}" width="${w}" height="${h}" rx="3" fill="${fill}"/>` +
        `<rect x="${cursor}" y="${y - h + 14}" width="${w}" height="6" fill="${colours.cream}" opacity="0.7"/>` +
        `<rect x="${cursor}" y="${y - 24}" width="${w}" height="5" fill="${colours.cream}" opacity="0.5"/></g>`,
    );
    cursor += w + 3;
  }
  return spines.join("");
}

/** An open book, as seen from a little above. */
export function openBook(cx: number, cy: number, w: number) {
  const h = w * 0.38;
  const lines = [0.25, 0.42, 0.59, 0.76]
    .map(
      (t) =>
        `<path d="M${fixed(cx - w * 0.42)} ${fixed(cy - h * 0.5 + h * t)} Q${fixed(cx - w * 0.25)} ${fixed(cy - h * 0.6 + h * t)} ${fixed(cx - w * 0.08)} ${fixed(cy - h * 0.5 + h * t)}M${fixed(cx + w * 0.08)} ${fixed(cy - h * 0.5 + h * t)} Q${fixed(cx + w * 0.25)} ${fixed(cy - h * 0.6 + h * t)} ${fixed(cx + w * 0.42)} ${fixed(cy - h * 0.5 + h * t)}"/>`,
    )
    .join("");
  return (
    `<path d="M${fixed(cx - w / 2)} ${fixed(cy - h / 2)} Q${fixed(cx - w / 4)} ${fixed(cy - h * 0.75)} ${cx} ${fixed(cy - h / 2)} Q${fixed(cx + w / 4)} ${fixed(cy - h * 0.75)} ${fixed(cx + w / 2)} ${fixed(cy - h / 2)} L${fixed(cx + w / 2)} ${fixed(cy + h / 2)} Q${fixed(cx + w / 4)} ${fixed(cy + h * 0.25)} ${cx} ${fixed(cy + h / 2)} Q${fixed(cx - w / 4)} ${fixed(cy + h * 0.25)} ${fixed(cx - w / 2)} ${fixed(cy + h / 2)} Z" fill="${colours.white}" stroke="${colours.terracotta}" stroke-width="${fixed(w * 0.025)}"/>` +
    `<path d="M${cx} ${fixed(cy - h / 2)} V${fixed(cy + h / 2)}" stroke="${colours.sand}" stroke-width="${fixed(w * 0.012)}"/>` +
    `<g stroke="${colours.sand}" stroke-width="${fixed(w * 0.01)}" fill="none" stroke-linecap="round">${lines}</g>`
  );
}

export function balloon(x: number, y: number, fill: string, scale = 1) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M0 40 Q-10 80 6 120" stroke="${colours.ink}" stroke-width="2" fill="none" opacity="0.5"/>` +
    `<ellipse cx="0" cy="0" rx="30" ry="38" fill="${fill}"/>` +
    `<path d="M-5 38 L5 38 L0 46 Z" fill="${fill}"/>` +
    `<ellipse cx="-10" cy="-14" rx="7" ry="11" fill="${colours.white}" opacity="0.35"/>` +
    "</g>"
  );
}

export function star(cx: number, cy: number, r: number, fill: string = colours.sunshine) {
  const points = around(10, -90)
    .map((angle, index) => {
      const d = index % 2 === 0 ? r : r * 0.45;
      return `${fixed(cx + Math.cos(rad(angle)) * d)},${fixed(cy + Math.sin(rad(angle)) * d)}`;
    })
    .join(" ");
  return `<polygon points="${points}" fill="${fill}"/>`;
}

export function trophy(x: number, y: number, scale = 1) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<rect x="-50" y="-30" width="100" height="30" rx="4" fill="${colours.brick}"/>` +
    `<rect x="-14" y="-80" width="28" height="52" fill="${colours.marigold}"/>` +
    `<path d="M-60 -200 L60 -200 Q60 -110 0 -90 Q-60 -110 -60 -200 Z" fill="${colours.marigold}"/>` +
    `<path d="M-60 -186 Q-100 -180 -88 -146 Q-78 -122 -46 -124" stroke="${colours.marigold}" stroke-width="10" fill="none"/>` +
    `<path d="M60 -186 Q100 -180 88 -146 Q78 -122 46 -124" stroke="${colours.marigold}" stroke-width="10" fill="none"/>` +
    `<path d="M-40 -190 Q-40 -130 -6 -106" stroke="${colours.white}" stroke-width="8" fill="none" opacity="0.45" stroke-linecap="round"/>` +
    star(0, -150, 24, colours.white) +
    "</g>"
  );
}

export function medal(x: number, y: number, scale = 1, ribbon: string = colours.skyDeep) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-26 -110 L-6 -40 L6 -40 L-6 -110 Z" fill="${ribbon}"/>` +
    `<path d="M26 -110 L6 -40 L-6 -40 L6 -110 Z" fill="${colours.rose}"/>` +
    `<circle cx="0" cy="-14" r="32" fill="${colours.marigold}"/>` +
    `<circle cx="0" cy="-14" r="23" fill="${colours.sunshine}"/>` +
    star(0, -14, 14, colours.marigold) +
    "</g>"
  );
}

export function flask(x: number, y: number, scale = 1, liquid: string = colours.teal) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-16 -150 L16 -150 L16 -96 L58 -10 Q64 0 52 0 L-52 0 Q-64 0 -58 -10 L-16 -96 Z" fill="${colours.white}" opacity="0.92"/>` +
    `<path d="M-36 -44 L36 -44 L56 -8 Q60 0 50 0 L-50 0 Q-60 0 -56 -8 Z" fill="${liquid}"/>` +
    `<circle cx="-10" cy="-24" r="6" fill="${colours.white}" opacity="0.6"/><circle cx="12" cy="-60" r="5" fill="${liquid}" opacity="0.7"/><circle cx="2" cy="-84" r="4" fill="${liquid}" opacity="0.5"/>` +
    `<rect x="-22" y="-160" width="44" height="12" rx="4" fill="${colours.brick}"/>` +
    "</g>"
  );
}

/** A simple atom: nucleus and three orbits. */
export function atom(cx: number, cy: number, r: number, stroke: string = colours.skyDeep) {
  const orbits = [0, 60, 120]
    .map(
      (angle) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${fixed(r * 0.36)}" transform="rotate(${angle} ${cx} ${cy})"/>`,
    )
    .join("");
  return `<g fill="none" stroke="${stroke}" stroke-width="${fixed(r * 0.06)}">${orbits}</g><circle cx="${cx}" cy="${cy}" r="${fixed(r * 0.16)}" fill="${colours.saffron}"/>`;
}

export function paintPalette(x: number, y: number, scale = 1) {
  const blobs = [colours.saffron, colours.leaf, colours.skyDeep, colours.rose, colours.marigold]
    .map((fill, index) => {
      const angle = rad(200 + index * 34);
      return `<circle cx="${fixed(Math.cos(angle) * 62)}" cy="${fixed(Math.sin(angle) * 44)}" r="15" fill="${fill}"/>`;
    })
    .join("");
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-100 10 Q-110 -70 -20 -76 Q90 -80 100 -10 Q106 40 40 40 Q10 40 18 62 Q22 84 -20 80 Q-96 74 -100 10 Z" fill="${colours.sand}"/>` +
    `<ellipse cx="34" cy="16" rx="15" ry="12" fill="${colours.cream}"/>` +
    blobs +
    "</g>"
  );
}

export function brush(x: number, y: number, angle: number, tip: string) {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-5" y="-150" width="10" height="120" rx="5" fill="${colours.brick}"/>` +
    `<rect x="-7" y="-36" width="14" height="18" fill="#c0c0c0"/>` +
    `<path d="M-7 -18 Q-8 8 0 20 Q8 8 7 -18 Z" fill="${tip}"/>` +
    "</g>"
  );
}

export function ball(cx: number, cy: number, r: number) {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours.white}"/>` +
    `<path d="M${fixed(cx - r)} ${cy} Q${cx} ${fixed(cy - r * 0.5)} ${fixed(cx + r)} ${cy} M${cx} ${fixed(cy - r)} Q${fixed(cx + r * 0.5)} ${cy} ${cx} ${fixed(cy + r)}" stroke="${colours.terracotta}" stroke-width="${fixed(r * 0.1)}" fill="none"/>`
  );
}

export function bus(x: number, y: number, scale = 1) {
  const windows = [0, 1, 2, 3, 4]
    .map(
      (index) =>
        `<rect x="${-150 + index * 56}" y="-120" width="44" height="40" rx="6" fill="${colours.sky}"/>`,
    )
    .join("");
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<ellipse cx="0" cy="0" rx="200" ry="12" fill="${colours.ink}" opacity="0.14"/>` +
    `<path d="M-180 -20 L-180 -130 Q-180 -146 -164 -146 L150 -146 Q176 -146 182 -120 L196 -60 L196 -20 Z" fill="${colours.marigold}"/>` +
    windows +
    `<path d="M134 -120 L174 -120 L186 -74 L134 -74 Z" fill="${colours.sky}"/>` +
    `<rect x="-180" y="-64" width="376" height="10" fill="${colours.ink}" opacity="0.75"/>` +
    `<circle cx="-110" cy="-18" r="26" fill="${colours.ink}"/><circle cx="-110" cy="-18" r="10" fill="#c0c0c0"/>` +
    `<circle cx="120" cy="-18" r="26" fill="${colours.ink}"/><circle cx="120" cy="-18" r="10" fill="#c0c0c0"/>` +
    `<circle cx="190" cy="-40" r="7" fill="${colours.white}"/>` +
    "</g>"
  );
}

/** A school blackboard with chalk sums and a sun doodle. */
export function blackboard(x: number, y: number, w: number, h: number) {
  return (
    `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="10" fill="#8a5a33"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#2f4f3e"/>` +
    `<g stroke="${colours.white}" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.85">` +
    `<path d="M${x + w * 0.1} ${y + h * 0.3} h${w * 0.08} M${x + w * 0.14} ${y + h * 0.22} v${h * 0.16}"/>` +
    `<path d="M${x + w * 0.25} ${y + h * 0.3} h${w * 0.08} M${x + w * 0.38} ${y + h * 0.26} h${w * 0.06} M${x + w * 0.38} ${y + h * 0.34} h${w * 0.06}"/>` +
    `<path d="M${x + w * 0.1} ${y + h * 0.6} q${w * 0.05} ${-h * 0.12} ${w * 0.1} 0 t${w * 0.1} 0 t${w * 0.1} 0"/>` +
    `<circle cx="${x + w * 0.75}" cy="${y + h * 0.35}" r="${Math.min(w, h) * 0.1}"/>` +
    around(8)
      .map((angle) => {
        const r1 = Math.min(w, h) * 0.14;
        const r2 = Math.min(w, h) * 0.2;
        const cx = x + w * 0.75;
        const cy = y + h * 0.35;
        return `<path d="M${fixed(cx + Math.cos(rad(angle)) * r1)} ${fixed(cy + Math.sin(rad(angle)) * r1)} L${fixed(cx + Math.cos(rad(angle)) * r2)} ${fixed(cy + Math.sin(rad(angle)) * r2)}"/>`;
      })
      .join("") +
    "</g>" +
    `<rect x="${x + w * 0.7}" y="${y + h - 4}" width="${w * 0.12}" height="10" rx="3" fill="${colours.sand}"/>`
  );
}

/** Stage curtains framing a scene: a top valance and two drapes. */
export function curtains(width: number, height: number, fill: string = colours.brick) {
  const folds = (x: number, w: number) =>
    [0.2, 0.45, 0.7]
      .map(
        (t) =>
          `<path d="M${fixed(x + w * t)} 40 V${height}" stroke="#000" stroke-opacity="0.15" stroke-width="${fixed(w * 0.08)}"/>`,
      )
      .join("");
  const side = width * 0.16;
  return (
    `<path d="M0 0 H${side} Q${fixed(side * 0.7)} ${fixed(height * 0.55)} ${fixed(side * 1.1)} ${height} H0 Z" fill="${fill}"/>` +
    folds(0, side) +
    `<path d="M${width} 0 H${fixed(width - side)} Q${fixed(width - side * 0.7)} ${fixed(height * 0.55)} ${fixed(width - side * 1.1)} ${height} H${width} Z" fill="${fill}"/>` +
    folds(width - side, side) +
    `<path d="M0 0 H${width} V70 ${Array.from({ length: 10 }, (_, index) => `Q${fixed(width - (index + 0.5) * (width / 10))} 120 ${fixed(width - (index + 1) * (width / 10))} 70`).join(" ")} Z" fill="${fill}"/>` +
    `<path d="M0 66 H${width}" stroke="${colours.marigold}" stroke-width="8"/>`
  );
}

/** A marigold garland (thoranam) strung across the top edge. */
export function garland(width: number, y: number, sag = 40, count = 26) {
  const beads = Array.from({ length: count + 1 }, (_, index) => {
    const t = index / count;
    const x = t * width;
    const cy = y + Math.sin(t * Math.PI * 3) ** 2 * sag;
    return `<circle cx="${fixed(x)}" cy="${fixed(cy)}" r="16" fill="${index % 2 ? colours.marigold : colours.saffron}"/><circle cx="${fixed(x)}" cy="${fixed(cy)}" r="6" fill="${colours.terracotta}" opacity="0.6"/>`;
  }).join("");
  const leaves = [0.17, 0.5, 0.83]
    .map((t) => {
      const x = t * width;
      return `<path d="M${fixed(x)} ${y + sag} q-12 40 0 70 q12 -30 0 -70 Z" fill="${colours.leaf}"/>`;
    })
    .join("");
  return leaves + beads;
}

/** A lotus flower. */
export function lotus(cx: number, cy: number, scale = 1) {
  const petal = (angle: number, fill: string, length: number) =>
    `<path d="M0 0 Q${fixed(-length * 0.35)} ${fixed(-length * 0.5)} 0 ${-length} Q${fixed(length * 0.35)} ${fixed(-length * 0.5)} 0 0 Z" fill="${fill}" transform="rotate(${angle})"/>`;
  return (
    `<g transform="translate(${cx} ${cy}) scale(${scale})">` +
    [-70, 70].map((a) => petal(a, colours.rose, 70)).join("") +
    [-40, 40].map((a) => petal(a, "#f08e93", 86)).join("") +
    petal(0, "#f5a7ab", 96) +
    `<path d="M-80 4 Q0 26 80 4" stroke="${colours.leaf}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    "</g>"
  );
}
