// Behaviour of mobile-menu.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceMobileMenu(_root: HTMLElement) {}
