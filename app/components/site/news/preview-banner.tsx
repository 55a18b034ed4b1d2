import { EyeIcon } from "lucide-react";
import { CONTENT_STATUS_LABELS, type ContentStatus } from "~/copy/content-kinds";
import { PREVIEW_NOTICE } from "~/copy/news-page";

/** The strip that tells signed-in staff they are looking at something visitors cannot see. */
export function PreviewBanner({ status, scheduled }: { status: ContentStatus; scheduled?: string }) {
  return (
    <div
      role="note"
      data-testid="preview-banner"
      className="border-b border-warning/40 bg-warning-soft text-warning-soft-foreground"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-3 gap-y-1 px-gutter py-3 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-pill bg-warning px-3 py-1 font-bold tracking-wide text-warning-foreground uppercase">
          <EyeIcon aria-hidden="true" className="size-4" />
          {PREVIEW_NOTICE.label}
        </span>
        <span className="font-semibold">
          {CONTENT_STATUS_LABELS[status]}
          {scheduled ? ` · ${scheduled}` : ""}
        </span>
        <span>{PREVIEW_NOTICE.text}</span>
      </div>
    </div>
  );
}
