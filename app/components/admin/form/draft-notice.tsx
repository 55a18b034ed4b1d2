// Said at the top of a form opened with a draft from the browser (issue 26), with the way to throw
// the draft away and start from the saved values.
import { HistoryIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { FormDraft } from "./form-draft";

export const DRAFT_RESTORED = "Restored what you typed before.";
export const DRAFT_STALE =
  "This was saved again after you typed it (perhaps by someone else): check it before saving, or your draft replaces those changes.";
export const DISCARD_DRAFT_LABEL = "Discard draft";

export function DraftNotice({ draft }: { draft: Pick<FormDraft, "restored" | "discardDraft"> }) {
  if (!draft.restored) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control border border-border bg-primary-soft px-3 py-2 text-sm"
    >
      <HistoryIcon aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        {DRAFT_RESTORED}
        {draft.restored.stale ? <strong className="mt-1 block font-medium">{DRAFT_STALE}</strong> : null}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={draft.discardDraft}>
        {DISCARD_DRAFT_LABEL}
      </Button>
    </div>
  );
}
