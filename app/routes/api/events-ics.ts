// GET /events.ics — being built (issue 4).
export function loader() {
  return new Response("Not found", { status: 404 });
}
