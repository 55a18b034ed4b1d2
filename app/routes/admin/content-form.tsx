// The Content form: /admin/content/new creates an item, /admin/content/edit/<id> changes one (this
// module serves both routes). A save goes back to the list with its toast; a refusal stays here
// with the message under its field. An edit carries the item's updated_at, so a save made
// meanwhile by someone else refuses this one instead of being overwritten.
import { ArrowLeftIcon } from "lucide-react";
import { data, Link } from "react-router";
import { ContentEditorForm, type ContentFormValues } from "~/components/admin/content/content-editor-form";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { buttonVariants } from "~/components/ui/button";
import {
  BACK_TO_CONTENT,
  CHECK_MARKED_FIELDS,
  CONTENT_CREATED,
  CONTENT_MISSING,
  CONTENT_SAVE_FAILED,
  CONTENT_UPDATED,
  FORM_TITLES,
  PUBLICATION_STATE,
} from "~/copy/admin-content";
import { DEFAULT_CONTENT_KIND, DEFAULT_CONTENT_STATUS } from "~/copy/content-kinds";
import { contentPath } from "~/copy/content-page";
import { adminDateTime } from "~/lib/admin-format";
import { schoolMomentOf } from "~/lib/publication-time";
import type { ExplainedRefusal } from "~/lib/route-errors";
import { CONTENT_MESSAGES, contentFormSchema, kindOptions, SAVE_CONTENT_INTENT } from "~/lib/schemas/content";
import { config } from "~/server/config.server";
import { contentChangesOf } from "~/server/content/form-changes.server";
import {
  type ContentWithEvent,
  contentItemById,
  createContentItem,
  isFixedSchoolItem,
  updateContentItem,
} from "~/server/content/items.server";
import { DomainError, goneError } from "~/server/domain-error.server";
import { dispatchIntent, failureToasts, type IntentContext, invalidForm } from "~/server/http/intents.server";
import { redirect } from "~/server/http/redirect.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { requireStaff, type SessionUser } from "~/server/staff/auth.server";
import type { Route } from "./+types/content-form";

const NEW_ITEM: ContentFormValues = {
  title: "",
  slug: "",
  kind: DEFAULT_CONTENT_KIND,
  status: DEFAULT_CONTENT_STATUS,
  metaTitle: "",
  metaDescription: "",
  body: "",
  titleTa: "",
  metaDescriptionTa: "",
  bodyTa: "",
  featuredImage: "",
  featuredMediaId: "",
  eventDate: "",
  eventTime: "",
  location: "",
  publishedAt: "",
};

/** The admin shell's error page (routes/admin/layout.tsx) shows this heading, message and way back. */
function notFound(): never {
  const refusal: ExplainedRefusal = {
    ...CONTENT_MISSING,
    back: { label: BACK_TO_CONTENT, to: "/admin/content" },
  };
  throw data(refusal, { status: 404 });
}

function formValues(item: ContentWithEvent): ContentFormValues {
  return {
    title: item.title,
    slug: item.slug,
    kind: item.kind,
    status: item.status,
    metaTitle: item.metaTitle ?? "",
    metaDescription: item.summary ?? "",
    body: item.body ?? "",
    titleTa: item.titleTa ?? "",
    metaDescriptionTa: item.summaryTa ?? "",
    bodyTa: item.bodyTa ?? "",
    featuredImage: item.featuredImage ?? "",
    featuredMediaId: item.featuredMediaId ?? "",
    eventDate: item.event?.date ?? "",
    eventTime: item.event?.time ?? "",
    location: item.event?.location ?? "",
    publishedAt: schoolMomentOf(item.publishedAt),
  };
}

/** Where the item stands, in a sentence under the Publishing fields. */
function publicationState(item: ContentWithEvent, now = Date.now()) {
  if (!item.publishedAt) return PUBLICATION_STATE.never;
  const when = adminDateTime(item.publishedAt);
  if (item.status !== "published") return PUBLICATION_STATE.draftWithDate(when);
  return Date.parse(item.publishedAt) > now
    ? PUBLICATION_STATE.scheduled(when)
    : PUBLICATION_STATE.published(when);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const maxUploadBytes = config().maxUploadBytes;
  if (!params.id)
    return data(
      { mode: "create" as const, values: NEW_ITEM, maxUploadBytes, edit: null },
      { headers: adminHeaders() },
    );
  const item = await contentItemById(params.id);
  if (!item) notFound();
  // One of the five schools: edited in its Schools dialog only (issue 28).
  if (item.kind === "school_info" && (await isFixedSchoolItem(item.id))) throw redirect("/admin/schools");
  return data(
    {
      mode: "edit" as const,
      values: formValues(item),
      maxUploadBytes,
      edit: {
        id: item.id,
        updatedAt: item.updatedAt,
        previewHref: contentPath(item.slug),
        publicationState: publicationState(item),
      },
    },
    { headers: adminHeaders() },
  );
}

function saveContent(id: string | undefined) {
  return async ({ parse, actor }: IntentContext<SessionUser>) => {
    const submission = parse(contentFormSchema);
    if (submission.status !== "success")
      return invalidForm(SAVE_CONTENT_INTENT, submission, {
        type: "error",
        title: CONTENT_SAVE_FAILED,
        description: CHECK_MARKED_FIELDS,
      });
    const value = submission.value;
    if (!id) {
      if (!kindOptions().includes(value.kind))
        throw new DomainError(CONTENT_MESSAGES.kind, { field: "kind" });
      await createContentItem(contentChangesOf(value), actor);
      return redirectWithToast("/admin/content", { type: "success", title: CONTENT_CREATED });
    }
    const current = await contentItemById(id);
    if (!current) throw goneError(CONTENT_MISSING.message);
    if (!kindOptions(current.kind).includes(value.kind))
      throw new DomainError(CONTENT_MESSAGES.kind, { field: "kind" });
    // Without the moment it was loaded at, a save could overwrite someone else's unseen.
    if (!value.updatedAt) throw new DomainError(CONTENT_MESSAGES.unreadable);
    await updateContentItem(id, contentChangesOf(value), actor, { expectedUpdatedAt: value.updatedAt });
    return redirectWithToast("/admin/content", { type: "success", title: CONTENT_UPDATED });
  };
}

/** Editors and admins may write content; the role is checked here whatever the page showed. */
export async function action({ request, params }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    { [SAVE_CONTENT_INTENT]: saveContent(params.id) },
    {
      failureToast: failureToasts({ title: { [SAVE_CONTENT_INTENT]: CONTENT_SAVE_FAILED } }),
      where: "content form",
    },
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.mode === "edit" ? FORM_TITLES.edit : FORM_TITLES.create);

function BackToContent() {
  return (
    <Link
      to="/admin/content"
      className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3 w-fit" })}
    >
      <ArrowLeftIcon aria-hidden="true" />
      {BACK_TO_CONTENT}
    </Link>
  );
}

export default function ContentFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, values, maxUploadBytes, edit } = loaderData;
  return (
    <AdminPage className="max-w-4xl gap-6">
      <div className="grid gap-2">
        <BackToContent />
        <PageHeader title={mode === "edit" ? FORM_TITLES.edit : FORM_TITLES.create} />
      </div>
      <ContentEditorForm
        mode={mode}
        values={values}
        itemId={edit?.id}
        updatedAt={edit?.updatedAt}
        previewHref={edit?.previewHref}
        publicationState={edit?.publicationState}
        maxUploadBytes={maxUploadBytes}
        reply={actionData}
      />
    </AdminPage>
  );
}

/** An item someone deleted: said inside the admin shell, with the way back to the list. */
