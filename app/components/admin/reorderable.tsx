// Drag and drop and the "More actions" move menu of the slider and the gallery (reorder/), as
// chunks of their own: the list is drawn without them, they are fetched when the browser is idle
// after that (docs/decisions/026-admin-script-budget.md), and the list takes them on then. Until
// they come, each item is a plain <li> and its grip and menu button are drawn in place, so nothing
// moves when they arrive; a press on the menu button meanwhile fetches the menu and opens it.
// The server and the first render in the browser draw the same plain list.
import { EllipsisIcon, GripVerticalIcon } from "lucide-react";
import { type ComponentProps, createContext, useContext } from "react";
import { Button } from "~/components/ui/button";
import { dragHandleLabel, MORE_ACTIONS_LABEL } from "~/copy/admin-reorder";
import { cn } from "~/lib/cn";
import { lazyModule, useLazyControl, useLazyModule } from "~/lib/lazy-module";

const dragAndDrop = lazyModule(() => import("./reorder/sortable-list"));
const moveMenu = lazyModule(() => import("./reorder/move-menu"));

type DragAndDrop = Awaited<ReturnType<typeof dragAndDrop.load>>;
const DragAndDropContext = createContext<DragAndDrop | undefined>(undefined);

type ListProps = ComponentProps<DragAndDrop["SortableList"]>;

/** A SortableList once drag and drop has come; its children as they are until then. */
export function ReorderableList(props: ListProps) {
  const { module } = useLazyModule(dragAndDrop);
  if (!module) return <>{props.children}</>;
  return (
    <DragAndDropContext.Provider value={module}>
      <module.SortableList {...props} />
    </DragAndDropContext.Provider>
  );
}

/** A SortableItem once drag and drop has come; a plain list item until then. */
export function ReorderableItem(props: ComponentProps<"li"> & { itemId: string }) {
  const module = useContext(DragAndDropContext);
  if (module) return <module.SortableItem {...props} />;
  const { itemId: _, ...item } = props;
  return <li {...item} />;
}

const HANDLE_CLASSES =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-control text-muted-foreground";

/** The item's grip; until drag and drop has come, the same grip drawn but not yet usable. */
export function ReorderHandle({
  noun,
  title,
  className,
}: {
  noun: string;
  title: string;
  className?: string;
}) {
  const module = useContext(DragAndDropContext);
  if (module) return <module.DragHandle noun={noun} title={title} className={className} />;
  return (
    <span aria-hidden="true" title={dragHandleLabel(noun, title)} className={cn(HANDLE_CLASSES, className)}>
      <GripVerticalIcon className="size-5" />
    </span>
  );
}

type MenuProps = ComponentProps<Awaited<ReturnType<typeof moveMenu.load>>["MoveMenu"]>;

/** The row's Move to top / Move to bottom menu; pressed before it has come, it opens once it has. */
export function ReorderMenu(props: MenuProps) {
  const { module, pressed, standIn } = useLazyControl(moveMenu);
  if (module) return <module.MoveMenu {...props} defaultOpen={pressed} />;
  return (
    <Button
      type="button"
      variant="outline"
      size="icon-sm"
      title={MORE_ACTIONS_LABEL}
      aria-haspopup="menu"
      {...standIn}
    >
      <EllipsisIcon aria-hidden="true" />
      <span className="sr-only">
        {MORE_ACTIONS_LABEL}: {props.itemName}
      </span>
    </Button>
  );
}
