// An interactive part of a public page: a React component that the server renders in place, with
// its props written beside it, and that the browser hydrates on its own root once the page has
// painted (loader.ts). Every other part of a public page stays plain HTML with no React attached
// (docs/decisions/017-react-islands.md).
//
// An island is a file named `<name>.island.tsx` under app/components/site/ whose default export
// is the component. Its props must survive JSON (the browser reads them back), it must not read
// React Router's context (there is no router in the browser) and it must not call useId (its
// root in the browser is not where the server drew it, so the ids would differ).
import { type ComponentType, createElement } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_ON_TOUCH_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandName } from "./names";

type IslandModule = { default: ComponentType<never> };

const modules = import.meta.glob<IslandModule>("/app/components/site/**/*.island.tsx", { eager: true });

const names = new Map<ComponentType<never>, string>();
for (const [path, module] of Object.entries(modules)) names.set(module.default, islandName(path));

/** What JSON carries unchanged: the only kind of props an island may take. */
export type Json =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly Json[]
  | { readonly [key: string]: Json };

/**
 * Draws `component` with `props` as an island: the same markup the browser will hydrate when it
 * comes near the screen, or with `onTouch` only when the visitor reaches for it (loader.ts).
 */
export function Island<P extends { [K in keyof P]: Json }>({
  component,
  props,
  onTouch = false,
}: {
  component: ComponentType<P>;
  props: P;
  onTouch?: boolean;
}) {
  const name = names.get(component as ComponentType<never>);
  if (!name) throw new Error(`${component.name} is not the default export of a *.island.tsx file`);
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_ON_TOUCH_ATTRIBUTE]: onTouch ? "" : undefined,
      }}
      className="contents"
    >
      {createElement(component, props)}
    </div>
  );
}
