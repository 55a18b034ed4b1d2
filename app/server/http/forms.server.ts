// Every action reads its form through readForm: a body that is not a form (JSON, plain text, no
// content type, broken multipart) is the sender's mistake and answers 4xx with a message, never a
// fault. The body's size was already limited by the HTTP layer (request-body.server.ts).
import { data } from "react-router";

export const FORM_UNREADABLE_MESSAGE = "This form could not be read. Please reload the page and try again.";

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * The request's form fields, with NUL characters dropped from the text (no one types one; the
 * database layer drops them too, but text saved inside JSON would keep its escaped form). Throws a
 * 415 or 400 answer when the body is not a readable form.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.test(request.headers.get("content-type") ?? "")) {
    throw data(FORM_UNREADABLE_MESSAGE, { status: 415 });
  }
  let received: FormData;
  try {
    received = await request.formData();
  } catch {
    throw data(FORM_UNREADABLE_MESSAGE, { status: 400 });
  }
  const form = new FormData();
  for (const [name, value] of received) {
    form.append(name.replaceAll("\0", ""), typeof value === "string" ? value.replaceAll("\0", "") : value);
  }
  return form;
}
