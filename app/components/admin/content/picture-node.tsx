// A picture inside a body (part of the editor's lazily loaded chunk): a figure holding one Media
// Library file by its URL, its alt text and an optional caption, written to the HTML as
// <figure><img src alt width height><figcaption>…</figcaption></figure>. The server keeps it only
// when the file is ours and the alt text is given (app/server/content/rich-text.server.ts), and the
// public page draws it with the file's variants (body-pictures.server.ts).
import { Node, NodeViewWrapper, type ReactNodeViewProps, ReactNodeViewRenderer } from "@tiptap/react";
import { ImageOffIcon, PencilIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { PICTURE_LABELS as L } from "~/copy/admin-content";
import { cn } from "~/lib/cn";

export type PictureAttributes = {
  src: string;
  alt: string;
  caption: string;
  width: number | null;
  height: number | null;
};

/** What the editor around the node does when staff ask to edit a picture (set by RichTextEditor). */
export type PictureStorage = { edit: ((position: number, attributes: PictureAttributes) => void) | null };

declare module "@tiptap/core" {
  interface Storage {
    bodyPicture: PictureStorage;
  }
}

function imageOf(element: HTMLElement): HTMLImageElement | null {
  return element instanceof HTMLImageElement ? element : element.querySelector("img");
}

function sizeOf(element: HTMLElement, name: "width" | "height") {
  const value = Number.parseInt(imageOf(element)?.getAttribute(name) ?? "", 10);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export const BodyPicture = Node.create({
  name: "bodyPicture",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,

  addStorage(): PictureStorage {
    return { edit: null };
  },

  addAttributes() {
    return {
      src: { default: "", parseHTML: (element) => imageOf(element)?.getAttribute("src") ?? "" },
      alt: { default: "", parseHTML: (element) => imageOf(element)?.getAttribute("alt") ?? "" },
      caption: {
        default: "",
        parseHTML: (element) => element.querySelector("figcaption")?.textContent?.trim() ?? "",
      },
      width: { default: null, parseHTML: (element) => sizeOf(element, "width") },
      height: { default: null, parseHTML: (element) => sizeOf(element, "height") },
    };
  },

  parseHTML() {
    return [
      { tag: "figure", getAttrs: (element) => (imageOf(element)?.getAttribute("src") ? null : false) },
      { tag: "img[src]" },
    ];
  },

  renderHTML({ node }) {
    const { src, alt, caption, width, height } = node.attrs as PictureAttributes;
    const image = ["img", { src, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) }] as const;
    return caption ? ["figure", {}, image, ["figcaption", {}, caption]] : ["figure", {}, image];
  },

  addNodeView() {
    return ReactNodeViewRenderer(PictureView);
  },
});

/** The picture as the editor shows it: the file, its caption, and a plain mark while alt text is missing. */
function PictureView({ node, editor, getPos, selected, deleteNode }: ReactNodeViewProps) {
  const attributes = node.attrs as PictureAttributes;
  const missingAlt = attributes.alt.trim() === "";
  const name = attributes.alt.trim() || attributes.caption || attributes.src.split("/").pop() || "";
  function edit() {
    const position = getPos();
    if (typeof position === "number") editor.storage.bodyPicture.edit?.(position, attributes);
  }
  return (
    <NodeViewWrapper
      as="figure"
      data-body-picture=""
      data-alt-missing={missingAlt || undefined}
      className={cn(
        "my-4 grid justify-items-start gap-2 rounded-control border border-border bg-muted/30 p-2",
        missingAlt && "border-destructive",
        selected && "ring-2 ring-ring",
      )}
    >
      {attributes.src ? (
        <img
          src={attributes.src}
          alt={attributes.alt}
          width={attributes.width ?? undefined}
          height={attributes.height ?? undefined}
          data-drag-handle=""
          className="h-auto max-h-64 w-auto max-w-full rounded-control"
        />
      ) : (
        <ImageOffIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      )}
      {attributes.caption ? (
        <figcaption className="text-sm text-muted-foreground">{attributes.caption}</figcaption>
      ) : null}
      <div contentEditable={false} className="flex flex-wrap items-center gap-2">
        {missingAlt ? (
          <span
            data-alt-needed=""
            className="inline-flex items-center gap-1 rounded-control bg-destructive px-2 py-1 text-xs font-semibold text-destructive-foreground"
          >
            <TriangleAlertIcon aria-hidden="true" className="size-3.5" />
            {L.altMissingMark}
          </span>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant={missingAlt ? "default" : "outline"}
          onClick={edit}
          aria-label={missingAlt ? `${L.addAlt}: ${name}` : `${L.edit}: ${name}`}
        >
          <PencilIcon aria-hidden="true" />
          {missingAlt ? L.addAlt : L.edit}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => deleteNode()}
          aria-label={`${L.remove}: ${name}`}
        >
          <XIcon aria-hidden="true" />
          {L.remove}
        </Button>
      </div>
    </NodeViewWrapper>
  );
}
