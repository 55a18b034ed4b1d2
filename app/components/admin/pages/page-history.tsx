// What was published from the Pages screen for one page, newest first, with Undo for the last
// change not undone yet (Undo again goes one further back).
import { Undo2Icon } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  HISTORY_EMPTY,
  HISTORY_ENTRY,
  HISTORY_TITLE,
  HISTORY_UNDONE,
  UNDO_HINT,
  UNDO_LABEL,
} from "~/copy/admin-page-texts";
import { adminDateTime } from "~/lib/admin-format";
import { UNDO_PAGE_TEXTS_INTENT } from "~/lib/schemas/page-texts";
import type { Revision } from "~/views/page-texts";

export function PageHistory({ history }: { history: Revision[] }) {
  const navigation = useNavigation();
  const undoing = navigation.formData?.get("intent") === UNDO_PAGE_TEXTS_INTENT;
  const canUndo = history.some((revision) => revision.undoneAt === null);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{HISTORY_TITLE}</CardTitle>
        {canUndo ? <CardDescription>{UNDO_HINT}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {history.length === 0 ? (
          <p className="text-muted-foreground">{HISTORY_EMPTY}</p>
        ) : (
          <ol className="grid gap-2" data-testid="page-history">
            {history.map((revision) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-border pb-2 text-sm last:border-0"
              >
                <span className="font-semibold">{HISTORY_ENTRY(revision.changes.length)}</span>
                <span className="text-muted-foreground">
                  {adminDateTime(revision.createdAt)}
                  {revision.actorName ? ` · ${revision.actorName}` : ""}
                </span>
                {revision.undoneAt ? (
                  <span className="text-muted-foreground italic">
                    {HISTORY_UNDONE(revision.undoneByName)}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {canUndo ? (
          <Form method="post">
            <input type="hidden" name="intent" value={UNDO_PAGE_TEXTS_INTENT} />
            <Button type="submit" variant="outline" disabled={undoing}>
              <Undo2Icon aria-hidden="true" />
              {UNDO_LABEL}
            </Button>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
