// The behaviour the hero slider (home) and the events carousel share, on the markup of
// app/components/site/rotating-slides.tsx: the slides turn every `intervalMs` and wrap; previous,
// next and the dots move by hand and start the interval again; a mouse over the slides or focus
// inside them pauses them, and so does a wish for reduced motion (now or later) until the visitor
// presses Play. Only the slide on screen can be reached; the live region speaks only while the
// slides stand still. Pictures come for the slide on screen and the next one only.
import { nextIndex, previousIndex } from "~/lib/slider";
import { onReducedMotionChange, part, parts, prefersReducedMotion } from "./dom";

export type RotatingSlidesOptions = {
  /** How long a slide stays on screen before the next one comes. */
  intervalMs: number;
  /** The pause/play button's name in each state. */
  labels: { pause: string; play: string };
};

/** Puts a slide's picture into the page (the server keeps all but the first in a template). */
function showPicture(slide: HTMLElement) {
  const template = slide.querySelector<HTMLTemplateElement>('template[data-part="picture"]');
  template?.replaceWith(document.importNode(template.content, true));
}

/** Runs `then` once the slide's picture has arrived (or failed), so the next never competes with it. */
function afterPicture(slide: HTMLElement, then: () => void) {
  const img = slide.querySelector("img");
  if (!img || img.complete) return then();
  const done = () => {
    img.removeEventListener("load", done);
    img.removeEventListener("error", done);
    then();
  };
  img.addEventListener("load", done);
  img.addEventListener("error", done);
}

export function enhanceRotatingSlides(root: HTMLElement, { intervalMs, labels }: RotatingSlidesOptions) {
  const slides = parts(root, "slide");
  const count = slides.length;
  const dots = parts<HTMLButtonElement>(root, "dot");
  const live = part(root, "slides");
  const controls = count > 1 ? part(root, "controls") : undefined;
  const playPause = controls && part<HTMLButtonElement>(controls, "play-pause");

  let index = 0;
  let hovered = false;
  let focused = false;
  /** The visitor's own choice from the pause/play button; until then the motion preference decides. */
  let playChoice: boolean | undefined;
  let reducedMotion = prefersReducedMotion();
  let timer: number | undefined;
  /** The slide the running timer moves on from, or -1 when none runs. */
  let timerFrom = -1;
  let picturesFor = -1;

  const autoplay = () => count > 1 && (playChoice ?? !reducedMotion);

  function go(position: number) {
    index = position;
    render();
  }

  /** A fresh interval whenever the slideshow starts again or the slide changes, by hand or by itself. */
  function schedule(rotating: boolean) {
    const from = rotating ? index : -1;
    if (from === timerFrom) return;
    window.clearTimeout(timer);
    timerFrom = from;
    if (rotating) timer = window.setTimeout(() => go(nextIndex(index, count)), intervalMs);
  }

  function render() {
    const playing = autoplay();
    const rotating = playing && !hovered && !focused;
    slides.forEach((slide, position) => {
      const active = position === index;
      slide.dataset.active = String(active);
      slide.inert = !active;
      if (active) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, position) => {
      if (position === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    live.setAttribute("aria-live", rotating ? "off" : "polite");
    root.dataset.rotating = String(rotating);
    if (playPause) {
      playPause.setAttribute("aria-label", playing ? labels.pause : labels.play);
      part(playPause, "pause-icon").hidden = !playing;
      part(playPause, "play-icon").hidden = playing;
    }
    schedule(rotating);
    if (index !== picturesFor) showPictures();
  }

  /** Pictures of the slide on screen and the next one only, to spare mobile data. */
  function showPictures() {
    picturesFor = index;
    const current = slides[index];
    const next = slides[nextIndex(index, count)];
    if (!current || !next) return;
    showPicture(current);
    afterPicture(current, () => showPicture(next));
  }

  root.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    hovered = true;
    render();
  });
  root.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "mouse") return;
    hovered = false;
    render();
  });
  root.addEventListener("focusin", () => {
    focused = true;
    render();
  });
  root.addEventListener("focusout", (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  });
  onReducedMotionChange((reduced) => {
    reducedMotion = reduced;
    render();
  });

  if (controls && playPause) {
    part(controls, "previous").addEventListener("click", () => go(previousIndex(index, count)));
    part(controls, "next").addEventListener("click", () => go(nextIndex(index, count)));
    dots.forEach((dot, position) => {
      dot.addEventListener("click", () => go(position));
    });
    playPause.addEventListener("click", () => {
      const play = !autoplay();
      playChoice = play;
      // Asking to play starts the slideshow now, even with the pointer or focus on the button.
      if (play) {
        hovered = false;
        focused = false;
      }
      render();
    });
    // Controls the server left out of reach (hidden, or invisible in the space kept for them)
    // now have something to do; data-ready below shows the invisible kind.
    controls.hidden = false;
  }
  render();
  root.dataset.ready = "true";
}
