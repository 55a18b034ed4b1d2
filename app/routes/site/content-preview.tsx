// /admin/preview/content (English) and /admin/preview/ta/content (Tamil): the Content form's unsaved
// values, posted by its Preview button into a new tab, drawn as /content/<slug> draws an item — the
// public layout and page — under a PREVIEW strip. Signed-in admins and editors only; checked as a
// save is checked; nothing is stored; never cached, never indexed.
import { data } from "react-router";
import { ContentPageContent } from "~/components/site/content/content-page-content";
import { withDrawnContentBody } from "~/components/site/news/body-pictures";
import { PreviewRefused } from "~/components/site/preview/preview-refused";
import { PREVIEW_ACTION_LABEL } from "~/copy/admin-publishing";
import { requestLocale } from "~/i18n/server";
import { pageTitle } from "~/lib/seo";
import { PREVIEW_PAGE_HEADERS } from "~/server/content/preview.server";
import { contentPreviewFromForm } from "~/server/content/preview-page.server";
import { readForm } from "~/server/http/forms.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/content-preview";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return data(null, { headers: PREVIEW_PAGE_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  const source = await contentPreviewFromForm(await readForm(request), requestLocale(request));
  const preview = source.page ? { page: withDrawnContentBody(source.page), refused: null } : source;
  return data(preview, { status: preview.page ? 200 : 400, headers: PREVIEW_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PREVIEW_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(PREVIEW_ACTION_LABEL) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ContentPreviewPage({ actionData }: Route.ComponentProps) {
  if (!actionData?.page) return <PreviewRefused messages={actionData?.refused ?? null} />;
  return <ContentPageContent data={actionData.page} />;
}
