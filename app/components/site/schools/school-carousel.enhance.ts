// Behaviour of school-carousel.tsx (see app/enhance/index.ts): previous/next wrap at both ends,
// dots and thumbnails jump, a horizontal swipe moves one photo, and the arrow keys work while
// focus is anywhere in the carousel. The server drew the first photo showing; this moves the track
// and keeps aria-current, aria-hidden, the phone caption and the live region in step with it.
import { SCHOOL_CAROUSEL_COPY, SWIPE_THRESHOLD } from "~/copy/schools-page";
import { part, parts } from "~/enhance/dom";

/** The index after moving by `step`, wrapping at both ends. */
function wrapIndex(index: number, step: number, count: number) {
  return (((index + step) % count) + count) % count;
}

/** The photos the visitor is about to see: the current one and its two neighbours. */
function nearby(index: number, count: number) {
  return [index, wrapIndex(index, 1, count), wrapIndex(index, -1, count)];
}

export function enhanceSchoolCarousel(root: HTMLElement) {
  const track = part(root, "track");
  const slides = parts(root, "slide");
  const count = slides.length;
  if (count < 2) return;
  // Dots and thumbnails: two rows of buttons, one per photo, in the photos' order.
  const jumps = [parts(root, "dot"), parts(root, "thumbnail")];
  const captions = parts(root, "caption");
  const status = part(root, "status");
  let index = 0;

  function place(dragOffset = 0) {
    track.style.transform = `translateX(calc(${-index * 100}% + ${dragOffset}px))`;
  }

  function show(next: number) {
    index = next;
    place();
    slides.forEach((slide, i) => {
      slide.dataset.active = String(i === index);
      slide.setAttribute("aria-hidden", String(i !== index));
    });
    for (const buttons of jumps) {
      buttons.forEach((button, i) => {
        if (i === index) button.setAttribute("aria-current", "true");
        else button.removeAttribute("aria-current");
      });
    }
    captions.forEach((caption, i) => {
      caption.hidden = i !== index;
    });
    status.textContent = SCHOOL_CAROUSEL_COPY.status(index, count, slides[index]?.dataset.title ?? "");
    revealNearby();
  }

  // Only the first photo comes with the page (the others are drawn with content-visibility:
  // hidden, which fetches nothing). Once the visitor shows interest, the photo shown and its
  // neighbours are rendered and fetched, so a swipe or a tap finds them on their way.
  function revealNearby() {
    for (const i of nearby(index, count)) {
      const slide = slides[i];
      if (!slide?.style.contentVisibility) continue;
      slide.style.contentVisibility = "";
      for (const image of slide.querySelectorAll("img")) image.loading = "eager";
    }
  }
  for (const intent of ["pointerenter", "pointerdown", "focusin"]) {
    root.addEventListener(intent, revealNearby);
  }

  const go = (step: number) => show(wrapIndex(index, step, count));

  part(root, "previous").addEventListener("click", () => go(-1));
  part(root, "next").addEventListener("click", () => go(1));
  for (const buttons of jumps) {
    buttons.forEach((button, i) => {
      button.addEventListener("click", () => show(i));
    });
  }

  root.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  });

  // Swipe: the track follows the finger, then settles on a neighbour when the move was long
  // enough and more horizontal than vertical. `touch-action: pan-y` (in the markup) leaves vertical
  // scrolling to the page, which then cancels the pointer.
  let drag: { id: number; x: number; y: number } | null = null;

  function endDrag(event: PointerEvent, cancelled: boolean) {
    const start = drag;
    if (start?.id !== event.pointerId) return;
    drag = null;
    track.style.transition = "";
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!cancelled && Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
    else place();
  }

  track.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
    track.setPointerCapture?.(event.pointerId);
  });
  track.addEventListener("pointermove", (event) => {
    if (drag?.id !== event.pointerId) return;
    const offset = event.clientX - drag.x;
    // Following the finger must not lag behind the slide animation.
    track.style.transition = offset === 0 ? "" : "none";
    place(offset);
  });
  track.addEventListener("pointerup", (event) => endDrag(event, false));
  track.addEventListener("pointercancel", (event) => endDrag(event, true));
}
