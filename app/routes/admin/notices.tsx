// Urgent Notices (issue 30): a short message in English and Tamil at the top of every public page
// from its start to its end (India time), for school closures and other news parents must see at
// once. The list shows those shown now, then those to come, then the latest that ended; Add and
// Edit in a dialog, Delete after a question. Every change goes through the notices domain module,
// which checks it again and refuses a stale edit; the public pages show it on the next request.
import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useEditFromAddress } from "~/components/admin/edit-from-address";
import {
  DeleteNoticeDialog,
  type NoticeDialogState,
  NoticeFormDialog,
} from "~/components/admin/notices/notice-dialog-loader";
import { NoticeList } from "~/components/admin/notices/notice-list";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  ADD_NOTICE_LABEL,
  NO_NOTICES,
  NOTICE_SAVE_FAILED,
  NOTICES_DESCRIPTION,
  NOTICES_LOAD_FAILED,
  NOTICES_TITLE,
} from "~/copy/admin-notices";
import { todayInSchoolTimeZone } from "~/copy/locale";
import { SCHOOLS } from "~/copy/schools";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { toast } from "~/lib/toast";
import { dispatchIntent } from "~/server/http/intents.server";
import { log } from "~/server/log.server";
import {
  createNoticeIntent,
  deleteNoticeIntent,
  failureToast,
  noticeViews,
  sendNoticePushIntent,
  updateNoticeIntent,
} from "~/server/notices/admin-page.server";
import { parentSubscriberCount } from "~/server/push/notice-push.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { NoticeView } from "~/views/notices";
import type { Route } from "./+types/notices";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  let notices: NoticeView[] = [];
  let parentDevices = 0;
  let loadFailed = false;
  try {
    [notices, parentDevices] = await Promise.all([noticeViews(), parentSubscriberCount()]);
  } catch (error) {
    log("error", "urgent notices: list failed", { error });
    loadFailed = true;
  }
  const schools = SCHOOLS.map((school) => ({ slug: school.slug, name: school.name }));
  return { notices, loadFailed, today: todayInSchoolTimeZone(), parentDevices, schools };
}

/** Editors and admins may change the notices; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      "create-notice": createNoticeIntent,
      "update-notice": updateNoticeIntent,
      "delete-notice": deleteNoticeIntent,
      "send-notice-push": sendNoticePushIntent,
    },
    { failureToast, faultMessage: NOTICE_SAVE_FAILED, where: "urgent notices" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(NOTICES_TITLE);

const ADD_NOTICE_BUTTON_ID = "add-notice";

export default function UrgentNotices({ loaderData }: Route.ComponentProps) {
  const { notices, loadFailed, today, parentDevices, schools } = loaderData;
  const [dialog, setDialog] = useState<NoticeDialogState>(null);
  useEditFromAddress(
    notices,
    (notice) => notice.id,
    (notice) => setDialog({ mode: "edit", notice }),
  );
  const [deleting, setDeleting] = useState<NoticeView | null>(null);

  useEffect(() => {
    if (loadFailed) toast.error({ id: "notices-load-failed", title: NOTICES_LOAD_FAILED });
  }, [loadFailed]);

  return (
    <AdminPage>
      <PageHeader
        title={NOTICES_TITLE}
        description={NOTICES_DESCRIPTION}
        actions={
          <Button
            id={ADD_NOTICE_BUTTON_ID}
            onClick={() => setDialog({ mode: "create" })}
            disabled={loadFailed}
          >
            <PlusIcon aria-hidden="true" />
            {ADD_NOTICE_LABEL}
          </Button>
        }
      />
      <Card className="overflow-hidden">
        {loadFailed ? (
          <p role="alert" className="p-6 text-destructive">
            {NOTICES_LOAD_FAILED}
          </p>
        ) : notices.length === 0 ? (
          <p className="p-6 text-muted-foreground" data-notices-empty>
            {NO_NOTICES}
          </p>
        ) : (
          <NoticeList
            notices={notices}
            push={{ parentDevices, schools }}
            onEdit={(notice) => setDialog({ mode: "edit", notice })}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <NoticeFormDialog
        state={dialog}
        onClose={() => setDialog(null)}
        today={today}
        fallbackFocus={() => document.getElementById(ADD_NOTICE_BUTTON_ID)}
      />
      <DeleteNoticeDialog
        notice={deleting}
        onClose={() => setDeleting(null)}
        fallbackFocusId={ADD_NOTICE_BUTTON_ID}
      />
    </AdminPage>
  );
}
