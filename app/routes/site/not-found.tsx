import { data, Link } from "react-router";
import { log } from "~/server/log.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  log("warn", "page not found", { path: new URL(request.url).pathname });
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main id="main-content">
      <h1>Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </main>
  );
}
