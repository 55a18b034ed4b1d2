import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation, useMatches } from "react-router";
import { useTranslations } from "use-intl";
import { Footer, type FooterContact } from "~/components/site/footer";
import type { FounderPortrait, FounderSummary } from "~/components/site/founder-card";
import { Header } from "~/components/site/header";
import { LanguageSuggestion } from "~/components/site/language-suggestion";
import { PreviewBanner } from "~/components/site/news/preview-banner";
import { NotFoundMessage } from "~/components/site/not-found-message";
import { IconSpriteScope } from "~/components/site/sprite-icon";
import { UrgentNotices } from "~/components/site/urgent-notices";
import { WhatsappButton } from "~/components/site/whatsapp-button";
import { FOUNDER } from "~/copy/brand";
import { MAIN_CONTENT_ID, type MenuSchool } from "~/copy/navigation";
import { SCHOOLS } from "~/copy/schools";
import { SiteIntlProvider, useLocalePath } from "~/i18n/intl";
import { type Locale, localeOfPath } from "~/i18n/locales";
import { optionalInLocale } from "~/i18n/localized";
import { requestLocale } from "~/i18n/server";
import type { PageHandle } from "~/lib/page-script";
import type { PageTexts } from "~/lib/page-texts/texts";
import { isDatabaseOutage } from "~/lib/route-errors";
import { GENERAL_ENQUIRY_TEXT, whatsappLink } from "~/lib/whatsapp";
import { keptSchools, keptSettings } from "~/server/cache/chrome-data.server";
import { config } from "~/server/config.server";
import { LANGUAGE_SUGGESTION_HEADER } from "~/server/http/language.server";
import { log } from "~/server/log.server";
import { founderPortrait } from "~/server/media/founder-portrait.server";
import { bannerNotices } from "~/server/notices/page.server";
import { textsForPage } from "~/server/pages/texts.server";
import { DEFAULT_SITE_SETTINGS } from "~/server/settings/settings.server";
import type { BannerNotice } from "~/views/notices";
import type { Route } from "./+types/layout";

/** Public pages load no React Router: HTML whose islands the loader hydrates (app/islands/loader.ts). */
export const handle = { hydrate: false } satisfies PageHandle;

type ChromeData = {
  contact: FooterContact;
  supportChatUrl: string | undefined;
  schools: MenuSchool[];
  founder: FounderSummary;
  /** An English page asked for by a browser that prefers Tamil: say the page is in Tamil too. */
  suggestTamil: boolean;
  /** The words staff changed on the Pages screen (app/server/pages/). */
  texts?: PageTexts;
  /** Staff previewing unpublished texts: the page says so at its top. */
  draftTexts?: boolean;
  /** The urgent notices shown now, in the page's language (app/server/notices/). */
  notices?: BannerNotice[];
  /** The VAPID public key for the footer's closure alerts (app/server/push/). */
  pushKey?: string;
};

/** The schools in the menus, their locations in `locale` (English, marked so, where untranslated). */
async function menuSchools(locale: Locale): Promise<MenuSchool[]> {
  try {
    const schools = await keptSchools();
    if (schools.length > 0)
      return schools.map(({ slug, name, location, locationTa }) => {
        const place = optionalInLocale(locale, location, locationTa);
        return {
          slug,
          name,
          location: place?.text ?? null,
          ...(place?.lang ? { locationLang: place.lang } : {}),
        };
      });
  } catch (error) {
    log("error", "site chrome: schools unavailable", { error });
  }
  return SCHOOLS.map(({ slug, name }) => ({ slug, name, location: null }));
}

async function chromeSettings() {
  try {
    return await keptSettings();
  } catch (error) {
    log("error", "site chrome: settings unavailable", { error });
    return DEFAULT_SITE_SETTINGS;
  }
}

async function founderCardPortrait(request: Request): Promise<FounderPortrait | undefined> {
  // Kept per cache version; a preview of the Pages screen's drafts shows the one drafted there.
  const picture = await founderPortrait(request);
  if (!picture) return undefined;
  const { src, width, height, alt, variants, placeholder } = picture;
  return { src, width, height, alt, variants, placeholder };
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [settings, schools, portrait, pageTexts, notices] = await Promise.all([
    chromeSettings(),
    menuSchools(locale),
    founderCardPortrait(request),
    textsForPage(request, locale),
    bannerNotices(locale),
  ]);
  const { officeAddress, officePhone, officeEmail, facebookUrl, instagramUrl, youtubeUrl } = settings;
  return {
    contact: { officeAddress, officePhone, officeEmail, facebookUrl, instagramUrl, youtubeUrl },
    supportChatUrl: whatsappLink(settings.whatsappSupportNumber, GENERAL_ENQUIRY_TEXT),
    schools,
    founder: { name: FOUNDER.name, role: FOUNDER.role, portrait },
    suggestTamil: request.headers.get(LANGUAGE_SUGGESTION_HEADER) === "ta",
    texts: pageTexts.texts,
    draftTexts: pageTexts.drafts,
    notices,
    pushKey: config().push.publicKey,
  } satisfies ChromeData;
}

/**
 * What the chrome shows if the layout's own data is missing (its loader falls back on every
 * failure, so this is a last resort; kept small, it adds nothing to the page's JavaScript).
 */
const FALLBACK_CHROME: ChromeData = {
  contact: {
    officeAddress: "",
    officePhone: "",
    officeEmail: "",
    facebookUrl: "",
    instagramUrl: "",
    youtubeUrl: "",
  },
  supportChatUrl: undefined,
  schools: [],
  founder: { name: FOUNDER.name, role: FOUNDER.role },
  suggestTamil: false,
};

/** The page's language comes from its path (/ta/… is Tamil); everything inside reads it. */
function SiteChrome({ data, children }: { data: ChromeData; children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <SiteIntlProvider locale={locale} texts={data.texts}>
      <IconSpriteScope>
        <ChromeParts data={data}>{children}</ChromeParts>
      </IconSpriteScope>
    </SiteIntlProvider>
  );
}

function ChromeParts({ data, children }: { data: ChromeData; children: ReactNode }) {
  const t = useTranslations("common");
  const founderRole = useTranslations("chrome")("founderRole");
  return (
    <>
      {data.draftTexts ? <PreviewBanner drafts /> : null}
      {data.suggestTamil ? <LanguageSuggestion /> : null}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed top-3 left-3 z-50 -translate-y-32 rounded-control bg-primary px-4 py-3 text-sm font-semibold text-primary-foreground transition-transform focus-visible:translate-y-0 focus-visible:shadow-overlay"
      >
        {t("skipLink")}
      </a>
      <UrgentNotices notices={data.notices ?? []} />
      <Header schools={data.schools} founder={{ ...data.founder, role: founderRole }} />
      {children}
      <Footer contact={data.contact} schools={data.schools} pushKey={data.pushKey} />
      <WhatsappButton href={data.supportChatUrl} />
    </>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome data={loaderData}>
      <Outlet />
    </SiteChrome>
  );
}

/** A page that fails (or is missing) still shows inside the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Either language's layout (their route ids differ: app/routes.ts).
  const data =
    (useMatches().find((match) => match.id.endsWith("routes/site/layout"))?.loaderData as
      | ChromeData
      | undefined) ?? FALLBACK_CHROME;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const outage = isDatabaseOutage(error);
  return (
    <SiteChrome data={data}>{notFound ? <NotFoundMessage /> : <ErrorMessage outage={outage} />}</SiteChrome>
  );
}

function ErrorMessage({ outage }: { outage: boolean }) {
  const t = useTranslations("common.error");
  const localePath = useLocalePath();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-gutter py-section text-center outline-none"
    >
      <h1 className="text-h2">{outage ? t("unavailableHeading") : t("heading")}</h1>
      <p className="text-lead text-muted-foreground">{outage ? t("unavailableMessage") : t("message")}</p>
      <Link
        to={localePath("/")}
        className="inline-flex h-11 items-center justify-center rounded-control bg-primary px-5 text-sm font-semibold text-primary-foreground shadow-card transition-colors hover:bg-primary-hover"
      >
        {t("returnHome")}
      </Link>
    </main>
  );
}
