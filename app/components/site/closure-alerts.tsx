// The footer's "Get school closure alerts" (issue 30): plain HTML, hidden until the loader's few
// lines (app/islands/closure-alerts.ts) find a browser that can take pushes; nothing is asked of
// the parent before the button is pressed. The schools are chosen with checkboxes (all, or some);
// once on, one tap turns the alerts off.
import { useTranslations } from "use-intl";
import type { MenuSchool } from "~/copy/navigation";
import {
  ALERTS_ATTRIBUTE,
  ALERTS_FORM_ATTRIBUTE,
  ALERTS_OFF_ATTRIBUTE,
  ALERTS_ON_ATTRIBUTE,
  ALERTS_OPEN_ATTRIBUTE,
  ALERTS_STATUS_ATTRIBUTE,
} from "~/lib/closure-alert-marks";

const buttonClasses =
  "inline-flex min-h-11 items-center rounded-pill border border-white/30 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10";

export function ClosureAlerts({ pushKey, schools }: { pushKey: string; schools: MenuSchool[] }) {
  const t = useTranslations("chrome.footer.alerts");
  return (
    <div {...{ [ALERTS_ATTRIBUTE]: pushKey }} hidden className="mt-6">
      <button
        type="button"
        {...{ [ALERTS_OPEN_ATTRIBUTE]: "" }}
        aria-expanded="false"
        aria-controls="closure-alerts-form"
        className={buttonClasses}
      >
        {t("open")}
      </button>
      <form
        id="closure-alerts-form"
        {...{ [ALERTS_FORM_ATTRIBUTE]: "" }}
        hidden
        className="mt-3 space-y-3 text-sm"
      >
        <fieldset>
          <legend className="font-semibold text-white">{t("which")}</legend>
          <label className="mt-2 flex items-center gap-2">
            <input type="checkbox" name="school" value="all" defaultChecked className="size-4" />
            {t("allSchools")}
          </label>
          {schools.map((school) => (
            <label key={school.slug} className="mt-1 flex items-center gap-2">
              <input type="checkbox" name="school" value={school.slug} className="size-4" />
              {school.name}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={buttonClasses}>
          {t("turnOn")}
        </button>
      </form>
      <p {...{ [ALERTS_ON_ATTRIBUTE]: "" }} hidden className="text-sm">
        <button type="button" {...{ [ALERTS_OFF_ATTRIBUTE]: "" }} className={buttonClasses}>
          {t("turnOff")}
        </button>
      </p>
      <p
        {...{ [ALERTS_STATUS_ATTRIBUTE]: "" }}
        role="status"
        className="mt-2 text-sm text-[#c9bfb0]"
        data-word-on={t("on")}
        data-word-off={t("off")}
        data-word-blocked={t("blocked")}
        data-word-failed={t("failed")}
      />
    </div>
  );
}
