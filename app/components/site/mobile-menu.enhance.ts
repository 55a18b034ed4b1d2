// The mobile menu (mobile-menu.tsx): its toggle opens and closes the panel, names what a press
// will do, and the panel closes when one of its links is followed or on Escape, which gives the
// focus back to the toggle.
import { CLOSE_MENU_LABEL, OPEN_MENU_LABEL } from "~/copy/navigation";
import { part } from "~/enhance/dom";

export function enhanceMobileMenu(root: HTMLElement) {
  const toggle = part<HTMLButtonElement>(root, "toggle");
  const panel = part(root, "panel");
  // A panel the no-script styles show right now (tapped open while the script loaded) stays open.
  let open = getComputedStyle(panel).display !== "none";

  function render() {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? CLOSE_MENU_LABEL : OPEN_MENU_LABEL);
    panel.hidden = !open;
  }

  function setOpen(value: boolean) {
    open = value;
    render();
  }

  toggle.addEventListener("click", () => setOpen(!open));
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    // The sticky header is always in sight: moving the page to it would only be a jump.
    toggle.focus({ preventScroll: true });
  });

  render();
  root.dataset.enhanced = "true";
}
