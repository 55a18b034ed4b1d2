// The urgent notices at the top of every public page (issue 30), drawn by the server as plain
// HTML: readable without script, in the page's language, coloured by level. The notices are an
// island hydrated on touch (urgent-notices.island.tsx: the close buttons); the empty live region
// beside them, outside React, is where the loader announces a notice once (app/islands/
// urgent-notices.ts, docs/decisions/030). The region hides itself by CSS once no notice shows.
import { useTranslations } from "use-intl";
import { Island } from "~/islands/island";
import { NOTICE_ANNOUNCER_ATTRIBUTE, NOTICES_REGION_ATTRIBUTE, noticeKey } from "~/lib/urgent-notice-marks";
import type { BannerNotice } from "~/views/notices";
import UrgentNoticeList from "./urgent-notices.island";

export function UrgentNotices({ notices }: { notices: readonly BannerNotice[] }) {
  const t = useTranslations("chrome.notices");
  if (notices.length === 0) return null;
  return (
    <section
      aria-label={t("region")}
      className="[&:not(:has([data-urgent-notice]:not([hidden])))]:hidden"
      {...{ [NOTICES_REGION_ATTRIBUTE]: "" }}
    >
      <div aria-live="assertive" className="sr-only" {...{ [NOTICE_ANNOUNCER_ATTRIBUTE]: "" }} />
      <Island
        component={UrgentNoticeList}
        props={{
          notices: notices.map((notice) => ({
            key: noticeKey(notice.id, notice.version),
            level: notice.level,
            levelWord: t(`levels.${notice.level}`),
            text: notice.text,
            lang: notice.lang,
          })),
          dismiss: t("dismiss"),
        }}
        onTouch
      />
    </section>
  );
}
