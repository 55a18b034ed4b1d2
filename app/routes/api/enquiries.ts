// POST /api/enquiries: keeps a copy of an enquiry for the staff inbox (see app/server/http/enquiry-endpoint.server.ts).
// The forms send JSON in the background; a browser without script posts the form itself and is
// sent on to the WhatsApp chat (or back to the form with the reason it was refused, or, when the
// database cannot be reached, to a page that says so with the chat one tap away).

import { recordEnquiryRequest } from "~/server/http/enquiry-endpoint.server";
import { formPostAnswer, isFormPost } from "~/server/http/enquiry-form-post.server";
import type { Route } from "./+types/enquiries";

async function answer(request: Request) {
  const formPost = request.method === "POST" && isFormPost(request);
  const recorded = await recordEnquiryRequest(request);
  if (formPost) return formPostAnswer(request, recorded);
  const { status, body, headers } = recorded;
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function loader({ request }: Route.LoaderArgs) {
  return answer(request);
}

export function action({ request }: Route.ActionArgs) {
  return answer(request);
}
