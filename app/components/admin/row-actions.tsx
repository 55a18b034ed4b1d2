// A list item's Edit and Delete buttons (Gallery and News Management, the home page slider, the
// Media Library). Each says which item it acts on to a screen reader ("Edit: Sports Day"); the
// caller adds its own data attribute, which its tests and its focus handling look for.
import { PencilIcon, Trash2Icon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

type RowActionProps = Omit<ComponentProps<typeof Button>, "type" | "variant" | "size"> & {
  /** The item's name, read after the button's label. */
  itemName: string;
};

export function EditButton({ itemName, children, ...props }: RowActionProps) {
  return (
    <Button type="button" variant="outline" size="sm" {...props}>
      <PencilIcon aria-hidden="true" />
      {children}
      <span className="sr-only">: {itemName}</span>
    </Button>
  );
}

export function DeleteButton({ itemName, children, className, ...props }: RowActionProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={cn("text-destructive hover:text-destructive", className)}
      {...props}
    >
      <Trash2Icon aria-hidden="true" />
      {children}
      <span className="sr-only">: {itemName}</span>
    </Button>
  );
}
