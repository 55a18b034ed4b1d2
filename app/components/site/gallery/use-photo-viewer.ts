// The viewer's behaviour (spec §2 Gallery, §4): a tile opens the full-screen viewer on its photo
// instead of following its link. The viewer counts "position / total" over the photos of this
// page; previous and next wrap, as do the arrow keys; Escape and the close button shut it. Moving
// to another photo fades out for GALLERY_FADE_MS with both buttons disabled, then fades the new one
// in. Focus goes into the viewer, stays there, and goes back to the tile on close. The large
// picture of a photo is fetched when it is opened, then its two neighbours'.
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { GALLERY_FADE_MS } from "~/copy/gallery-page";
import { fillMessage } from "~/i18n/fill-message";
import { nextIndex, previousIndex } from "~/lib/slider";
import type { GalleryPhoto } from "~/views/gallery";

/** A photo's large picture once it is wanted, with the `sizes` measured for it then. */
export type MadePicture = { position: number; sizes: string };

/** How wide the photo will be drawn: the stage's width, or less for a photo taller than it. */
function drawnWidth(photo: GalleryPhoto, stage: HTMLElement | null) {
  const box = stage?.getBoundingClientRect();
  const { width, height } = photo.large;
  const ratio = width > 0 && height > 0 ? width / height : 4 / 3;
  const room = { width: box?.width || window.innerWidth, height: box?.height || window.innerHeight };
  return Math.max(1, Math.ceil(Math.min(room.width, room.height * ratio)));
}

/** `statusTemplate`: what screen readers hear when the photo changes, "Photo {position} of {total}: …". */
export function usePhotoViewer(photos: GalleryPhoto[], statusTemplate: string) {
  const count = photos.length;
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  /** The photo shown, or null while the viewer is closed. */
  const [index, setIndex] = useState<number | null>(null);
  const [fading, setFading] = useState(false);
  const [status, setStatus] = useState("");
  const [pictures, setPictures] = useState<readonly MadePicture[]>([]);
  const opener = useRef<HTMLElement | null>(null);
  const fadeTimer = useRef<number | undefined>(undefined);
  const pageOverflow = useRef("");

  /** Wants the large pictures of `positions`; their sizes are fixed before they join the page. */
  function makePictures(positions: number[]) {
    const measured = positions.map((position) => ({
      position,
      sizes: `${drawnWidth(photos[position]!, stage.current)}px`,
    }));
    setPictures((made) => {
      const known = new Set(made.map((picture) => picture.position));
      const wanted = measured.filter(({ position }) => !known.has(position) && known.add(position));
      return wanted.length === 0 ? made : [...made, ...wanted];
    });
  }

  /** Opens the viewer on the photo at `position`; false when the browser has no modal dialog. */
  function open(position: number, from: HTMLElement) {
    const element = dialog.current;
    if (!element || typeof element.showModal !== "function") return false;
    opener.current = from;
    pageOverflow.current = document.documentElement.style.overflow;
    // The page behind must not scroll under a finger or a wheel.
    document.documentElement.style.overflow = "hidden";
    element.showModal();
    makePictures([position]);
    setIndex(position);
    setStatus("");
    closeButton.current?.focus();
    return true;
  }

  /** Runs however the viewer closed: the close button, Escape, or the backdrop. */
  function closed() {
    window.clearTimeout(fadeTimer.current);
    fadeTimer.current = undefined;
    setFading(false);
    setIndex(null);
    document.documentElement.style.overflow = pageOverflow.current;
    opener.current?.focus();
    opener.current = null;
  }

  function close() {
    dialog.current?.close();
  }

  /** Fades the photo out, shows the one `step` away, fades it in; the buttons wait meanwhile. */
  function go(step: 1 | -1) {
    const from = index;
    if (from === null || !dialog.current?.open || fadeTimer.current !== undefined || count < 2) return;
    // A disabled button loses focus; it gets it back when the fade is over.
    const focused = [previousButton.current, nextButton.current].find(
      (button) => button !== null && button === document.activeElement,
    );
    setFading(true);
    fadeTimer.current = window.setTimeout(() => {
      fadeTimer.current = undefined;
      const to = step === 1 ? nextIndex(from, count) : previousIndex(from, count);
      const photo = photos[to]!;
      // At once, as the timer fires: the buttons are usable again the moment the fade is over.
      flushSync(() => {
        makePictures([to]);
        setIndex(to);
        setFading(false);
        setStatus(
          fillMessage(statusTemplate, {
            position: to + 1,
            total: count,
            title: photo.title,
            category: photo.category,
          }),
        );
      });
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (focused && lost) focused.focus();
    }, GALLERY_FADE_MS);
  }

  // Once the shown photo's picture has arrived, its two neighbours' are fetched, ready for a move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the photo shown changes
  useEffect(() => {
    if (index === null) return;
    const neighbours = () => makePictures([nextIndex(index, count), previousIndex(index, count)]);
    const img = stage.current?.querySelector("img");
    if (!img || img.complete) return neighbours();
    img.addEventListener("load", neighbours, { once: true });
    return () => img.removeEventListener("load", neighbours);
  }, [index]);

  /** Tab and Shift+Tab go round the viewer's buttons and never leave it. */
  function trapFocus(event: KeyboardEvent) {
    const focusable = [closeButton.current, previousButton.current, nextButton.current].filter(
      (button): button is HTMLButtonElement => button !== null && !button.disabled && !button.hidden,
    );
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
  // Subscribed anew on every render, so the handler sees the photo shown now.
  useEffect(() => {
    if (index === null) return;
    function onKeyDown(event: KeyboardEvent) {
      if (!dialog.current?.open) return;
      if (event.key === "ArrowRight") go(1);
      else if (event.key === "ArrowLeft") go(-1);
      else if (event.key === "Tab") return trapFocus(event);
      else return;
      event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  return {
    refs: { dialog, stage, closeButton, previousButton, nextButton },
    count,
    index,
    fading,
    status,
    pictures,
    open,
    close,
    closed,
    go,
  };
}

export type PhotoViewer = ReturnType<typeof usePhotoViewer>;
