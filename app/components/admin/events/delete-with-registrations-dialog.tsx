// The question before deleting an event that has registrations (issue 29): their number, Keep or
// Delete. Delete hands back to the page, which deletes as usual (Undo restores the registrations).
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import {
  DELETE_WITH_REGISTRATIONS_CONFIRM,
  DELETE_WITH_REGISTRATIONS_KEEP,
  deleteWithRegistrationsQuestion,
} from "~/copy/admin-event-registration";
import { DELETE_WITH_REGISTRATIONS_TITLE } from "~/copy/admin-events";

export type DeleteQuestion = null | { id: string; title: string; registrations: number };

export function DeleteWithRegistrationsDialog({
  question,
  onClose,
  onDelete,
}: {
  question: DeleteQuestion;
  onClose: () => void;
  onDelete: (id: string) => void;
}) {
  return (
    <Dialog open={question !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent role="alertdialog" className="max-w-md" data-delete-question>
        <DialogHeader>
          <DialogTitle>{DELETE_WITH_REGISTRATIONS_TITLE}</DialogTitle>
          <DialogDescription>
            {question
              ? `"${question.title}". ${deleteWithRegistrationsQuestion(question.registrations)}`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {DELETE_WITH_REGISTRATIONS_KEEP}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              if (question) onDelete(question.id);
              onClose();
            }}
          >
            {DELETE_WITH_REGISTRATIONS_CONFIRM}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
