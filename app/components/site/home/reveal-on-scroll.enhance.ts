// Behaviour of reveal-on-scroll.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceReveal(_root: HTMLElement) {}
