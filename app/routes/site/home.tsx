import type { Route } from "./+types/home";

export function meta() {
  return [{ title: "Home" }];
}

export async function loader(_: Route.LoaderArgs) {
  return { schools: [] as string[] };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Nurturing Happy Minds, Building Bright Futures</h1>
      <p>{loaderData.schools.length} schools</p>
    </main>
  );
}
