// Loads the registrations screen's dialogs when used (components/admin/lazy-dialog.tsx): the list
// is drawn without their form kit and Zod.
import { lazyDialog } from "~/components/admin/lazy-dialog";
import { ADD_REGISTRATION_LABEL, CANCEL_TITLE } from "~/copy/admin-registrations";

const dialogs = () => import("./registration-dialogs");

export const CancelRegistrationDialog = lazyDialog({
  load: () => dialogs().then((chunk) => chunk.CancelRegistrationDialog),
  isOpen: ({ row }) => row !== null,
  frame: () => ({ title: CANCEL_TITLE, className: "max-w-lg" }),
});

export const AddRegistrationDialog = lazyDialog({
  load: () => dialogs().then((chunk) => chunk.AddRegistrationDialog),
  isOpen: ({ open }) => open,
  frame: () => ({ title: ADD_REGISTRATION_LABEL, className: "max-w-2xl" }),
});
