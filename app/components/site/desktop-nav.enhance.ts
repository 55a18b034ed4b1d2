// Behaviour of desktop-nav.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceDesktopNav(_root: HTMLElement) {}
