// /admin/preview/news (English) and /admin/preview/ta/news (Tamil): the News dialog's unsaved
// values, posted by its Preview button into a new tab, drawn as /news/<slug> draws an article —
// the public layout and page — under a PREVIEW strip. Signed-in admins and editors only; checked
// as a save is checked; nothing is stored; never cached, never indexed.
import { data } from "react-router";
import { withDrawnBody } from "~/components/site/news/body-pictures";
import { NewsArticleContent } from "~/components/site/news/news-article-content";
import { PreviewRefused } from "~/components/site/preview/preview-refused";
import { PREVIEW_ACTION_LABEL } from "~/copy/admin-publishing";
import { requestLocale } from "~/i18n/server";
import { pageTitle } from "~/lib/seo";
import { PREVIEW_PAGE_HEADERS } from "~/server/content/preview.server";
import { readForm } from "~/server/http/forms.server";
import { newsPreviewFromForm } from "~/server/news/preview-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/news-preview";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return data(null, { headers: PREVIEW_PAGE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  const source = await newsPreviewFromForm(await readForm(request), requestLocale(request));
  const preview = source.page ? { page: withDrawnBody(source.page), refused: null } : source;
  return data(preview, { status: preview.page ? 200 : 400, headers: PREVIEW_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PREVIEW_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(PREVIEW_ACTION_LABEL) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsPreviewPage({ actionData }: Route.ComponentProps) {
  if (!actionData?.page) return <PreviewRefused messages={actionData?.refused ?? null} />;
  return <NewsArticleContent data={actionData.page} />;
}
