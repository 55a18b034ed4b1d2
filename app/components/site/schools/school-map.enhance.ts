// Behaviour of school-map.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceSchoolMap(_root: HTMLElement) {}
