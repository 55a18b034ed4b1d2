// The admin side menu: a column at md and wider that collapses to icons (with tooltips), a drawer
// from the left on smaller screens, Ctrl/Cmd + b to toggle, and the state in a 7-day cookie that
// the layout's loader reads so the server renders the right width.
import { Dialog as DialogPrimitive } from "radix-ui";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { LogoMark } from "~/components/site/logo-mark";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import {
  ADMIN_MENU_LABEL,
  type AdminNavItem,
  adminNavigationFor,
  isNavItemActive,
} from "~/copy/admin-navigation";
import { SCHOOL_GROUP_SHORT_NAME } from "~/copy/brand";
import type { Role } from "~/copy/roles";
import { cn } from "~/lib/cn";
import {
  rememberSidebarOpen,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_MOBILE_QUERY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from "~/lib/sidebar-state";

type SidebarContextValue = {
  /** The desktop column is expanded (false: icons only). */
  open: boolean;
  /** The phone drawer is open. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** Collapses or expands the column, or opens or closes the drawer on small screens. */
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar must be used inside SidebarProvider");
  return value;
}

export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(SIDEBAR_MOBILE_QUERY).matches) {
      setMobileOpen((current) => !current);
      return;
    }
    setOpen((current) => {
      const next = !current;
      void rememberSidebarOpen(next);
      return next;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ open, mobileOpen, setMobileOpen, toggle }), [open, mobileOpen, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to="/admin"
      className={cn(
        "flex h-16 shrink-0 items-center gap-2.5 border-b border-border",
        collapsed ? "justify-center px-1" : "px-4",
      )}
    >
      <LogoMark className="size-8 shrink-0" />
      <span className={cn("grid leading-tight", collapsed && "sr-only")}>
        <span className="truncate font-heading text-sm font-bold">{SCHOOL_GROUP_SHORT_NAME}</span>
        <span className="text-xs text-muted-foreground">Admin Portal</span>
      </span>
    </Link>
  );
}

function NavItem({
  item,
  collapsed,
  onNavigate,
}: {
  item: AdminNavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = isNavItemActive(item, pathname);
  const Icon = item.icon;
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex h-10 items-center gap-3 rounded-control text-sm font-medium transition-colors",
        collapsed ? "justify-center px-0" : "px-3",
        active
          ? "bg-primary text-primary-foreground shadow-card"
          : "text-foreground hover:bg-accent hover:text-accent-foreground",
      )}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn(collapsed ? "sr-only" : "truncate")}>{item.label}</span>
    </Link>
  );
  if (!collapsed) return <li>{link}</li>;
  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>{link}</TooltipTrigger>
        <TooltipContent side="right">{item.label}</TooltipContent>
      </Tooltip>
    </li>
  );
}

function NavList({
  role,
  collapsed,
  onNavigate,
}: {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={ADMIN_MENU_LABEL} className="min-h-0 flex-1 overflow-y-auto p-2">
      <ul className="grid gap-1">
        {adminNavigationFor(role).map((item) => (
          <NavItem key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

export function Sidebar({ role }: { role: Role }) {
  const { open, mobileOpen, setMobileOpen } = useSidebar();
  return (
    <>
      <aside
        data-state={open ? "expanded" : "collapsed"}
        data-testid="admin-sidebar"
        style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
        className="sticky top-0 hidden h-dvh shrink-0 flex-col overflow-hidden border-r border-border bg-surface transition-[width] duration-200 ease-out motion-reduce:transition-none md:flex"
      >
        <Brand collapsed={!open} />
        <NavList role={role} collapsed={!open} />
      </aside>
      <DialogPrimitive.Root open={mobileOpen} onOpenChange={setMobileOpen}>
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
            <NavList role={role} collapsed={false} onNavigate={() => setMobileOpen(false)} />
            <DialogPrimitive.Close className="m-2 inline-flex h-10 cursor-pointer items-center justify-center rounded-control border border-border text-sm font-medium hover:bg-accent">
              Close menu
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
