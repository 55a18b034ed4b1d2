/**
 * Initials drawn as rounded strokes rather than text: a server may have no fonts at all, and
 * a stroked letter looks the same everywhere. Each glyph sits in a 100×140 box.
 */
const glyphs: Record<string, string> = {
  B: "M18 130 V10 H56 Q86 10 86 40 Q86 70 56 70 H18 M56 70 Q92 70 92 100 Q92 130 60 130 H18",
  E: "M84 10 H18 V130 H84 M18 70 H70",
  K: "M18 10 V130 M84 10 L20 80 M44 54 L88 130",
  L: "M18 10 V130 H84",
  N: "M16 130 V10 L84 130 V10",
  P: "M18 130 V10 H56 Q90 10 90 45 Q90 80 56 80 H18",
  Z: "M14 10 H86 L14 130 H86",
};

/** `text` (letters from the set above) centred on (cx, cy), `height` tall. */
export function strokedInitials(text: string, cx: number, cy: number, height: number, colour: string) {
  const scale = height / 140;
  const advance = 112;
  const totalWidth = text.length * advance - 12;
  const paths = [...text]
    .map((letter, index) => {
      const d = glyphs[letter];
      if (!d) throw new Error(`No demo glyph for "${letter}"`);
      return `<path d="${d}" transform="translate(${index * advance} 0)"/>`;
    })
    .join("");
  const x = cx - (totalWidth * scale) / 2;
  const y = cy - height / 2;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke="${colour}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
}
