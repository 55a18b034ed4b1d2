// The urgent notices at the top of every public page (issue 30), drawn by the server as plain
// HTML: readable without script, in the page's language, coloured by level. The close buttons
// stay hidden until the islands' loader can close a notice (app/islands/urgent-notices.ts); the
// empty live region is where that script announces a notice once (docs/decisions/030).
import { XIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import type { NoticeLevel } from "~/copy/admin-notices";
import {
  NOTICE_ANNOUNCER_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
  NOTICE_DISMISS_ATTRIBUTE,
  NOTICE_TEXT_ATTRIBUTE,
  NOTICES_REGION_ATTRIBUTE,
  noticeKey,
} from "~/lib/urgent-notice-marks";
import type { BannerNotice } from "~/views/notices";
import { SpriteIcon } from "./sprite-icon";

/** Closure in the site's red, important in amber, information in its quiet blue; each AA or better. */
const LEVEL_CLASSES: Record<NoticeLevel, string> = {
  closure: "bg-destructive text-destructive-foreground",
  important: "border-b border-warning/40 bg-warning-soft text-warning-soft-foreground",
  information: "border-b border-border bg-info-soft text-info-soft-foreground",
};

export function UrgentNotices({ notices }: { notices: readonly BannerNotice[] }) {
  const t = useTranslations("chrome.notices");
  if (notices.length === 0) return null;
  return (
    <section aria-label={t("region")} {...{ [NOTICES_REGION_ATTRIBUTE]: "" }}>
      <div aria-live="assertive" className="sr-only" {...{ [NOTICE_ANNOUNCER_ATTRIBUTE]: "" }} />
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`${LEVEL_CLASSES[notice.level]} px-gutter py-3`}
          data-level={notice.level}
          {...{ [NOTICE_ATTRIBUTE]: noticeKey(notice.id, notice.version) }}
        >
          <div className="mx-auto flex max-w-6xl items-start gap-3">
            <p
              className="min-w-0 flex-1 text-sm leading-relaxed sm:text-base"
              {...{ [NOTICE_TEXT_ATTRIBUTE]: "" }}
            >
              <strong className="font-bold">{t(`levels.${notice.level}`)}: </strong>
              <span lang={notice.lang}>{notice.text}</span>
            </p>
            <button
              type="button"
              hidden
              aria-label={t("dismiss")}
              className="-my-1 inline-flex size-9 shrink-0 items-center justify-center rounded-control hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
              {...{ [NOTICE_DISMISS_ATTRIBUTE]: "" }}
            >
              <SpriteIcon icon={XIcon} className="size-5" />
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
