import { data } from "react-router";
import { NotFoundMessage } from "~/components/site/not-found-message";
import { NOT_FOUND_HEADING } from "~/copy/navigation";
import { log } from "~/server/log.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  log("warn", "page not found", { path: new URL(request.url).pathname });
  return data(null, { status: 404 });
}

export function meta() {
  return [
    { title: NOT_FOUND_HEADING },
    { name: "robots", content: "noindex" },
  ] satisfies Route.MetaDescriptors;
}

export default function NotFound() {
  return <NotFoundMessage />;
}
