// The gallery items as a grid of cards or a list of rows (spec §2: grid/list toggle), each with its
// picture, title, category, Featured, description and the Edit and Delete buttons. The page's items
// are put in order by dragging their handle (or Space and the arrows on it), the new order saved in
// one post; "More actions" sends an item to the top or the bottom of the whole gallery.
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { ListViewItems } from "~/components/admin/list-view";
import { NoPicture } from "~/components/admin/no-picture";
import { orderFields, useSavedOrder } from "~/components/admin/reorder/use-saved-order";
import { ReorderableItem, ReorderableList, ReorderHandle, ReorderMenu } from "~/components/admin/reorderable";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import {
  addedOn,
  DELETE_LABEL,
  EDIT_LABEL,
  FEATURED_BADGE,
  ITEMS_LABEL,
  NO_IMAGE_LABEL,
  NOT_ON_SITE_NOTE,
} from "~/copy/admin-gallery";
import type { GalleryCategory } from "~/copy/categories";
import { GALLERY_INTENTS } from "~/lib/admin-lists/gallery";
import { cn } from "~/lib/cn";
import type { GalleryItemView, MoveToEndReply } from "~/views/gallery";
import type { ListView as GalleryView } from "../list-view";

const NOUN = "photo";

type ItemsProps = {
  items: GalleryItemView[];
  view: GalleryView;
  /** The page's place in the (filtered) gallery: how many items come before it, and in all. */
  offset: number;
  total: number;
  /** The category shown, or null for all: a new order is of that list. */
  category: GalleryCategory | null;
  onEdit: (item: GalleryItemView) => void;
  onDelete: (item: GalleryItemView) => void;
};

export function GalleryItems({ items: stored, view, offset, total, category, onEdit, onDelete }: ItemsProps) {
  const order = useSavedOrder(stored, {
    fetcherKey: "gallery-reorder",
    form: (change) =>
      orderFields(change, { intent: GALLERY_INTENTS.reorder, ...(category ? { category } : {}) }, "itemId"),
  });
  const mover = useFetcher<MoveToEndReply>({ key: "gallery-move-to-end" });
  useActionToast(mover.data);
  const titles = new Map(stored.map((item) => [item.id, item.title]));
  const items = order.items;
  const place = (item: GalleryItemView) => offset + items.indexOf(item);
  const moves: Moves = {
    atTop: (item) => place(item) === 0,
    atBottom: (item) => place(item) === total - 1,
    toEnd: (item, end) =>
      void mover.submit({ intent: GALLERY_INTENTS.moveToEnd, itemId: item.id, end }, { method: "post" }),
  };
  const props = { onEdit, onDelete, moves };
  return (
    <ReorderableList
      id="gallery-items"
      ids={order.ids}
      noun={NOUN}
      titleOf={(id) => titles.get(id) ?? ""}
      offset={offset}
      count={total}
      layout={view === "grid" ? "grid" : "list"}
      onReorder={order.reorder}
    >
      <ListViewItems
        items={items}
        view={view}
        label={ITEMS_LABEL}
        gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        itemAttribute="data-gallery-item"
        ItemElement={ReorderableItem}
        card={(item) => <ItemCard item={item} {...props} />}
        row={(item) => <ItemRow item={item} {...props} />}
      />
    </ReorderableList>
  );
}

type Moves = {
  atTop: (item: GalleryItemView) => boolean;
  atBottom: (item: GalleryItemView) => boolean;
  toEnd: (item: GalleryItemView, end: "top" | "bottom") => void;
};

type ItemProps = {
  item: GalleryItemView;
  onEdit: ItemsProps["onEdit"];
  onDelete: ItemsProps["onDelete"];
  moves: Moves;
};

function Picture({ item, sizes, className }: { item: GalleryItemView; sizes: string; className: string }) {
  if (!item.thumbnail) return <NoPicture label={NO_IMAGE_LABEL} className={className} />;
  const { previewSrc: _, ...picture } = item.thumbnail;
  return (
    <div className={cn(className, "overflow-hidden bg-muted")}>
      <ResponsiveImage
        {...picture}
        alt=""
        sizes={sizes}
        className="size-full object-cover"
        data-item-picture
      />
    </div>
  );
}

function Badges({ item }: { item: GalleryItemView }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary" data-item-category>
        {item.category}
      </Badge>
      {item.isFeatured ? (
        <Badge variant="default" data-item-featured>
          {FEATURED_BADGE}
        </Badge>
      ) : null}
      {item.titleTa ? null : <NoTamilBadge />}
    </div>
  );
}

function Actions({ item, onEdit, onDelete, moves, className }: ItemProps & { className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <ReorderHandle noun={NOUN} title={item.title} className="border border-input" />
      <EditButton itemName={item.title} onClick={() => onEdit(item)} data-edit-item>
        {EDIT_LABEL}
      </EditButton>
      <DeleteButton itemName={item.title} onClick={() => onDelete(item)} data-delete-item>
        {DELETE_LABEL}
      </DeleteButton>
      <ReorderMenu
        itemName={item.title}
        atTop={moves.atTop(item)}
        atBottom={moves.atBottom(item)}
        onMove={(end) => moves.toEnd(item, end)}
      />
    </div>
  );
}

function ItemCard(props: ItemProps) {
  const { item } = props;
  return (
    <article className="flex w-full min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card">
      <Picture
        item={item}
        sizes="(min-width: 1280px) 270px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badges item={item} />
        <h2 className="line-clamp-3 font-semibold break-words" data-item-title title={item.title}>
          {item.title}
        </h2>
        {item.description ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground" data-item-description>
            {item.description}
          </p>
        ) : null}
        {item.thumbnail ? null : <p className="text-sm text-destructive">{NOT_ON_SITE_NOTE}</p>}
        <Actions {...props} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

function ItemRow(props: ItemProps) {
  const { item } = props;
  return (
    <article className="flex w-full min-w-0 flex-col gap-4 p-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
        <Picture item={item} sizes="128px" className="aspect-[4/3] w-24 shrink-0 rounded-control sm:w-32" />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h2 className="line-clamp-2 font-semibold break-words" data-item-title title={item.title}>
            {item.title}
          </h2>
          <Badges item={item} />
          {item.description ? (
            <p className="line-clamp-2 text-sm break-words text-muted-foreground" data-item-description>
              {item.description}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">{addedOn(item.added)}</p>
          {item.thumbnail ? null : <p className="text-sm text-destructive">{NOT_ON_SITE_NOTE}</p>}
        </div>
      </div>
      <Actions {...props} className="shrink-0" />
    </article>
  );
}
