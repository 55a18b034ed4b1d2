import { cn } from "~/lib/cn";

/** Readable rich text: paragraphs, headings, lists, quotes, links, pictures and tables. */
const RICH_TEXT_CLASSES = cn(
  "max-w-prose text-lg leading-relaxed text-foreground/90",
  "[&_p]:mb-5 [&_p:last-child]:mb-0",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:font-heading [&_h2]:text-h3 [&_h2]:font-bold [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:font-heading [&_h3]:text-h4 [&_h3]:font-bold [&_h3]:text-foreground",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-bold",
  "[&_ul]:mb-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1.5",
  "[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-secondary [&_blockquote]:pl-5 [&_blockquote]:italic",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card",
  "[&_figure]:my-6 [&_figure_img]:my-0 [&_figcaption]:mt-2 [&_figcaption]:text-base [&_figcaption]:text-muted-foreground",
  "[&_table]:my-6 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
  "[&_hr]:my-8 [&_hr]:border-border [&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-muted [&_pre]:p-4",
);

/**
 * Stored rich text as HTML. The server sanitizes it when staff save it and once more before it
 * is drawn (cleanRichText in app/server/content/rich-text.server.ts): only that cleaned HTML gets here.
 */
export function ArticleBody({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** "en" when a Tamil page shows the English body (no Tamil version). */
  lang?: "en";
}) {
  return (
    <div
      data-testid="article-body"
      lang={lang}
      className={cn(RICH_TEXT_CLASSES, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server just before rendering
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
