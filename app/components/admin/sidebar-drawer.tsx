// The side menu as a drawer from the left on small screens (sidebar.tsx loads it).
import { Dialog as DialogPrimitive } from "radix-ui";
import { ADMIN_MENU_LABEL } from "~/copy/admin-navigation";
import type { Role } from "~/copy/roles";
import { SIDEBAR_WIDTH_MOBILE } from "~/lib/sidebar-state";
import { Brand, NavList } from "./sidebar";

export function SidebarDrawer({
  role,
  open,
  onOpenChange,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:hidden" />
        <DialogPrimitive.Content
          data-testid="admin-sidebar-drawer"
          style={{ width: SIDEBAR_WIDTH_MOBILE }}
          className="fixed inset-y-0 left-0 z-50 flex max-w-[85vw] flex-col bg-surface shadow-overlay data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">{ADMIN_MENU_LABEL}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Pages of the admin panel
          </DialogPrimitive.Description>
          <Brand collapsed={false} />
          <NavList role={role} collapsed={false} onNavigate={() => onOpenChange(false)} />
          <DialogPrimitive.Close className="m-2 inline-flex h-10 cursor-pointer items-center justify-center rounded-control border border-border text-sm font-medium hover:bg-accent">
            Close menu
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
