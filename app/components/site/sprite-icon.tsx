// Icons that a public page repeats (an event card draws five; /events has twelve cards) are drawn
// once per page: the first use carries the icon's shapes in a <symbol>, every use (the first too)
// is Lucide's own <svg> with the same attributes around a <use> of it. The page looks the same
// (the shapes inherit stroke, fill and colour from the <svg> they are used in, as Lucide's own do),
// with a third fewer elements for the server to render and ~30 KB less HTML on /events (issue 27).
//
// Only for markup the server alone renders (not inside islands, which hydrate on a root of their
// own without the scope): without an `IconSpriteScope` above it, a SpriteIcon is Lucide's icon.
import type { LucideIcon, LucideIconData } from "lucide-react";
import { createContext, createElement, type ReactElement, type ReactNode, useContext, useState } from "react";

/** The icons whose shapes this page already carries. */
const DrawnIcons = createContext<Set<string> | null>(null);

/** One page's set of drawn icons; wraps the public pages' markup (routes/site/layout.tsx). */
export function IconSpriteScope({ children }: { children: ReactNode }) {
  const [drawn] = useState(() => new Set<string>());
  return <DrawnIcons value={drawn}>{children}</DrawnIcons>;
}

const iconData = new WeakMap<LucideIcon, LucideIconData>();

/**
 * The icon's name and shapes. lucide-react does not export them beside its components; an icon
 * component (createLucideIcon) renders Lucide's Icon with them as its `icon` prop, which is read
 * here once per icon. tests/unit/sprite-icon.test.tsx checks the result against Lucide's markup.
 */
export function lucideIconData(icon: LucideIcon): LucideIconData {
  let data = iconData.get(icon);
  if (!data) {
    const render = (icon as unknown as { render: (props: object, ref: null) => ReactElement }).render;
    data = (render({}, null).props as { icon: LucideIconData }).icon;
    iconData.set(icon, data);
  }
  return data;
}

export function SpriteIcon({ icon, className }: { icon: LucideIcon; className?: string }) {
  const drawn = useContext(DrawnIcons);
  if (!drawn) return createElement(icon, { "aria-hidden": "true", className });
  const { name, node } = lucideIconData(icon);
  const id = `lucide-icon-${name}`;
  const first = !drawn.has(id);
  drawn.add(id);
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
    >
      {first ? (
        <symbol id={id} viewBox="0 0 24 24">
          {node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
        </symbol>
      ) : null}
      <use href={`#${id}`} />
    </svg>
  );
}
