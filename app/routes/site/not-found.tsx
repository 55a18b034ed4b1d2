import { data } from "react-router";
import { NotFoundMessage } from "~/components/site/not-found-message";
import { localeOfPath } from "~/i18n/locales";
import { translatorFor } from "~/i18n/server";
import { log } from "~/server/log.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  log("warn", "page not found", { path: new URL(request.url).pathname });
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
