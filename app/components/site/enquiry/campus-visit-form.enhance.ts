// Behaviour of campus-visit-form.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceCampusVisitForm(_root: HTMLElement) {}
