// The slides in their order: thumbnail, title, caption, Active or Draft, order number, and the
// buttons move up, move down, edit and delete (spec §2). A move posts at once; one runs at a time (a
// move asked for meanwhile waits its turn), and focus stays on the moved slide's button so a keyboard
// can keep moving it. A slide can also be dragged by its handle (or moved with Space and the arrows
// there), or sent to the top or bottom from its "More actions" menu: the whole new order is saved in
// one post.
import { ArrowDownIcon, ArrowUpIcon, ImageOffIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { orderFields, useSavedOrder } from "~/components/admin/reorder/use-saved-order";
import { ReorderableItem, ReorderableList, ReorderHandle, ReorderMenu } from "~/components/admin/reorderable";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { NoTamilBadge } from "~/components/admin/tamil-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  ACTIVE_BADGE,
  DELETE_LABEL,
  DRAFT_BADGE,
  EDIT_LABEL,
  MOVE_DOWN_LABEL,
  MOVE_UP_LABEL,
  movedAnnouncement,
  orderLabel,
} from "~/copy/admin-slides";
import type { MoveReply, SlideView } from "~/views/slides";
import { MOVE_FETCHER_KEY, REORDER_FETCHER_KEY } from "./slide-fetchers";

const NOUN = "slide";

type SlideListProps = {
  slides: SlideView[];
  onEdit: (slide: SlideView) => void;
  onDelete: (slide: SlideView) => void;
};

/** After a move, the moved slide's same button, or the other one when it now stands at an end. */
function focusMovedSlide(slideId: string, direction: "up" | "down") {
  const row = document.querySelector(`[data-slide-row="${CSS.escape(slideId)}"]`);
  const same = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
  const other = row?.querySelector<HTMLButtonElement>(`[data-move="${direction === "up" ? "down" : "up"}"]`);
  (same && !same.disabled ? same : other)?.focus();
}

export function SlideList({ slides: stored, onEdit, onDelete }: SlideListProps) {
  const order = useSavedOrder(stored, {
    fetcherKey: REORDER_FETCHER_KEY,
    form: (change) => orderFields(change, { intent: "reorder-slides" }, "slideId"),
  });
  const slides = order.items;
  const fetcher = useFetcher<MoveReply>({ key: MOVE_FETCHER_KEY });
  useActionToast(fetcher.data);
  const [announcement, setAnnouncement] = useState("");
  const moving = fetcher.state !== "idle";
  const moved = fetcher.state === "idle" ? fetcher.data?.moved : undefined;
  // A move asked for while the last one is still on its way (a second Enter) waits for it, then runs.
  const waiting = useRef<FormData | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !waiting.current) return;
    const next = waiting.current;
    waiting.current = null;
    void fetcher.submit(next, { method: "post" });
  }, [fetcher.state, fetcher.submit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new move moves the focus
  useEffect(() => {
    if (!moved) return;
    focusMovedSlide(moved.slideId, moved.direction);
    const position = slides.findIndex((slide) => slide.id === moved.slideId);
    if (position !== -1)
      setAnnouncement(movedAnnouncement(slides[position]!.title, position + 1, slides.length));
  }, [moved]);

  const titles = new Map(slides.map((slide) => [slide.id, slide.title]));
  function moveToEnd(slide: SlideView, end: "top" | "bottom") {
    const others = order.ids.filter((id) => id !== slide.id);
    order.reorder(slide.id, end === "top" ? [slide.id, ...others] : [...others, slide.id]);
    setAnnouncement(movedAnnouncement(slide.title, end === "top" ? 1 : slides.length, slides.length));
  }

  return (
    <ReorderableList
      id="slides"
      ids={order.ids}
      noun={NOUN}
      titleOf={(id) => titles.get(id) ?? ""}
      layout="list"
      onReorder={order.reorder}
    >
      <ol aria-label="Slides" className="divide-y divide-border">
        {slides.map((slide, index) => (
          <ReorderableItem
            key={slide.id}
            itemId={slide.id}
            data-slide-row={slide.id}
            className="flex flex-col gap-4 bg-surface p-4 sm:flex-row sm:items-center sm:px-6"
          >
            <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center">
              <ReorderHandle noun={NOUN} title={slide.title} />
              <SlideThumbnail slide={slide} />
              <div className="grid min-w-0 flex-1 gap-1.5">
                <h2 className="line-clamp-2 font-semibold break-words" data-slide-title>
                  {slide.title}
                </h2>
                {slide.caption ? (
                  <p className="line-clamp-2 text-sm break-words text-muted-foreground" data-slide-caption>
                    {slide.caption}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={slide.isActive ? "success" : "secondary"} data-slide-status>
                    {slide.isActive ? ACTIVE_BADGE : DRAFT_BADGE}
                  </Badge>
                  <Badge variant="outline" data-slide-order>
                    {orderLabel(index + 1)}
                  </Badge>
                  {slide.titleTa ? null : <NoTamilBadge />}
                </div>
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <MoveButton
                fetcher={fetcher}
                slide={slide}
                direction="up"
                atEnd={index === 0}
                moving={moving}
                onWait={(form) => {
                  waiting.current = form;
                }}
              />
              <MoveButton
                fetcher={fetcher}
                slide={slide}
                direction="down"
                atEnd={index === slides.length - 1}
                moving={moving}
                onWait={(form) => {
                  waiting.current = form;
                }}
              />
              <EditButton itemName={slide.title} onClick={() => onEdit(slide)} data-edit-slide>
                {EDIT_LABEL}
              </EditButton>
              <DeleteButton itemName={slide.title} onClick={() => onDelete(slide)} data-delete-slide>
                {DELETE_LABEL}
              </DeleteButton>
              <ReorderMenu
                itemName={slide.title}
                atTop={index === 0}
                atBottom={index === slides.length - 1}
                onMove={(end) => moveToEnd(slide, end)}
              />
            </div>
          </ReorderableItem>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </ReorderableList>
  );
}

function SlideThumbnail({ slide }: { slide: SlideView }) {
  const box = "aspect-video w-24 shrink-0 overflow-hidden rounded-control bg-muted sm:w-32";
  if (!slide.thumbnail)
    return (
      <div className={`${box} flex items-center justify-center text-muted-foreground`}>
        <ImageOffIcon aria-hidden="true" className="size-6" />
        <span className="sr-only">No image</span>
      </div>
    );
  return (
    <div className={box}>
      <img
        src={slide.thumbnail.src}
        width={slide.thumbnail.width}
        height={slide.thumbnail.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
        data-slide-thumbnail
      />
    </div>
  );
}

function MoveButton({
  fetcher,
  slide,
  direction,
  atEnd,
  moving,
  onWait,
}: {
  fetcher: ReturnType<typeof useFetcher<MoveReply>>;
  slide: SlideView;
  direction: "up" | "down";
  /** The first slide cannot move up, the last cannot move down. */
  atEnd: boolean;
  /** Another move is on its way: this one waits for it rather than act on an order about to change. */
  moving: boolean;
  onWait: (form: FormData) => void;
}) {
  const label = direction === "up" ? MOVE_UP_LABEL : MOVE_DOWN_LABEL;
  const Icon = direction === "up" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!moving) return;
        event.preventDefault();
        onWait(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="intent" value="move-slide" />
      <input type="hidden" name="slideId" value={slide.id} />
      <input type="hidden" name="direction" value={direction} />
      <Button
        type="submit"
        variant="outline"
        size="icon-sm"
        disabled={atEnd}
        aria-disabled={moving || undefined}
        title={label}
        data-move={direction}
      >
        <Icon aria-hidden="true" />
        <span className="sr-only">
          {label}: {slide.title}
        </span>
      </Button>
    </fetcher.Form>
  );
}
