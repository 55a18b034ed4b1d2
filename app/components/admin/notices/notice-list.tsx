// The urgent notices, those shown now first, then those to come, then the latest that ended: each
// with its message (and its Tamil one), its level, where it stands, when it shows, and Edit and
// Delete buttons.

import { useFetcher } from "react-router";
import { useFetcherToast } from "~/components/admin/action-toast";
import { NativeSelect } from "~/components/admin/native-select";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  DELETE_LABEL,
  EDIT_LABEL,
  NOTICE_LEVEL_LABELS,
  NOTICE_PUSH,
  NOTICE_STATUS_LABELS,
  NOTICES_TITLE,
  type NoticeLevel,
  type NoticeStatus,
} from "~/copy/admin-notices";
import type { NoticeView } from "~/views/notices";

const LEVEL_BADGES: Record<NoticeLevel, BadgeVariant> = {
  closure: "destructive",
  important: "secondary",
  information: "outline",
};

const STATUS_BADGES: Record<NoticeStatus, BadgeVariant> = {
  active: "success",
  scheduled: "default",
  ended: "outline",
};

type PushChoices = { parentDevices: number; schools: { slug: string; name: string }[] };

type NoticeListProps = {
  notices: NoticeView[];
  push: PushChoices;
  onEdit: (notice: NoticeView) => void;
  onDelete: (notice: NoticeView) => void;
};

/** A closure notice still to end: sent to the parents' devices of one school or all, and how that went. */
function NoticePush({ notice, push }: { notice: NoticeView; push: PushChoices }) {
  const fetcher = useFetcher();
  useFetcherToast(fetcher);
  const selectId = `notice-push-school-${notice.id}`;
  return (
    <div className="grid gap-2" data-notice-push>
      {notice.push ? (
        <p className="text-sm" data-notice-push-counts>
          {NOTICE_PUSH.counts(notice.push)}
        </p>
      ) : null}
      {notice.status === "ended" ? null : (
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="send-notice-push" />
          <input type="hidden" name="noticeId" value={notice.id} />
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {NOTICE_PUSH.toLabel}
            </label>
            <NativeSelect id={selectId} name="school" defaultValue="all">
              <option value="all">{NOTICE_PUSH.allSchools}</option>
              {push.schools.map((school) => (
                <option key={school.slug} value={school.slug}>
                  {school.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"} data-send-notice-push>
            {NOTICE_PUSH.sendLabel}
          </Button>
          <span className="text-sm text-muted-foreground">{NOTICE_PUSH.subscribers(push.parentDevices)}</span>
        </fetcher.Form>
      )}
    </div>
  );
}

export function NoticeList({ notices, push, onEdit, onDelete }: NoticeListProps) {
  return (
    <ul aria-label={NOTICES_TITLE} className="divide-y divide-border">
      {notices.map((notice) => (
        <li
          key={notice.id}
          data-notice-row={notice.id}
          data-status={notice.status}
          className="flex flex-col gap-4 bg-surface p-4 sm:flex-row sm:items-center sm:px-6"
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <p className="font-semibold break-words" data-notice-message>
              {notice.message}
            </p>
            {notice.messageTa ? (
              <p lang="ta" className="text-sm break-words text-muted-foreground">
                {notice.messageTa}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS_BADGES[notice.status]} data-notice-status>
                {NOTICE_STATUS_LABELS[notice.status]}
              </Badge>
              <Badge variant={LEVEL_BADGES[notice.level]} data-notice-level>
                {NOTICE_LEVEL_LABELS[notice.level]}
              </Badge>
              {notice.messageTa ? null : <NoTamilBadge />}
              <span className="text-sm text-muted-foreground" data-notice-window>
                {notice.windowLabel}
              </span>
            </div>
            {notice.level === "closure" ? <NoticePush notice={notice} push={push} /> : null}
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <EditButton itemName={notice.message} onClick={() => onEdit(notice)} data-edit-notice>
              {EDIT_LABEL}
            </EditButton>
            <DeleteButton itemName={notice.message} onClick={() => onDelete(notice)} data-delete-notice>
              {DELETE_LABEL}
            </DeleteButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
