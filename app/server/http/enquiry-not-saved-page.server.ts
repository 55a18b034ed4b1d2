// What a browser without script gets when its enquiry could not be saved because the database
// cannot be reached: a 503 page of its own, in the form's language, that needs nothing from the
// database. It says so plainly, keeps the WhatsApp chat one tap away (the message the parent typed,
// whole) and offers to try the save again with the same answers. It is not a redirect to the form
// with a flash toast: a request carrying a toast is drawn afresh, and while the database hangs
// the form's page would be its last good render, without the toast.

import { ENQUIRY_ENDPOINT } from "~/copy/enquiry-copy";
import { DATABASE_RETRY_AFTER_S } from "~/copy/outage";
import { LANGUAGE_TAG, type Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/server";

export type NotSavedPage = {
  locale: Locale;
  /** The WhatsApp chat with the enquiry's text, when a number for it is known. */
  chatLink?: string;
  /** The form's page (and anchor) to go back to. */
  back: string;
  /** The fields as the form posted them, posted again by Try again. */
  resend?: Record<string, string>;
};

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;background:#f9fafb}
main{max-width:36rem;margin:3rem auto;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.5rem}
.chat,button{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.chat{background:#15803d;color:#fff}
button{background:#fff;color:#1f2937;border:1px solid #9ca3af}
form{margin:0}`;

export function notSavedPage({ locale, chatLink, back, resend = {} }: NotSavedPage): Response {
  const { endpoint, notSaved } = messagesFor(locale).enquiry;
  const fields = Object.entries(resend)
    .map(([name, value]) => `<input type="hidden" name="${escaped(name)}" value="${escaped(value)}">`)
    .join("");
  const html = `<!DOCTYPE html>
<html lang="${LANGUAGE_TAG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escaped(endpoint.unavailableTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escaped(endpoint.unavailableTitle)}</h1>
<p role="alert">${escaped(endpoint.unavailable)}</p>
<p>${escaped(chatLink ? notSaved.nothingLost : notSaved.nothingLostNoChat)}</p>
<div class="actions">
${chatLink ? `<a class="chat" href="${escaped(chatLink)}">${escaped(notSaved.openChat)}</a>` : ""}
<form method="post" action="${ENQUIRY_ENDPOINT}">${fields}<button type="submit">${escaped(notSaved.tryAgain)}</button></form>
<a href="${escaped(back)}">${escaped(notSaved.backToForm)}</a>
</div>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(DATABASE_RETRY_AFTER_S),
    },
  });
}
