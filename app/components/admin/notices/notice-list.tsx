// The urgent notices, those shown now first, then those to come, then the latest that ended: each
// with its message (and its Tamil one), its level, where it stands, when it shows, and Edit and
// Delete buttons.

import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import {
  DELETE_LABEL,
  EDIT_LABEL,
  NOTICE_LEVEL_LABELS,
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

type NoticeListProps = {
  notices: NoticeView[];
  onEdit: (notice: NoticeView) => void;
  onDelete: (notice: NoticeView) => void;
};

export function NoticeList({ notices, onEdit, onDelete }: NoticeListProps) {
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
