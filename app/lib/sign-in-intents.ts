// The sign-in form's intents, apart from its Zod schema (app/lib/schemas/login.ts): the admin
// shell's Sign Out button posts one on every screen, and must not bring Zod with it.
export const LOGIN_INTENT = "sign-in";
export const SIGN_OUT_INTENT = "sign-out";
