// The gallery items as a grid of cards or a list of rows (spec §2: grid/list toggle), each with its
// picture, title, category, Featured, description and the Edit and Delete buttons.
import { ImageOffIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
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
import type { GalleryItemView, GalleryView } from "./gallery-item-view";

type ItemsProps = {
  items: GalleryItemView[];
  view: GalleryView;
  onEdit: (item: GalleryItemView) => void;
  onDelete: (item: GalleryItemView) => void;
};

export function GalleryItems({ items, view, onEdit, onDelete }: ItemsProps) {
  return (
    <ul
      aria-label={ITEMS_LABEL}
      data-view={view}
      className={cn(
        view === "grid"
          ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          : "divide-y divide-border overflow-hidden rounded-card border border-border bg-surface shadow-card",
      )}
    >
      {items.map((item) => (
        <li key={item.id} data-gallery-item={item.id} className="flex min-w-0">
          {view === "grid" ? (
            <ItemCard item={item} onEdit={onEdit} onDelete={onDelete} />
          ) : (
            <ItemRow item={item} onEdit={onEdit} onDelete={onDelete} />
          )}
        </li>
      ))}
    </ul>
  );
}

type ItemProps = { item: GalleryItemView; onEdit: ItemsProps["onEdit"]; onDelete: ItemsProps["onDelete"] };

function Picture({ item, sizes, className }: { item: GalleryItemView; sizes: string; className: string }) {
  if (!item.thumbnail)
    return (
      <div
        className={cn(
          className,
          "flex flex-col items-center justify-center gap-1 bg-muted text-muted-foreground",
        )}
      >
        <ImageOffIcon aria-hidden="true" className="size-6" />
        <span className="text-xs">{NO_IMAGE_LABEL}</span>
      </div>
    );
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
    </div>
  );
}

function Actions({ item, onEdit, onDelete, className }: ItemProps & { className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button type="button" variant="outline" size="sm" onClick={() => onEdit(item)} data-edit-item>
        <PencilIcon aria-hidden="true" />
        {EDIT_LABEL}
        <span className="sr-only">: {item.title}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(item)}
        data-delete-item
      >
        <Trash2Icon aria-hidden="true" />
        {DELETE_LABEL}
        <span className="sr-only">: {item.title}</span>
      </Button>
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
