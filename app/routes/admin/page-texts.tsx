// One page of the Pages screen (issue 28): its texts in English and Tamil, side by side, with
// Publish, Save draft, Preview (saves the draft and opens the public page with it, for staff only)
// and the history of what was published, with Undo. Admins and editors.
import { data } from "react-router";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { PageHistory } from "~/components/admin/pages/page-history";
import { PageTextsForm } from "~/components/admin/pages/page-texts-form";
import {
  DRAFT_SAVED_TOAST,
  PAGE_ACTIONS_HINT,
  PAGE_TEXTS_HINT,
  PAGE_TEXTS_SAVE_FAILED,
  PAGE_TEXTS_TITLE,
  PUBLISHED_TOAST,
  UNDONE_TOAST,
} from "~/copy/admin-page-texts";
import { pathInLocale } from "~/i18n/locales";
import { type EditablePage, editablePage } from "~/lib/page-texts/pages";
import {
  DRAFT_TEXTS_PARAM,
  PAGE_TEXTS_ACTION_FIELD,
  PAGE_TEXTS_INTENT,
  PREVIEW_PAGE_TEXTS_PARAM,
  pageTextsSchema,
  schemaFields,
  UNDO_PAGE_TEXTS_INTENT,
} from "~/lib/schemas/page-texts";
import { config } from "~/server/config.server";
import { dispatchIntent, failureToasts, type IntentContext, invalidForm } from "~/server/http/intents.server";
import { redirect } from "~/server/http/redirect.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { pageFields } from "~/server/pages/blocks.server";
import {
  pageEditor,
  pageOrGone,
  publishPageTexts,
  savePageTextsDraft,
  undoLastPublish,
} from "~/server/pages/editor.server";
import { requireStaff, type SessionUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/page-texts";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = editablePage(params.page);
  if (!page) throw data(null, { status: 404 });
  return { editor: await pageEditor(page.id, config().maxUploadBytes) };
}

/** Publish or Save draft; from the Preview button, the draft saved, then the public page with it. */
async function saveTexts(page: EditablePage, { parse, actor, request }: IntentContext<SessionUser>) {
  const here = `/admin/pages/${page.id}`;
  const submission = parse(pageTextsSchema(schemaFields(pageFields(page))));
  if (submission.status !== "success") return invalidForm(PAGE_TEXTS_INTENT, submission);
  const { intent: _, ...values } = submission.value as Record<string, string>;
  const preview = new URL(request.url).searchParams.get(PREVIEW_PAGE_TEXTS_PARAM);
  if (preview !== null) {
    await savePageTextsDraft(page.id, values, actor);
    const publicPath = pathInLocale(page.publicPath, preview === "ta" ? "ta" : "en");
    return redirect(`${publicPath}?${DRAFT_TEXTS_PARAM}`);
  }
  if (submission.payload[PAGE_TEXTS_ACTION_FIELD] === "draft") {
    const drafts = await savePageTextsDraft(page.id, values, actor);
    return redirectWithToast(here, { type: "success", ...DRAFT_SAVED_TOAST(drafts) });
  }
  const changes = await publishPageTexts(page.id, values, actor);
  return redirectWithToast(here, { type: "success", ...PUBLISHED_TOAST(changes.length) });
}

async function undoTexts(page: EditablePage, { actor }: IntentContext<SessionUser>) {
  const revision = await undoLastPublish(page.id, actor);
  return redirectWithToast(`/admin/pages/${page.id}`, {
    type: "success",
    ...UNDONE_TOAST(revision.changes.length),
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  // A page the panel does not edit is refused (404) once the role and the intent are checked.
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      [PAGE_TEXTS_INTENT]: (context) => saveTexts(pageOrGone(params.page), context),
      [UNDO_PAGE_TEXTS_INTENT]: (context) => undoTexts(pageOrGone(params.page), context),
    },
    {
      failureToast: failureToasts({ title: PAGE_TEXTS_SAVE_FAILED }),
      faultMessage: PAGE_TEXTS_SAVE_FAILED,
      where: "page texts",
    },
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? PAGE_TEXTS_TITLE(loaderData.editor.page.label) : "Pages");

export default function PageTexts({ loaderData, actionData }: Route.ComponentProps) {
  const { editor } = loaderData;
  return (
    <AdminPage className="max-w-6xl">
      <PageHeader
        title={PAGE_TEXTS_TITLE(editor.page.label)}
        description={
          <>
            {PAGE_TEXTS_HINT} {PAGE_ACTIONS_HINT}
          </>
        }
      />
      <PageTextsForm key={editor.page.id} editor={editor} reply={actionData} />
      <PageHistory history={editor.history} />
    </AdminPage>
  );
}
