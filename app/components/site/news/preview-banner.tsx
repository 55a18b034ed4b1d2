import { EyeIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import type { ContentStatus } from "~/copy/content-kinds";

/**
 * The strip that tells signed-in staff they are looking at something visitors cannot see: an
 * unpublished item (its status), or a page drawn with the Pages screen's unpublished texts (`drafts`).
 */
export function PreviewBanner({
  status,
  scheduled,
  unsaved = false,
  drafts = false,
}: {
  status?: ContentStatus;
  scheduled?: string;
  unsaved?: boolean;
  drafts?: boolean;
}) {
  const t = useTranslations("news.preview");
  return (
    <div
      role="note"
      data-testid="preview-banner"
      className="border-b border-warning/40 bg-warning-soft text-warning-soft-foreground"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-3 gap-y-1 px-gutter py-3 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-pill bg-warning px-3 py-1 font-bold tracking-wide text-warning-foreground uppercase">
          <EyeIcon aria-hidden="true" className="size-4" />
          {t("label")}
        </span>
        {status ? (
          <span className="font-semibold">
            {t(`status.${status}`)}
            {scheduled ? ` · ${scheduled}` : ""}
          </span>
        ) : null}
        <span>{drafts ? t("pageDrafts") : t("text")}</span>
        {unsaved ? (
          <span className="font-semibold" data-testid="preview-unsaved">
            {t("unsaved")}
          </span>
        ) : null}
      </div>
    </div>
  );
}
