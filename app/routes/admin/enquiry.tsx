import { ArrowLeftIcon, MessageCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { type EnquiryDetail, EnquiryDetails } from "~/components/admin/enquiries/enquiry-details";
import { EnquiryHistoryCard } from "~/components/admin/enquiries/enquiry-history";
import { EnquiryStatusBadge } from "~/components/admin/enquiries/enquiry-status-badge";
import { SuspectedSpamNotice } from "~/components/admin/enquiries/suspected-spam-notice";
import { NativeSelect } from "~/components/admin/native-select";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { ENQUIRY_KIND_LABELS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from "~/copy/enquiries";
import {
  BACK_TO_ENQUIRIES,
  ENQUIRY_NOT_FOUND,
  ENQUIRY_NOTES,
  REPLY_ON_WHATSAPP,
  replyGreeting,
  STATUS_SAVE_FAILED,
  STATUS_SAVED,
  SUSPECTED_SPAM,
  timesSentNote,
} from "~/copy/enquiry-inbox";
import { adminDateTime } from "~/lib/admin-format";
import { longVisitDate } from "~/lib/enquiry-messages";
import { enquiryNoteFormSchema } from "~/lib/schemas/enquiry-note";
import { enquiryStatusFormSchema } from "~/lib/schemas/enquiry-status";
import { whatsappLink } from "~/lib/whatsapp";
import { DomainError } from "~/server/domain-error.server";
import {
  type Enquiry,
  type EnquiryStatusChange,
  enquiryById,
  enquiryHistory,
  markEnquiryNotSpam,
  setEnquiryStatus,
} from "~/server/enquiries/enquiries.server";
import { schoolNames } from "~/server/enquiries/inbox.server";
import { addEnquiryNote, type EnquiryNote, enquiryNotes } from "~/server/enquiries/notes.server";
import { dispatchIntent, failureToasts, type IntentContext, invalidForm } from "~/server/http/intents.server";
import { redirectWithToast } from "~/server/http/toast.server";
import { requireStaff, type SessionUser } from "~/server/staff/auth.server";
import type { EnquiryHistoryEntry } from "~/views/enquiry-history";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.enquiry.name ? `Enquiry from ${loaderData.enquiry.name}` : "Enquiry");
export const headers: Route.HeadersFunction = () => adminHeaders();

function notFound() {
  return data({ message: ENQUIRY_NOT_FOUND }, { status: 404 });
}

type EnquiryView = Pick<
  Enquiry,
  | "kind"
  | "name"
  | "childName"
  | "childAge"
  | "grade"
  | "phone"
  | "email"
  | "campus"
  | "preferredDate"
  | "timeSlot"
  | "message"
>;

/** The parent's answers in the order the form asked for them; empty answers are left out. */
function detailsOf(enquiry: EnquiryView, schoolName: string | null): EnquiryDetail[] {
  const { phone, email } = enquiry;
  const rows: [string, ReactNode][] = [
    ["School", schoolName],
    [enquiry.kind === "admission" ? "Parent name" : "Name", enquiry.name],
    ["Child name", enquiry.childName],
    ["Child age", enquiry.childAge],
    ["Grade", enquiry.grade],
    [
      "Phone",
      phone ? (
        <a key="phone" href={`tel:${phone.replace(/\s+/g, "")}`}>
          {phone}
        </a>
      ) : null,
    ],
    [
      "Email",
      email ? (
        <a key="email" href={`mailto:${email}`}>
          {email}
        </a>
      ) : null,
    ],
    ["Campus", enquiry.campus],
    ["Preferred date", enquiry.preferredDate ? longVisitDate(enquiry.preferredDate) : null],
    ["Time slot", enquiry.timeSlot],
    ["Message", enquiry.message],
  ];
  return rows
    .filter(([, value]) => value !== null && value !== "")
    .map(([label, value]) => ({ label, value }));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const enquiry = await enquiryById(params.id);
  if (!enquiry) throw notFound();
  const [names, changes, notes] = await Promise.all([
    schoolNames(),
    enquiryHistory(enquiry.id),
    enquiryNotes(enquiry.id),
  ]);
  const schoolName = enquiry.schoolSlug ? (names.get(enquiry.schoolSlug) ?? null) : null;
  const { kind, name, childName, childAge, grade, phone, email, campus, preferredDate, timeSlot, message } =
    enquiry;
  return {
    status: enquiry.status,
    received: adminDateTime(enquiry.createdAt),
    repeated:
      enquiry.timesSent > 1 ? timesSentNote(enquiry.timesSent, adminDateTime(enquiry.lastSentAt)) : null,
    suspectedSpam: enquiry.suspectedSpam,
    schoolName,
    enquiry: {
      kind,
      name,
      childName,
      childAge,
      grade,
      phone,
      email,
      campus,
      preferredDate,
      timeSlot,
      message,
    },
    replyUrl: whatsappLink(phone, replyGreeting(name, schoolName)) ?? null,
    history: historyOf(changes, notes),
    noteCount: notes.length,
  };
}

/** Status changes and notes in one timeline, newest first. */
function historyOf(changes: EnquiryStatusChange[], notes: EnquiryNote[]): EnquiryHistoryEntry[] {
  const entries = [
    ...changes.map((change) => ({
      kind: "status" as const,
      text: change.summary,
      by: change.by,
      at: change.at,
    })),
    ...notes.map((note) => ({ kind: "note" as const, text: note.body, by: note.by, at: note.at })),
  ];
  return entries
    .sort((a, b) => b.at.localeCompare(a.at))
    .map((entry) => ({ ...entry, at: adminDateTime(entry.at) }));
}

type Context = IntentContext<SessionUser>;

function addNote(id: string) {
  return async ({ parse, actor }: Context) => {
    const submission = parse(enquiryNoteFormSchema);
    if (submission.status !== "success") return invalidForm("add-note", submission);
    await addEnquiryNote(id, submission.value.note, actor);
    return redirectWithToast(`/admin/enquiries/${id}`, { type: "success", title: ENQUIRY_NOTES.added.title });
  };
}

function setStatus(id: string) {
  return async ({ parse, actor }: Context) => {
    const submission = parse(enquiryStatusFormSchema);
    if (submission.status !== "success")
      throw new DomainError("Choose a status from the list.", { field: "status" });
    const enquiry = await setEnquiryStatus(id, submission.value.status, actor);
    return redirectWithToast(`/admin/enquiries/${enquiry.id}`, {
      type: "success",
      title: STATUS_SAVED.title,
      description: `${enquiry.name ?? "The enquiry"} is now marked ${ENQUIRY_STATUS_LABELS[enquiry.status]}.`,
    });
  };
}

function markNotSpam(id: string) {
  return async ({ actor }: Context) => {
    const enquiry = await markEnquiryNotSpam(id, actor);
    return redirectWithToast(`/admin/enquiries/${enquiry.id}`, {
      type: "success",
      title: SUSPECTED_SPAM.markedNotSpam.title,
    });
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      "set-status": setStatus(params.id),
      "not-spam": markNotSpam(params.id),
      "add-note": addNote(params.id),
    },
    {
      failureToast: failureToasts({
        title: {
          "set-status": STATUS_SAVE_FAILED,
          "not-spam": SUSPECTED_SPAM.markFailed,
          "add-note": ENQUIRY_NOTES.failed,
        },
      }),
      where: "enquiries",
    },
  );
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status, received, repeated, suspectedSpam, schoolName, enquiry, replyUrl, history, noteCount } =
    loaderData;
  const saving = useNavigation().state === "submitting";
  useActionToast(actionData);
  const who = enquiry.name ?? "a visitor";
  return (
    <AdminPage>
      <Link
        to="/admin/enquiries"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "w-fit" })}
      >
        <ArrowLeftIcon aria-hidden="true" />
        {BACK_TO_ENQUIRIES}
      </Link>
      <PageHeader
        title={`${ENQUIRY_KIND_LABELS[enquiry.kind]} from ${who}`}
        description={
          <>
            Received {received}
            {repeated ? <> · {repeated}</> : null}
          </>
        }
        actions={
          replyUrl ? (
            <a href={replyUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
              <MessageCircleIcon aria-hidden="true" />
              {REPLY_ON_WHATSAPP}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null
        }
      />
      {suspectedSpam ? <SuspectedSpamNotice saving={saving} /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">What {who} sent</CardTitle>
          </CardHeader>
          <CardContent>
            <EnquiryDetails details={detailsOf(enquiry, schoolName)} />
          </CardContent>
        </Card>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-3">
                Status <EnquiryStatusBadge status={status} />
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Form method="post" className="flex flex-wrap items-end gap-3" key={status}>
                <input type="hidden" name="intent" value="set-status" />
                <div className="grid min-w-48 flex-1 gap-1.5">
                  <Label htmlFor="enquiry-new-status">Change status to</Label>
                  <NativeSelect id="enquiry-new-status" name="status" defaultValue={status}>
                    {ENQUIRY_STATUSES.map((option) => (
                      <option key={option} value={option}>
                        {ENQUIRY_STATUS_LABELS[option]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button type="submit" disabled={saving}>
                  {saving ? "Saving..." : "Save status"}
                </Button>
              </Form>
            </CardContent>
          </Card>
          <EnquiryHistoryCard history={history} noteCount={noteCount} reply={actionData} />
        </div>
      </div>
    </AdminPage>
  );
}
