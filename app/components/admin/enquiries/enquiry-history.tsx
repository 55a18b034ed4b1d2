// An enquiry's timeline: the form to add a note, then status changes and notes, newest first.
import { StickyNoteIcon } from "lucide-react";
import { PageForm, type PageFormReply, usePageForm } from "~/components/admin/form/page-form";
import { SubmitButton } from "~/components/admin/form/submit-button";
import { CountedTextField } from "~/components/admin/form/text-fields";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ENQUIRY_NOTES, NO_STATUS_CHANGES } from "~/copy/enquiry-inbox";
import { ENQUIRY_NOTE_MAX } from "~/copy/limits";
import { enquiryNoteFormSchema } from "~/lib/schemas/enquiry-note";
import type { EnquiryHistoryEntry } from "~/views/enquiry-history";

export function EnquiryHistoryCard({
  history,
  noteCount,
  reply,
}: {
  history: EnquiryHistoryEntry[];
  noteCount: number;
  reply: PageFormReply | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{ENQUIRY_NOTES.cardTitle}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {/* A new form once a note is saved, so that the box is empty again. */}
        <NoteForm key={noteCount} reply={reply} />
        {history.length === 0 ? (
          <p className="text-muted-foreground">{NO_STATUS_CHANGES}</p>
        ) : (
          <ol className="grid gap-3" aria-label={ENQUIRY_NOTES.listLabel}>
            {history.map((entry, index) => (
              <li
                // Two lines can share a time and a text; their place in the list tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever rendered whole
                key={index}
                className={
                  entry.kind === "note"
                    ? "grid gap-0.5 rounded-md border-l-2 border-amber-500 bg-amber-50 py-1.5 pr-2 pl-3"
                    : "grid gap-0.5 border-l-2 border-primary pl-3"
                }
              >
                {entry.kind === "note" ? (
                  <span className="flex items-center gap-1.5 text-sm font-medium">
                    <StickyNoteIcon aria-hidden="true" className="size-4" />
                    {ENQUIRY_NOTES.noteBy}
                  </span>
                ) : null}
                <span className="whitespace-pre-line break-words">{entry.text}</span>
                <span className="text-sm text-muted-foreground">
                  {entry.by ?? "Someone"} · {entry.at}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function NoteForm({ reply }: { reply: PageFormReply | undefined }) {
  const state = usePageForm({
    id: "enquiry-note",
    intent: "add-note",
    schema: enquiryNoteFormSchema,
    reply,
    shouldValidate: "onSubmit",
    showToast: false,
  });
  return (
    <PageForm state={state} className="gap-3">
      <CountedTextField
        meta={state.fields.note}
        label={ENQUIRY_NOTES.label}
        hint={ENQUIRY_NOTES.hint}
        max={ENQUIRY_NOTE_MAX}
        multiline
      />
      <SubmitButton
        busy={state.busy}
        label={ENQUIRY_NOTES.submit}
        busyLabel={ENQUIRY_NOTES.busy}
        variant="secondary"
        className="w-fit"
      />
    </PageForm>
  );
}
