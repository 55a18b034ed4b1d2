// "Add Many Photos": what a school office does after every function. Up to 10 photos chosen or
// dropped at once (react-dropzone; more are refused with the spec's 'Too many files'), one category
// for all of them, each uploaded through POST /admin/uploads with its progress shown, then one item
// per photo with the title in its line (suggested from the file name, changed there by the clerk),
// created together. A photo that fails says so on its own line with the spec's upload failure text;
// the others go on. The items are edited afterwards like any.
// The form and its dropzone are fetched when the dialog first opens (or the button is pointed at),
// not with the Gallery screen.
import { Loader2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { FormDialog } from "~/components/admin/form/form-dialog";
import { ADD_MANY_DESCRIPTION, ADD_MANY_TITLE } from "~/copy/admin-gallery";

const loadForm = () => import("./add-photos-form");
const AddPhotosForm = lazy(loadForm);

/** Starts fetching the form before the dialog opens (the Add Many button pointed at or focused). */
export function preloadAddPhotos() {
  void loadForm();
}

export function AddPhotosDialog({
  open,
  onClose,
  maxUploadBytes,
}: {
  open: boolean;
  onClose: () => void;
  maxUploadBytes: number;
}) {
  // While photos are on their way the dialog stays open: closing it would leave them half done.
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      keepOpen={busy}
      title={ADD_MANY_TITLE}
      description={ADD_MANY_DESCRIPTION}
      className="max-w-3xl"
    >
      <Suspense
        fallback={
          <p className="flex items-center gap-2 text-muted-foreground" role="status">
            <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
            Loading…
          </p>
        }
      >
        <AddPhotosForm maxUploadBytes={maxUploadBytes} onBusy={setBusy} />
      </Suspense>
    </FormDialog>
  );
}
