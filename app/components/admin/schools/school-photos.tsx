// The school page's photo carousel in the school dialog: one row per photo, in the page's order,
// with its picture (uploaded, or chosen from the media library), its title and description in
// English beside Tamil, Move up / Move down / Remove, and a drag handle (the admin's reorder
// pieces). The rows post as images[0].url, images[0].title… in their order on screen.
import { ArrowDownIcon, ArrowUpIcon, ImagePlusIcon, TrashIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ImageField } from "~/components/admin/image-field";
import { DragHandle, SortableItem, SortableList } from "~/components/admin/reorder/sortable-list";
import { BilingualRow } from "~/components/admin/tamil-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { SCHOOL_PHOTO_COPY as COPY } from "~/copy/admin-school-photos";
import { SCHOOL_FIELD_LABELS as LABELS, SCHOOL_LIMITS as LIMITS } from "~/copy/admin-schools";
import { tamilLabel } from "~/copy/admin-tamil";
import type { AdminSchoolPhoto } from "./admin-school";

type Row = AdminSchoolPhoto & { key: string };

/** Conform's messages about the photos: the list's own, and each row's by its position. */
function photoErrors(allErrors: Record<string, string[]>, name: string) {
  const list: string[] = [];
  const rows = new Map<number, string[]>();
  for (const [key, messages] of Object.entries(allErrors)) {
    if (key === name) list.push(...messages);
    const row = key.startsWith(`${name}[`) ? Number.parseInt(key.slice(name.length + 1), 10) : Number.NaN;
    if (!Number.isNaN(row)) rows.set(row, [...new Set([...(rows.get(row) ?? []), ...messages])]);
  }
  return { list: [...new Set(list)], rows };
}

export function SchoolPhotos({
  name,
  photos,
  maxUploadBytes,
  errors,
}: {
  /** The form's field name of the list ("images"). */
  name: string;
  photos: AdminSchoolPhoto[];
  maxUploadBytes: number;
  errors: Record<string, string[]>;
}) {
  const counter = useRef(0);
  const nextKey = () => `photo-${++counter.current}`;
  const [rows, setRows] = useState<Row[]>(() => photos.map((photo) => ({ ...photo, key: nextKey() })));
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<string | null>(null);
  const id = useId();
  const { list, rows: rowErrors } = photoErrors(errors, name);

  // After a move, an add or a removal, focus stays with the photo moved, goes to the one added, or
  // to the Add button when the last one went: never lost to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the rows are drawn anew
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    listRef.current
      ?.closest("[data-school-photos]")
      ?.querySelector<HTMLElement>(`[data-focus-key="${target}"]`)
      ?.focus();
  }, [rows]);

  function move(from: number, to: number) {
    if (to < 0 || to >= rows.length) return;
    const order = [...rows];
    order.splice(to, 0, ...order.splice(from, 1));
    focusAfter.current = `${order[to]!.key}-${to < from ? "up" : "down"}`;
    setRows(order);
    setAnnouncement(COPY.moved(from + 1, to + 1));
  }

  function add() {
    if (rows.length >= LIMITS.photos) return;
    const key = nextKey();
    focusAfter.current = `${key}-heading`;
    setRows([
      ...rows,
      { key, url: "", previewUrl: null, title: "", titleTa: "", description: "", descriptionTa: "" },
    ]);
    setAnnouncement(COPY.added(rows.length + 1));
  }

  function remove(index: number) {
    const left = rows.filter((_, i) => i !== index);
    focusAfter.current = left[Math.min(index, left.length - 1)]
      ? `${left[Math.min(index, left.length - 1)]!.key}-heading`
      : "add";
    setRows(left);
    setAnnouncement(COPY.removed(index + 1));
  }

  return (
    <fieldset className="grid min-w-0 gap-3" data-school-photos aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-semibold">{LABELS.photos}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {COPY.hint}
      </p>
      {list.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {list.join(" ")}
        </p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-muted-foreground italic">{COPY.empty}</p> : null}
      <SortableList
        id={`${id}-sortable`}
        ids={rows.map((row) => row.key)}
        noun={COPY.noun}
        titleOf={(key) => String(rows.findIndex((row) => row.key === key) + 1)}
        layout="list"
        onReorder={(_, order) => {
          setRows(order.map((key) => rows.find((row) => row.key === key)!));
        }}
      >
        <ol ref={listRef} className="grid gap-4">
          {rows.map((row, index) => (
            <PhotoRow
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              name={`${name}[${index}]`}
              maxUploadBytes={maxUploadBytes}
              errors={rowErrors.get(index) ?? []}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      </SortableList>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={rows.length >= LIMITS.photos}
          data-focus-key="add"
        >
          <ImagePlusIcon aria-hidden="true" />
          {COPY.add}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

function PhotoRow({
  row,
  index,
  count,
  name,
  maxUploadBytes,
  errors,
  onMove,
  onRemove,
}: {
  row: Row;
  index: number;
  count: number;
  name: string;
  maxUploadBytes: number;
  errors: string[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const position = index + 1;
  const text = (field: "title" | "titleTa" | "description" | "descriptionTa") => ({
    id: `${id}-${field}`,
    name: `${name}.${field}`,
    defaultValue: row[field],
    autoComplete: "off",
    ...(field.endsWith("Ta") && { lang: "ta" }),
  });
  return (
    <SortableItem
      itemId={row.key}
      className="grid min-w-0 gap-3 rounded-card border border-border bg-surface p-4"
      data-photo={position}
    >
      <div className="flex flex-wrap items-center gap-2">
        <DragHandle noun={COPY.noun} title={String(position)} />
        <h3 tabIndex={-1} data-focus-key={`${row.key}-heading`} className="mr-auto text-sm font-semibold">
          {COPY.item(position)}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          title={COPY.moveUp(position)}
          aria-label={COPY.moveUp(position)}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          data-focus-key={`${row.key}-up`}
        >
          <ArrowUpIcon aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          title={COPY.moveDown(position)}
          aria-label={COPY.moveDown(position)}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          data-focus-key={`${row.key}-down`}
        >
          <ArrowDownIcon aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <TrashIcon aria-hidden="true" />
          {COPY.remove(position)}
        </Button>
      </div>
      <ImageField
        label={COPY.picture(position)}
        name={`${name}.url`}
        category="school-headers"
        maxUploadBytes={maxUploadBytes}
        defaultValue={row.url ? { url: row.url, previewUrl: row.previewUrl ?? undefined } : null}
        error={errors}
      />
      <BilingualRow className="sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>{COPY.title(position)}</Label>
          <Input {...text("title")} maxLength={LIMITS.photoTitle} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-titleTa`}>{tamilLabel(COPY.title(position))}</Label>
          <Input {...text("titleTa")} maxLength={LIMITS.photoTitle} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>{COPY.description(position)}</Label>
          <Textarea {...text("description")} rows={2} maxLength={LIMITS.photoDescription} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-descriptionTa`}>{tamilLabel(COPY.description(position))}</Label>
          <Textarea {...text("descriptionTa")} rows={2} maxLength={LIMITS.photoDescription} />
        </div>
      </BilingualRow>
    </SortableItem>
  );
}
