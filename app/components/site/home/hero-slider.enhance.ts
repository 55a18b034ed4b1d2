// Behaviour of hero-slider.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceHeroSlider(_root: HTMLElement) {}
