// Behaviour of admission-form.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceAdmissionForm(_root: HTMLElement) {}
