// The preview page when there is nothing to draw: opened without the form's values, or with
// values a save would refuse (their messages, as the form shows them).

import { PREVIEW_NOTHING_TO_SHOW, PREVIEW_REFUSED_HEADING } from "~/copy/admin-publishing";
import { MAIN_CONTENT_ID } from "~/copy/navigation";

export function PreviewRefused({ messages }: { messages: string[] | null }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      lang="en"
      className="mx-auto flex max-w-xl flex-col gap-4 px-gutter py-section"
      data-testid="preview-refused"
    >
      <h1 className="text-h2">{PREVIEW_REFUSED_HEADING}</h1>
      {messages && messages.length > 0 ? (
        <ul className="list-disc pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <p>{PREVIEW_NOTHING_TO_SHOW}</p>
      )}
    </main>
  );
}
