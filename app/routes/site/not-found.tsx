import { data } from "react-router";
import { NotFoundMessage } from "~/components/site/not-found-message";
import { englishPath, localeOfPath } from "~/i18n/locales";
import { translatorFor } from "~/i18n/server";
import { MISSING_PAGE_PATH } from "~/lib/public-pages";
import { log } from "~/server/log.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // The shared not-found page is drawn there for an address the render cache already logged.
  if (englishPath(pathname) !== MISSING_PAGE_PATH) log("warn", "page not found", { path: pathname });
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(localeOfPath(location.pathname));
  return [
    { title: t("common.notFound.title") },
    { name: "robots", content: "noindex" },
  ] satisfies Route.MetaDescriptors;
}

export default function NotFound() {
  return <NotFoundMessage />;
}
