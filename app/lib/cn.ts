import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// tailwind-merge must know our theme's named tokens (app.css), or it would mistake `text-h2`
// for a colour and drop it when a colour class follows.
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["display", "h1", "h2", "h3", "h4", "lead"],
      font: ["heading"],
      radius: ["control", "card", "pill"],
      shadow: ["card", "raised", "overlay"],
      spacing: ["gutter", "section"],
      ease: ["standard", "emphasized", "exit"],
      animate: ["fade-in", "fade-out", "pop-in", "pop-out", "rise-in"],
    },
  },
});

/** Joins class names, letting later Tailwind classes override earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
