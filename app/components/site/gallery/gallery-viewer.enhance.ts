// Behaviour of the gallery viewer on /gallery (see app/enhance/index.ts). To be built.
export function enhanceGalleryViewer(_root: HTMLElement) {}
