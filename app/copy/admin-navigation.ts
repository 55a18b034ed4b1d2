// The admin side menu (spec §2 Admin shell, plus Content, Schools, Media, Enquiries, Newsletter and Settings).
import {
  BarChart3Icon,
  CalendarDaysIcon,
  FileTextIcon,
  FolderOpenIcon,
  GalleryHorizontalIcon,
  ImagesIcon,
  InboxIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  MegaphoneIcon,
  NewspaperIcon,
  PanelsTopLeftIcon,
  SchoolIcon,
  SettingsIcon,
  UsersIcon,
} from "lucide-react";
import { type Role, STAFF_ROLES } from "./roles";

export type AdminNavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Shown only to these roles; absent means every staff role (a viewer sees no screen). */
  roles?: readonly Role[];
};

export const ADMIN_NAVIGATION: readonly AdminNavItem[] = [
  { label: "Dashboard", to: "/admin", icon: LayoutDashboardIcon },
  { label: "Homepage Slider", to: "/admin/homepage", icon: GalleryHorizontalIcon },
  { label: "Gallery", to: "/admin/gallery", icon: ImagesIcon },
  { label: "Events", to: "/admin/events", icon: CalendarDaysIcon },
  { label: "News", to: "/admin/news", icon: NewspaperIcon },
  { label: "Urgent Notices", to: "/admin/notices", icon: MegaphoneIcon },
  { label: "Pages", to: "/admin/pages", icon: PanelsTopLeftIcon },
  { label: "Content", to: "/admin/content", icon: FileTextIcon },
  { label: "Schools", to: "/admin/schools", icon: SchoolIcon },
  { label: "Media", to: "/admin/media", icon: FolderOpenIcon },
  { label: "Enquiries", to: "/admin/enquiries", icon: InboxIcon },
  { label: "Newsletter", to: "/admin/newsletter", icon: MailIcon },
  { label: "Analytics", to: "/admin/analytics", icon: BarChart3Icon },
  { label: "Users", to: "/admin/users", icon: UsersIcon },
  { label: "Settings", to: "/admin/settings", icon: SettingsIcon, roles: ["admin"] },
];

/** The items a user with `role` sees. */
export function adminNavigationFor(role: Role): AdminNavItem[] {
  return ADMIN_NAVIGATION.filter((item) => (item.roles ?? (STAFF_ROLES as readonly Role[])).includes(role));
}

/** Exact match for the dashboard, prefix match for every other item. */
export function isNavItemActive(item: Pick<AdminNavItem, "to">, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.to === "/admin") return path === "/admin";
  return path === item.to || path.startsWith(`${item.to}/`);
}

/** Screens reached from elsewhere than the side menu (the avatar menu), named in the header too. */
const SCREENS_OUTSIDE_MENU: readonly Pick<AdminNavItem, "label" | "to">[] = [
  { label: "Profile", to: "/admin/profile" },
];

/** The header's title: the name of the screen at `pathname`, as the side menu calls it. */
export function adminScreenTitle(pathname: string): string {
  const screen = [...ADMIN_NAVIGATION, ...SCREENS_OUTSIDE_MENU].find((item) =>
    isNavItemActive(item, pathname),
  );
  return screen?.label ?? ADMIN_SHELL_TITLE;
}

export const ADMIN_SHELL_TITLE = "Admin Dashboard";
export const VIEW_SITE_LABEL = "View Site";
export const USER_NAME_FALLBACK = "Admin User";
export const PROFILE_LINK_LABEL = "Profile";
export const SIGN_OUT_LABEL = "Sign Out";
export const TOGGLE_SIDEBAR_LABEL = "Toggle side menu";
export const ADMIN_MENU_LABEL = "Admin menu";
export const LOADING_ADMIN_PANEL = "Loading admin panel...";
export const PROFILE_NOT_FOUND = "Profile not found";
export const PROFILE_NOT_FOUND_DETAIL =
  "Your account has no name or email on record, so the admin panel cannot open. Sign in again, or ask an administrator to fix your account.";
export const RETURN_TO_LOGIN = "Return to Login";

/** An /admin address that is no screen. */
export const ADMIN_NOT_FOUND = {
  heading: "Page not found",
  message: "This part of the admin panel does not exist. It may have moved, or the address has a typo.",
  back: "Back to the dashboard",
} as const;
