// Behaviour of the events carousel on /events (see app/enhance/index.ts). To be built.
export function enhanceEventsCarousel(_root: HTMLElement) {}
