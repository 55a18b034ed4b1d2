// The urgent notices a public page shows at its top (the site layout's loader), in its language.
import type { Locale } from "~/i18n/locales";
import { inLocale } from "~/i18n/localized";
import type { BannerNotice } from "~/views/notices";
import { log } from "../log.server";
import { activeNotices } from "./queries.server";

/**
 * The notices shown at `now`, the most urgent first; a Tamil page shows the English message of a
 * notice without a Tamil one, marked as English. A failed read shows none (the page is then not
 * kept by the render cache, which keeps no render with a failed query).
 */
export async function bannerNotices(locale: Locale, now = new Date()): Promise<BannerNotice[]> {
  try {
    const notices = await activeNotices(now);
    return notices.map((notice) => {
      const text = inLocale(locale, notice.message, notice.messageTa);
      return {
        id: notice.id,
        level: notice.level,
        text: text.text,
        ...(text.lang ? { lang: text.lang } : {}),
        version: notice.updatedAt,
      };
    });
  } catch (error) {
    log("error", "site chrome: urgent notices unavailable", { error });
    return [];
  }
}
