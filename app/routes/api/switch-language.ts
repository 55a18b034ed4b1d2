import { localeOfPath } from "~/i18n/locales";
import { config } from "~/server/config.server";
import { languageCookie } from "~/server/http/language.server";
import { redirect } from "~/server/http/redirect.server";
import type { Route } from "./+types/switch-language";

/**
 * Only a path on this site: anything else (another site, "//evil", a scheme) goes home. No control
 * character either: browsers drop tabs and line breaks from an address, so "/\t/evil" is "//evil".
 */
function sitePath(to: string | null) {
  return to && /^\/(?![/\\])/.test(to) && !/\p{Cc}/u.test(to) ? to : "/";
}

/**
 * The language switch's link: remembers the language of the page it leads to (the only place the
 * cookie is set), then opens that page, query and all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const to = sitePath(new URL(request.url).searchParams.get("to"));
  const locale = localeOfPath(new URL(to, "http://site.invalid").pathname);
  const secure = config().publicUrl.startsWith("https://");
  return redirect(to, {
    status: 303,
    headers: {
      "Set-Cookie": await languageCookie.serialize(locale, { secure }),
      "Cache-Control": "no-store",
    },
  });
}
