// The admin side menu: a column at md and wider that collapses to icons (with tooltips), a drawer
// from the left on smaller screens, Ctrl/Cmd + b to toggle, and the state in a 7-day cookie that
// the layout's loader reads so the server renders the right width. The drawer and the tooltips
// are chunks of their own, not needed to draw the column (docs/decisions/026-admin-script-budget.md):
// the tooltips come at idle once the column is collapsed, the drawer at idle on a phone-sized screen
// or when first opened.
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, useLocation } from "react-router";
import { LogoMark } from "~/components/site/logo-mark";
import {
  ADMIN_MENU_LABEL,
  type AdminNavItem,
  adminNavigationFor,
  isNavItemActive,
} from "~/copy/admin-navigation";
import { SCHOOL_GROUP_SHORT_NAME } from "~/copy/brand";
import type { Role } from "~/copy/roles";
import { cn } from "~/lib/cn";
import { lazyModule, useLazyModule } from "~/lib/lazy-module";
import {
  rememberSidebarOpen,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_MOBILE_QUERY,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
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

const drawer = lazyModule(() => import("./sidebar-drawer"));
const tooltips = lazyModule(() => import("./sidebar-tooltips"));

export function Brand({ collapsed }: { collapsed: boolean }) {
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

type NavTooltip = typeof import("./sidebar-tooltips")["NavTooltip"];

function NavItem({
  item,
  collapsed,
  onNavigate,
  Tooltip,
}: {
  item: AdminNavItem;
  collapsed: boolean;
  onNavigate?: () => void;
  /** The label's tooltip for the collapsed column, once its chunk is here. */
  Tooltip?: NavTooltip;
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
  if (!collapsed || !Tooltip) return <li>{link}</li>;
  return (
    <li>
      <Tooltip label={item.label}>{link}</Tooltip>
    </li>
  );
}

export function NavList({
  role,
  collapsed,
  onNavigate,
}: {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { module } = useLazyModule(tooltips, { atIdle: collapsed });
  const nav = useRef<HTMLElement>(null);
  const Tooltip = collapsed ? module?.NavTooltip : undefined;
  useKeepFocusedLink(nav, Tooltip);
  const list = (
    <ul className="grid gap-1">
      {adminNavigationFor(role).map((item) => (
        <NavItem key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} Tooltip={Tooltip} />
      ))}
    </ul>
  );
  return (
    <nav ref={nav} aria-label={ADMIN_MENU_LABEL} className="min-h-0 flex-1 overflow-y-auto p-2">
      {Tooltip && module ? <module.NavTooltipProvider>{list}</module.NavTooltipProvider> : list}
    </nav>
  );
}

/**
 * The links are drawn anew when the tooltips arrive or leave: the one that had the focus gets it back.
 */
function useKeepFocusedLink(nav: RefObject<HTMLElement | null>, drawnWith: unknown) {
  const focusedHref = useRef<string | null>(null);
  const drawn = useRef(drawnWith);
  if (drawn.current !== drawnWith && typeof document !== "undefined") {
    const active = document.activeElement;
    focusedHref.current = active && nav.current?.contains(active) ? active.getAttribute("href") : null;
  }
  drawn.current = drawnWith;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the links are drawn anew
  useLayoutEffect(() => {
    const href = focusedHref.current;
    focusedHref.current = null;
    if (href) nav.current?.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)?.focus();
  }, [drawnWith, nav]);
}

export function Sidebar({ role }: { role: Role }) {
  const { open, mobileOpen, setMobileOpen } = useSidebar();
  const [phone, setPhone] = useState(false);
  useEffect(() => setPhone(window.matchMedia(SIDEBAR_MOBILE_QUERY).matches), []);
  const { module, want } = useLazyModule(drawer, { atIdle: phone });
  useEffect(() => {
    if (mobileOpen) void want();
  }, [mobileOpen, want]);
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
      {module ? <module.SidebarDrawer role={role} open={mobileOpen} onOpenChange={setMobileOpen} /> : null}
    </>
  );
}
