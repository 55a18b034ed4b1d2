import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Every move to another page starts at its top (spec §2). A change of hash alone stays where it
 * is; a link to a section of another page (`/contact#visit`) lands on that section; Back and
 * Forward leave the position to the router's scroll restoration.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path scrolls
  useEffect(() => {
    if (navigationType === "POP" || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
