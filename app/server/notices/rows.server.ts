// An urgent notice as the domain hands it out: the same plain values on both engines.
import type { Selectable } from "kysely";
import type { NoticeLevel } from "~/copy/admin-notices";
import type { UrgentNoticeTable } from "../db/schema";
import { instant } from "../db/values.server";

export type Notice = {
  id: string;
  message: string;
  messageTa: string | null;
  level: NoticeLevel;
  startsAt: string;
  endsAt: string;
  createdAt: string;
  updatedAt: string;
};

/** What staff give for a new notice or a change (the start and end as instants, ISO). */
export type NoticeInput = {
  message: string;
  messageTa: string | null;
  level: NoticeLevel;
  startsAt: string;
  endsAt: string;
};

export function toNotice(row: Selectable<UrgentNoticeTable>): Notice {
  return {
    id: row.id,
    message: row.message,
    messageTa: row.message_ta,
    level: row.level,
    startsAt: instant(row.starts_at),
    endsAt: instant(row.ends_at),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}
