// The avatar button in the header. Radix's menu (with its positioning code) is not needed to draw
// it: the button is drawn alone, the menu's chunk comes when the browser is idle, and a press that
// comes first loads it and opens the menu (docs/decisions/026-admin-script-budget.md).
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { Avatar } from "~/components/ui/avatar";
import { USER_NAME_FALLBACK } from "~/copy/admin-navigation";
import { lazyModule, useLazyModule } from "~/lib/lazy-module";

export type MenuUser = { name: string; email: string; role: string; image: string | null };

export const USER_MENU_TRIGGER_CLASSES =
  "inline-flex cursor-pointer items-center gap-2 rounded-pill p-0.5 hover:bg-accent";

const dropdown = lazyModule(() => import("./user-menu-dropdown"));

/** The keys that open Radix's menu from its button. */
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

export function UserMenu({ user }: { user: MenuUser }) {
  const name = user.name.trim() || USER_NAME_FALLBACK;
  const { module, want } = useLazyModule(dropdown);
  const [opened, setOpened] = useState(false);
  // The button had the focus when the menu replaced it: the menu's button takes it.
  const hadFocus = useRef(false);
  if (module) {
    return (
      <module.UserMenuDropdown user={user} name={name} defaultOpen={opened} focusTrigger={hadFocus.current} />
    );
  }
  function open() {
    setOpened(true);
    void want();
  }
  return (
    <button
      type="button"
      aria-label={`Account menu for ${name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={USER_MENU_TRIGGER_CLASSES}
      onFocus={() => {
        hadFocus.current = true;
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <Avatar name={name} src={user.image} className="size-9" aria-hidden="true" />
    </button>
  );
}
