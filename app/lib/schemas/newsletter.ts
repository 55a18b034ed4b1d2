// The newsletter's subscriber list: its URL (search and page) and the Remove form, checked by the
// screen's loader and action (app/routes/admin/newsletter.tsx); not needed in the browser.
import { z } from "zod";

const querySchema = z.object({
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type SubscribersQuery = z.output<typeof querySchema>;

export function parseSubscribersQuery(params: URLSearchParams): SubscribersQuery {
  return querySchema.parse(Object.fromEntries(params));
}

export const removeSubscriberSchema = z.object({
  intent: z.literal("remove"),
  email: z.string().trim().min(3).max(254),
});
