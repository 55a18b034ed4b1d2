// Behaviour of contact-message-form.tsx on the public pages (see app/enhance/index.ts). To be ported.
export function enhanceContactMessageForm(_root: HTMLElement) {}
