// The gallery items as a grid of cards or a list of rows (spec §2: grid/list toggle), each with its
// picture, title, category, Featured, description and the Edit and Delete buttons.
import { ListViewItems } from "~/components/admin/list-view";
import { NoPicture } from "~/components/admin/no-picture";
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
import { cn } from "~/lib/cn";
import type { GalleryItemView } from "~/views/gallery";
import type { ListView as GalleryView } from "../list-view";

type ItemsProps = {
  items: GalleryItemView[];
  view: GalleryView;
  onEdit: (item: GalleryItemView) => void;
  onDelete: (item: GalleryItemView) => void;
};

export function GalleryItems({ items, view, onEdit, onDelete }: ItemsProps) {
  return (
    <ListViewItems
      items={items}
      view={view}
      label={ITEMS_LABEL}
      gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      itemAttribute="data-gallery-item"
      card={(item) => <ItemCard item={item} onEdit={onEdit} onDelete={onDelete} />}
      row={(item) => <ItemRow item={item} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}

type ItemProps = { item: GalleryItemView; onEdit: ItemsProps["onEdit"]; onDelete: ItemsProps["onDelete"] };

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

function Actions({ item, onEdit, onDelete, className }: ItemProps & { className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <EditButton itemName={item.title} onClick={() => onEdit(item)} data-edit-item>
        {EDIT_LABEL}
      </EditButton>
      <DeleteButton itemName={item.title} onClick={() => onDelete(item)} data-delete-item>
        {DELETE_LABEL}
      </DeleteButton>
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
