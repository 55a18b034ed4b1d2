/**
 * Shared colours and SVG plumbing for the demo artwork. Everything is drawn with plain shapes
 * and gradients: no fonts, no embedded images, so the pictures render the same on any server.
 */
export const colours = {
  saffron: "#f28c28",
  marigold: "#f6b21b",
  sunshine: "#ffd35c",
  leaf: "#4c9a2a",
  leafLight: "#8cc63f",
  leafDark: "#2f6b1f",
  sky: "#8fd3ec",
  skyDeep: "#3c8dbc",
  terracotta: "#c8553d",
  brick: "#a8432f",
  cream: "#fff4dc",
  sand: "#f3dfb3",
  ink: "#3b2a20",
  rose: "#e9747a",
  plum: "#7a3e65",
  teal: "#2a9d8f",
  white: "#fffdf7",
  navy: "#1f3a68",
} as const;

export const skinTones = ["#8d5524", "#c68642", "#a0522d", "#e0ac69", "#b5713f"] as const;
export const hairColours = ["#2b1b12", "#1d130d", "#3b2414"] as const;

/** A complete SVG document of the given size. */
export function svgDocument(width: number, height: number, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id: string, stops: string[], vertical = true) {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const stopTags = stops
    .map(
      (colour, index) => `<stop offset="${index / Math.max(1, stops.length - 1)}" stop-color="${colour}"/>`,
    )
    .join("");
  return `<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string, innerOpacity = 1, outerOpacity = 0) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`;
}

/** A small deterministic random source, so every render of a scene is identical. */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Points around a circle, for petals, rays and spokes. */
export function around(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => offset + (index * 360) / count);
}

export function rad(degrees: number) {
  return (degrees * Math.PI) / 180;
}

export function fixed(value: number) {
  return Number(value.toFixed(1));
}
