import { ExternalLinkIcon, PanelLeftIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminScreenTitle, TOGGLE_SIDEBAR_LABEL, VIEW_SITE_LABEL } from "~/copy/admin-navigation";
import { useSidebar } from "./sidebar";
import { type MenuUser, UserMenu } from "./user-menu";

export function AdminHeader({ user }: { user: MenuUser }) {
  const { toggle, open } = useSidebar();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-surface/95 px-3 backdrop-blur sm:gap-3 sm:px-4">
      <button
        type="button"
        onClick={toggle}
        aria-label={TOGGLE_SIDEBAR_LABEL}
        aria-keyshortcuts="Control+B Meta+B"
        title={`${TOGGLE_SIDEBAR_LABEL} (Ctrl+B)`}
        data-sidebar-open={open}
        className={buttonVariants({ variant: "ghost", size: "icon-sm" })}
      >
        <PanelLeftIcon aria-hidden="true" className="size-5" />
      </button>
      <p className="truncate font-heading text-lg font-bold" data-testid="admin-screen-title">
        {adminScreenTitle(pathname)}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <Link
          to="/"
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          <span>{VIEW_SITE_LABEL}</span>
          <span className="sr-only"> (opens in a new tab)</span>
        </Link>
        <UserMenu user={user} />
      </div>
    </header>
  );
}
