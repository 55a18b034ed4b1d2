// A list whose items are put in order by drag and drop (mouse, finger) or by keyboard (Space to
// pick up, arrows, Space to drop, Escape to cancel), through dnd-kit. Screen readers hear each step
// in our words, naming the item. Only the handle starts a drag, so clicks and text selection in the
// rest of the item work as before.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVerticalIcon } from "lucide-react";
import { type ComponentProps, createContext, type ReactNode, useContext, useMemo, useRef } from "react";
import { dragHandleLabel, reorderAnnouncements, reorderInstructions } from "~/copy/admin-reorder";
import { cn } from "~/lib/cn";

type SortableListProps = {
  /** Names the list's drag and drop context (fixed, so the server's and the browser's ids agree). */
  id: string;
  ids: readonly string[];
  /** One item, for screen readers: "slide", "photo". */
  noun: string;
  titleOf: (id: string) => string;
  /** The first item's place in the whole list (a later page), and how many there are in all. */
  offset?: number;
  count?: number;
  layout: "list" | "grid";
  /** The item dropped at a new place: its id and the ids in their new order. */
  onReorder: (movedId: string, order: string[]) => void;
  children: ReactNode;
};

export function SortableList({
  id,
  ids,
  noun,
  titleOf,
  offset = 0,
  count = ids.length,
  layout,
  onReorder,
  children,
}: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of movement first: a press on the handle alone is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit reports the item over its own place as soon as it is picked up: said once, not twice.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements = useMemo<Announcements>(() => {
    const place = (item: UniqueIdentifier | undefined) => offset + ids.indexOf(String(item)) + 1;
    const say = (
      words: (noun: string, title: string, position: number, count: number) => string,
      active: UniqueIdentifier,
      over: UniqueIdentifier | undefined,
    ) => words(noun, titleOf(String(active)), place(over ?? active), count);
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return say(reorderAnnouncements.pickedUp, active.id, undefined);
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return say(reorderAnnouncements.over, active.id, over.id);
      },
      onDragEnd: ({ active, over }) => say(reorderAnnouncements.dropped, active.id, over?.id),
      onDragCancel: ({ active }) => say(reorderAnnouncements.cancelled, active.id, undefined),
    };
  }, [ids, noun, titleOf, offset, count]);

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    const order = [...ids];
    order.splice(to, 0, ...order.splice(from, 1));
    onReorder(String(active.id), order);
  }

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: reorderInstructions(noun) } }}
    >
      <SortableContext
        items={ids as string[]}
        strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

type Handle = Pick<ReturnType<typeof useSortable>, "attributes" | "listeners" | "setActivatorNodeRef">;
const HandleContext = createContext<Handle | null>(null);

/** One item of a SortableList: it moves aside while another is dragged over it. */
export function SortableItem({
  itemId,
  className,
  style,
  children,
  ...props
}: ComponentProps<"li"> & { itemId: string }) {
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, transition, isDragging } =
    useSortable({ id: itemId });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <li
      ref={setNodeRef}
      style={{ ...style, transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, isDragging && "relative z-10 bg-surface opacity-90 shadow-raised")}
      data-dragging={isDragging || undefined}
      {...props}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </li>
  );
}

/** The grip that picks the item up; it names the item for screen readers. */
export function DragHandle({ noun, title, className }: { noun: string; title: string; className?: string }) {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return (
    <button
      type="button"
      ref={handle.setActivatorNodeRef}
      {...handle.attributes}
      {...handle.listeners}
      aria-label={dragHandleLabel(noun, title)}
      title={dragHandleLabel(noun, title)}
      className={cn(
        "inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-control text-muted-foreground",
        "hover:bg-muted hover:text-foreground active:cursor-grabbing",
        className,
      )}
      data-drag-handle
    >
      <GripVerticalIcon aria-hidden="true" className="size-5" />
    </button>
  );
}
