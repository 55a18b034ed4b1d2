// The alt text of a picture just uploaded (issue 28: alt text at the door): a box beside the
// upload, prefilled with what the upload stored (the suggestion from the file name, or the alt
// text an earlier copy of the file had), saved on the media record when the clerk leaves the box.
// A form around it (an image field's) waits for that save like it waits for an upload.
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useReportUpload } from "~/components/admin/form/uploads";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  ALT_TEXT_EMPTY_NOTE,
  ALT_TEXT_SAVED,
  ALT_TEXT_SAVING,
  UPLOAD_ALT_TEXT_HINT,
} from "~/copy/admin-alt-text";
import { ALT_TEXT_MAX } from "~/copy/admin-media";
import { MEDIA_INTENTS, MEDIA_LIBRARY_PATH } from "~/lib/admin-lists/media";
import type { AltTextReply } from "~/views/media";

type Refusal = { intent: string; toast?: { description?: string }; error?: Record<string, string[] | null> };

export function UploadAltText({
  mediaId,
  initial,
  label,
  className,
}: {
  mediaId: string;
  /** The alt text the upload stored. */
  initial: string;
  label: string;
  className?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const fetcher = useFetcher<AltTextReply | Refusal>();
  const busy = fetcher.state !== "idle";
  useReportUpload(`alt-text-${mediaId}`, busy ? { state: "uploading", percent: 100 } : null);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const refusal =
    reply && !("altText" in reply) ? (reply.error?.altText?.[0] ?? reply.toast?.description ?? null) : null;

  function save() {
    const text = value.trim();
    if (text === saved.trim()) return;
    setSaved(text);
    // `saved` here is still the text stored before this save: the server compares it.
    void fetcher.submit(
      { intent: MEDIA_INTENTS.altText, mediaId, altText: text, loadedAltText: saved },
      { method: "post", action: MEDIA_LIBRARY_PATH },
    );
  }

  const note = busy
    ? ALT_TEXT_SAVING
    : refusal
      ? refusal
      : !value.trim()
        ? ALT_TEXT_EMPTY_NOTE
        : reply
          ? ALT_TEXT_SAVED
          : UPLOAD_ALT_TEXT_HINT;
  return (
    <div className={className ?? "grid gap-1.5"} data-upload-alt-text={mediaId}>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <Input
        id={`${id}-input`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          // Enter keeps the form around from being sent with the old text; it saves this one.
          if (event.key === "Enter") {
            event.preventDefault();
            save();
          }
        }}
        maxLength={ALT_TEXT_MAX}
        autoComplete="off"
        aria-describedby={`${id}-note`}
        aria-invalid={refusal ? true : undefined}
        className="h-9"
      />
      <p
        id={`${id}-note`}
        role="status"
        className={refusal ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
      >
        {note}
      </p>
    </div>
  );
}
