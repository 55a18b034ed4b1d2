// Fixed texts of the admin sign-in page and sign-out (spec §2 Admin login, §5, §8). Tests import
// the same names.
import { OFFICE_HOURS } from "./office-hours";

export const LOGIN_TITLE = "Staff Sign In";
export const LOGIN_SUBTITLE = "Admin portal for the school websites";
export const LOGIN_LABEL = "Username or email";
export const PASSWORD_LABEL = "Password";
export const SHOW_PASSWORD = "Show password";
export const HIDE_PASSWORD = "Hide password";
export const REMEMBER_ME_LABEL = "Remember me";
export const REMEMBER_ME_HINT = "Stay signed in on this computer for 30 days.";
export const SIGN_IN_LABEL = "Sign In";
export const SIGNING_IN_LABEL = "Signing in...";
export const BACK_TO_WEBSITE = "Back to Website";
export const FORGOT_LINK = "Forgot username or password?";
export const LIVE_DATA_WARNING_TITLE = "Changes go live immediately";
export const LIVE_DATA_WARNING =
  "Everything you change in this portal updates the live website that parents see. Please check your work before saving.";

export function challengeLabel(a: number, b: number) {
  return `Security check: What is ${a} + ${b}?`;
}

export const VERIFICATION_FAILED = {
  title: "Verification Failed",
  description: "Please solve the calculation correctly.",
} as const;
/** A question left unanswered past its time (a page open all morning): a fresh one is shown. */
export const CHALLENGE_EXPIRED = {
  title: "Security question expired",
  description: "The security question had expired. Please answer the new one below and sign in again.",
} as const;
export const SIGNED_IN = "Signed in successfully";
export const INVALID_CREDENTIALS = "Invalid username or password";
export const SIGN_IN_FAILED_TITLE = "Sign in failed";
export const UNEXPECTED_ERROR = "An unexpected error occurred";
function minutesToWait(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
/** Refused because this address tried too often, whatever the account. */
export function tooManyAttempts(retryAfterSeconds: number) {
  return `Too many sign-in attempts. Please wait ${minutesToWait(retryAfterSeconds)} and try again.`;
}
/**
 * Refused because someone kept guessing this account's password from browsers it was never used
 * in: what the person can still do (docs/decisions/020-device-cookies.md).
 */
export function accountLockedOut(retryAfterSeconds: number) {
  const wait = minutesToWait(retryAfterSeconds);
  return `Too many wrong passwords were tried for this account, so it is locked for ${wait} on computers it has not been used on before. To sign in now, use a computer and browser you have signed in with before, or ask an administrator to reset your password. Otherwise, please wait ${wait} and try again.`;
}
/** Refused because too many wrong passwords were typed in a browser that had signed in before. */
export function browserLockedOut(retryAfterSeconds: number) {
  return `Too many wrong passwords were typed for this account in this browser. Please wait ${minutesToWait(retryAfterSeconds)} and try again. If you have forgotten your password, ask an administrator to reset it.`;
}
export const SIGNED_OUT = "Signed out successfully";
export const SIGN_OUT_FAILED = "Error signing out";

export const RECOVERY_TITLE = "Forgot username or password";
export const RECOVERY_INTRO =
  "For your security, staff accounts are recovered by a person, not by email. Please contact the school office or your administrator:";
export const RECOVERY_STEPS = [
  "Tell them your full name and the school you work at.",
  "They will confirm who you are and reset your password or remind you of your username.",
  "You will receive a temporary password; change it from your Profile after signing in.",
] as const;
export const RECOVERY_PROCESSING_LABEL = "Processing time";
export const RECOVERY_PROCESSING = "1-2 business days";
export const RECOVERY_OFFICE_HOURS_LABEL = "Office hours";
const weekdays = OFFICE_HOURS[0];
export const RECOVERY_OFFICE_HOURS = `${weekdays.days} ${weekdays.hours.replace(" - ", " to ")}`;
export const BACK_TO_SIGN_IN = "Back to Sign In";

/** Sign-in attempts allowed per account (from browsers new to it) and per address in one window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_PER_ACCOUNT = 10;
export const LOGIN_MAX_PER_ADDRESS = 50;
/** Wrong passwords allowed in one window from a browser that signed in to the account before. */
export const LOGIN_MAX_PER_DEVICE = 10;
/** How long a security question stays valid. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Screens this wide or narrower are sent to the public site (spec §2). */
export const LOGIN_NARROW_SCREEN_QUERY = "(max-width: 768px)";
