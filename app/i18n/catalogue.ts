// The typed message catalogues (use-intl, ICU message syntax). English is the reference: Tamil must
// have every key English has and no other (TypeScript checks it through `satisfies Messages[...]`,
// and `npm run build` runs scripts/check-catalogues.ts, which also refuses empty messages).
import type { Locale } from "./locales";
import { en } from "./messages/en";
import { ta } from "./messages/ta";

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : { -readonly [Key in keyof T]: Widen<T[Key]> };

export type Messages = Widen<typeof en>;

export const CATALOGUES: Record<Locale, Messages> = { en, ta };

declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
