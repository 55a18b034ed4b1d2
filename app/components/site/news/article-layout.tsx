import { ArrowLeftIcon, CalendarDaysIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Localized } from "~/components/site/localized";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ContentStatus } from "~/copy/content-kinds";
import { MAIN_CONTENT_ID } from "~/copy/navigation";
import type { LocalizedText } from "~/i18n/localized";
import type { PictureView } from "~/views/images";
import { ArticleBody } from "./article-body";
import { PreviewBanner } from "./preview-banner";

export type ArticleLayoutProps = {
  /** The content kind, for tests and styles (data-kind). */
  kind?: string;
  /** Where the link above the title leads (a path in the page's language) and its label. */
  back: { href: string; label: string };
  /** In the page's language, or the English marked as such (database texts). */
  title: LocalizedText;
  /** Badges above the title (category, priority, kind). */
  badges?: ReactNode;
  /** The publication date, as an instant and as shown. */
  date?: { iso: string; label: string } | null;
  /** A short summary under the title. */
  lead?: LocalizedText | null;
  image?: PictureView | null;
  /** Facts of the item's kind (an event's date, time and place), between picture and text. */
  details?: ReactNode;
  /** Sanitized HTML of the body. */
  bodyHtml?: string | null;
  /** "en" when a Tamil page shows the English body. */
  bodyLang?: "en";
  /** Set for a page only signed-in staff can see. */
  preview?: { status: ContentStatus; scheduled?: string; unsaved?: boolean } | null;
  /** Shown after the article (more news, say). */
  children?: ReactNode;
};

/** One article or content item: a calm reading column with its picture and kind-specific facts. */
export function ArticleLayout({
  kind,
  back,
  title,
  badges,
  date,
  lead,
  image,
  details,
  bodyHtml,
  bodyLang,
  preview,
  children,
}: ArticleLayoutProps) {
  return (
    <main id={MAIN_CONTENT_ID}>
      {preview ? <PreviewBanner {...preview} /> : null}
      <article data-testid="article" data-kind={kind}>
        <header className="bg-linear-to-b from-primary-soft to-background">
          <div className="mx-auto flex max-w-3xl flex-col gap-5 px-gutter pt-8 pb-8 md:pt-12 md:pb-10">
            <a
              href={back.href}
              className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-4" />
              {back.label}
            </a>
            {badges ? <div className="flex flex-wrap items-center gap-2">{badges}</div> : null}
            <Localized
              as="h1"
              value={title}
              className="font-heading text-h1 font-bold text-balance text-primary-soft-foreground"
            />
            {date ? (
              <p className="inline-flex items-center gap-2 text-muted-foreground">
                <CalendarDaysIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <time dateTime={date.iso}>{date.label}</time>
              </p>
            ) : null}
            {lead?.text ? (
              <Localized as="p" value={lead} className="text-lead text-muted-foreground" />
            ) : null}
          </div>
        </header>
        {image ? (
          <div className="mx-auto max-w-4xl px-gutter">
            <ResponsiveImage
              {...image}
              priority
              sizes="(min-width: 56rem) 56rem, 100vw"
              className="aspect-[16/9] w-full rounded-card object-cover shadow-raised"
            />
          </div>
        ) : null}
        {details ? <div className="mx-auto max-w-3xl px-gutter pt-8 md:pt-10">{details}</div> : null}
        {bodyHtml ? (
          <div className="mx-auto max-w-3xl px-gutter py-10 md:py-14">
            <ArticleBody html={bodyHtml} lang={bodyLang} />
          </div>
        ) : (
          <div className="pb-10 md:pb-14" />
        )}
      </article>
      {children}
    </main>
  );
}
