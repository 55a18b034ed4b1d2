import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SUSPECTED_SPAM } from "~/copy/enquiry-inbox";
import { SuspectedSpamBadge } from "./suspected-spam-badge";

/** Why an enquiry is marked suspected spam, and the one button that clears the mark. */
export function SuspectedSpamNotice({ saving }: { saving: boolean }) {
  return (
    <section
      aria-label={SUSPECTED_SPAM.badge}
      className="flex flex-wrap items-center gap-4 rounded-card border border-destructive bg-surface p-4 shadow-card"
    >
      <SuspectedSpamBadge />
      <p className="min-w-64 flex-1">{SUSPECTED_SPAM.explanation}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="not-spam" />
        <Button type="submit" variant="outline" disabled={saving}>
          {SUSPECTED_SPAM.notSpam}
        </Button>
      </Form>
    </section>
  );
}
