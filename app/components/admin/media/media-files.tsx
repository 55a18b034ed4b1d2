// The library's files as a grid of cards or a list of rows (spec §2: grid/list toggle), each with
// its thumbnail (a small WebP variant, never the original), name, size, type, dimensions, upload
// date, whether it is in use, and the Edit and Delete buttons.
import { type ListView, ListViewItems } from "~/components/admin/list-view";
import { NoPicture } from "~/components/admin/no-picture";
import { DeleteButton, EditButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import {
  DELETE_LABEL,
  EDIT_LABEL,
  FILE_FACT_LABELS,
  FILES_LABEL,
  NO_PREVIEW_LABEL,
  usedInCount,
} from "~/copy/admin-media";
import { NO_ALT_TEXT_BADGE } from "~/copy/admin-media-alt-text";
import { cn } from "~/lib/cn";
import type { MediaFileView } from "~/views/media";

type FilesProps = {
  files: MediaFileView[];
  view: ListView;
  onEdit: (file: MediaFileView) => void;
  onDelete: (file: MediaFileView) => void;
};

export function MediaFiles({ files, view, onEdit, onDelete }: FilesProps) {
  return (
    <ListViewItems
      items={files}
      view={view}
      label={FILES_LABEL}
      gridClassName="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
      itemAttribute="data-media-file"
      card={(file) => <FileCard file={file} onEdit={onEdit} onDelete={onDelete} />}
      row={(file) => <FileRow file={file} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}

type FileProps = { file: MediaFileView; onEdit: FilesProps["onEdit"]; onDelete: FilesProps["onDelete"] };

export function Thumbnail({
  file,
  className,
}: {
  file: Pick<MediaFileView, "thumbnail">;
  className: string;
}) {
  if (!file.thumbnail) return <NoPicture label={NO_PREVIEW_LABEL} className={className} />;
  const { src, width, height } = file.thumbnail;
  return (
    <div className={cn(className, "overflow-hidden bg-muted")}>
      <img
        src={src}
        width={width}
        height={height}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
        data-media-thumbnail
      />
    </div>
  );
}

function Facts({ file, className }: { file: MediaFileView; className?: string }) {
  const facts = [
    [FILE_FACT_LABELS.size, file.size, "size"],
    [FILE_FACT_LABELS.type, file.type, "type"],
    [FILE_FACT_LABELS.dimensions, file.dimensions, "dimensions"],
    [FILE_FACT_LABELS.uploaded, file.uploaded, "uploaded"],
  ] as const;
  return (
    <dl className={cn("grid gap-y-0.5 text-xs", className)}>
      {facts.map(([label, value, key]) =>
        value ? (
          <div key={key} className="flex flex-wrap gap-x-2" data-media-fact={key}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** Marks a picture nobody has described yet (issue 28); Edit adds the alt text. */
function NoAltText({ file }: { file: MediaFileView }) {
  if (file.altText.trim()) return null;
  return (
    <Badge variant="outline" className="border-destructive text-destructive" data-no-alt-text>
      {NO_ALT_TEXT_BADGE}
    </Badge>
  );
}

function InUse({ file }: { file: MediaFileView }) {
  if (file.uses.length === 0) return null;
  return (
    <Badge
      variant="secondary"
      data-media-in-use
      title={file.uses.map((use) => `${use.label} ${use.title}`).join("\n")}
    >
      {usedInCount(file.uses.length)}
    </Badge>
  );
}

function Actions({ file, onEdit, onDelete, className }: FileProps & { className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <EditButton itemName={file.name} onClick={() => onEdit(file)} data-edit-media>
        {EDIT_LABEL}
      </EditButton>
      <DeleteButton itemName={file.name} onClick={() => onDelete(file)} data-delete-media>
        {DELETE_LABEL}
      </DeleteButton>
    </div>
  );
}

function FileName({ file, className }: { file: MediaFileView; className?: string }) {
  return (
    <h2 className={cn("text-sm font-semibold wrap-anywhere", className)} data-media-name title={file.name}>
      {file.name}
    </h2>
  );
}

function FileCard(props: FileProps) {
  const { file } = props;
  return (
    <article className="flex w-full min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card">
      <Thumbnail file={file} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <FileName file={file} className="line-clamp-2" />
        <div className="flex flex-wrap gap-1.5">
          <NoAltText file={file} />
          <InUse file={file} />
        </div>
        <Facts file={file} />
        <Actions {...props} className="mt-auto pt-1" />
      </div>
    </article>
  );
}

function FileRow(props: FileProps) {
  const { file } = props;
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 p-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
        <Thumbnail file={file} className="aspect-[4/3] w-24 shrink-0 rounded-control sm:w-28" />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <FileName file={file} className="line-clamp-2" />
          <div className="flex flex-wrap gap-1.5">
            <NoAltText file={file} />
            <InUse file={file} />
          </div>
          <Facts file={file} className="sm:grid-cols-2 sm:gap-x-6" />
        </div>
      </div>
      <Actions {...props} className="shrink-0" />
    </article>
  );
}
