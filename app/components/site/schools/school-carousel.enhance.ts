// Behaviour of school-carousel.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceSchoolCarousel(_root: HTMLElement) {}
