// Behaviour of gallery-grid.tsx and gallery-viewer.tsx (spec §2 Gallery, §4): a tile opens the
// full-screen viewer on its photo instead of following its link. The viewer counts "position /
// total" over the photos of this page; previous and next wrap, as do the arrow keys; Escape and
// the close button shut it. Moving to another photo fades out for GALLERY_FADE_MS with both buttons
// disabled, then fades the new one in. Focus goes into the viewer, stays there, and goes back to
// the tile on close. A horizontal swipe moves one photo. The large picture of a photo is fetched
// when it is opened, then its two neighbours'.
import { GALLERY_VIEWER_COPY as COPY, GALLERY_FADE_MS } from "~/copy/gallery-page";
import { SWIPE_THRESHOLD } from "~/copy/schools-page";
import { part, parts } from "~/enhance/dom";
import { nextIndex, previousIndex } from "~/lib/slider";

type Photo = { tile: HTMLAnchorElement; template: HTMLTemplateElement | null };

/** A click that asks for the link itself (new tab, download...) keeps the browser's meaning. */
function wantsLink(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function enhanceGalleryViewer(root: HTMLElement) {
  const dialog = part<HTMLDialogElement>(root, "viewer");
  if (typeof dialog.showModal !== "function") return;
  const photos: Photo[] = parts<HTMLAnchorElement>(root, "tile").map((tile) => ({
    tile,
    template: tile.parentElement?.querySelector<HTMLTemplateElement>('template[data-part="large"]') ?? null,
  }));
  const count = photos.length;
  if (count === 0) return;
  const stage = part(dialog, "stage");
  const preload = part(dialog, "preload");
  const counter = part(dialog, "counter");
  const title = part(dialog, "title");
  const category = part(dialog, "category");
  const description = part(dialog, "description");
  const status = part(dialog, "status");
  const closeButton = part<HTMLButtonElement>(dialog, "close");
  const moves = [part<HTMLButtonElement>(dialog, "previous"), part<HTMLButtonElement>(dialog, "next")];
  const pictures = new Map<number, Element>();

  let index = 0;
  let opener: HTMLElement | null = null;
  let fadeTimer: number | undefined;
  let pageOverflow = "";

  // Nothing to move between: the buttons would only mislead.
  if (count === 1) for (const button of moves) button.hidden = true;

  /** How wide the photo will be drawn: the stage's width, or less for a photo taller than it. */
  function drawnWidth(img: HTMLImageElement) {
    const box = stage.getBoundingClientRect();
    const width = Number(img.getAttribute("width"));
    const height = Number(img.getAttribute("height"));
    const ratio = width > 0 && height > 0 ? width / height : 4 / 3;
    const room = { width: box.width || window.innerWidth, height: box.height || window.innerHeight };
    return Math.max(1, Math.ceil(Math.min(room.width, room.height * ratio)));
  }

  /** The photo's large picture, made from its template the first time it is needed. */
  function pictureOf(position: number) {
    const made = pictures.get(position);
    if (made) return made;
    const template = photos[position]?.template;
    const content = template?.content.cloneNode(true) as DocumentFragment | undefined;
    const element = content?.firstElementChild;
    if (!content || !element) return null;
    const img = content.querySelector("img");
    // Sizes are set before the picture joins the page, so only the size needed is fetched.
    if (img) {
      const sizes = `${drawnWidth(img)}px`;
      for (const source of content.querySelectorAll("source")) source.sizes = sizes;
      img.loading = "eager";
    }
    const picture = document.importNode(element, true);
    pictures.set(position, picture);
    return picture;
  }

  function preloadNeighbours() {
    for (const position of [nextIndex(index, count), previousIndex(index, count)]) {
      const picture = pictureOf(position);
      if (picture && !picture.isConnected) preload.append(picture);
    }
  }

  function render() {
    const { tile } = photos[index]!;
    const picture = pictureOf(index);
    const current = stage.firstElementChild;
    if (current && current !== picture) preload.append(current);
    if (picture && current !== picture) stage.append(picture);
    counter.textContent = COPY.counter(index + 1, count);
    title.textContent = tile.dataset.title ?? "";
    category.textContent = tile.dataset.category ?? "";
    description.textContent = tile.dataset.description ?? "";
    const img = picture?.querySelector("img");
    if (!img || img.complete) preloadNeighbours();
    else img.addEventListener("load", preloadNeighbours, { once: true });
  }

  function setMoving(moving: boolean) {
    stage.dataset.fading = String(moving);
    for (const button of moves) button.disabled = moving;
  }

  /** Fades the photo out, shows the one `step` away, fades it in; the buttons wait meanwhile. */
  function go(step: 1 | -1) {
    if (!dialog.open || fadeTimer !== undefined || count < 2) return;
    // A disabled button loses focus; it gets it back when the fade is over.
    const focused = moves.find((button) => button === document.activeElement);
    setMoving(true);
    fadeTimer = window.setTimeout(() => {
      fadeTimer = undefined;
      index = step === 1 ? nextIndex(index, count) : previousIndex(index, count);
      render();
      setMoving(false);
      const { dataset } = photos[index]!.tile;
      status.textContent = COPY.status(index + 1, count, dataset.title ?? "", dataset.category ?? "");
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (focused && lost) focused.focus();
    }, GALLERY_FADE_MS);
  }

  function open(position: number, from: HTMLElement) {
    opener = from;
    index = position;
    status.textContent = "";
    pageOverflow = document.documentElement.style.overflow;
    // The page behind must not scroll under a finger or a wheel.
    document.documentElement.style.overflow = "hidden";
    dialog.showModal();
    render();
    closeButton.focus();
  }

  /** Runs however the viewer closed: the close button, Escape, or the backdrop. */
  function closed() {
    window.clearTimeout(fadeTimer);
    fadeTimer = undefined;
    setMoving(false);
    document.documentElement.style.overflow = pageOverflow;
    opener?.focus();
    opener = null;
  }

  photos.forEach(({ tile }, position) => {
    tile.addEventListener("click", (event) => {
      if (wantsLink(event)) return;
      event.preventDefault();
      open(position, tile);
    });
  });
  dialog.addEventListener("close", closed);
  closeButton.addEventListener("click", () => dialog.close());
  moves[0]!.addEventListener("click", () => go(-1));
  moves[1]!.addEventListener("click", () => go(1));

  /** Tab and Shift+Tab go round the viewer's buttons and never leave it. */
  function trapFocus(event: KeyboardEvent) {
    const focusable = [closeButton, ...moves].filter((button) => !button.disabled && !button.hidden);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = focusable.find((button) => button === document.activeElement);
    const inside = active !== undefined;
    if (event.shiftKey && (!inside || active === first)) last.focus();
    else if (!event.shiftKey && (!inside || active === last)) first.focus();
    else return;
    event.preventDefault();
  }

  // On the document: while a button is disabled during a fade, focus rests on the page's body.
  document.addEventListener("keydown", (event) => {
    if (!dialog.open) return;
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "Tab") return trapFocus(event);
    else return;
    event.preventDefault();
  });

  // A click on the dark space around the photo closes, as on most photo viewers.
  let swiped = false;
  dialog.addEventListener("click", (event) => {
    if (swiped) {
      swiped = false;
      return;
    }
    if (event.target === dialog || event.target === stage) dialog.close();
  });

  // Swipe: a horizontal move of the first finger, longer than vertical, moves one photo.
  let start: { id: number; x: number; y: number } | null = null;
  stage.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    start = { id: event.pointerId, x: event.clientX, y: event.clientY };
    swiped = false;
  });
  stage.addEventListener("pointerup", (event) => {
    if (start?.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) <= Math.abs(dy)) return;
    swiped = true;
    go(dx < 0 ? 1 : -1);
  });
  stage.addEventListener("pointercancel", () => {
    start = null;
  });
}
