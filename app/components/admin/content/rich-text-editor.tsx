// The admin's rich-text editor (Tiptap): headings, bold, italic, bulleted and numbered lists,
// links, quotes and pictures from the Media Library (with alt text and an optional caption),
// nothing else. Loaded only where a form needs it (RichTextField imports this
// module lazily), so neither the other admin pages nor the public site carry it. What it writes
// goes into a hidden field as HTML; the server cleans it again on save (cleanRichText).
import type { Editor } from "@tiptap/react";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useReportUpload } from "~/components/admin/form/uploads";
import { PICTURE_LABELS } from "~/copy/admin-content";
import { TAMIL_TOOLBAR_LABEL } from "~/copy/admin-tamil";
import { cn } from "~/lib/cn";
import { cleanPastedHtml } from "./clean-paste";
import { Toolbar } from "./editor-toolbar";
import { LinkBar } from "./link-bar";
import { pictureFiles, usePastedPictures } from "./pasted-pictures";
import type { ChosenPicture } from "./picture-chooser";
import { BodyPicture, type PictureAttributes } from "./picture-node";

// The chooser (library grid, upload, alt text) loads when staff first open it.
const PictureChooser = lazy(() => import("./picture-chooser"));

/** The chooser open to insert a new picture, or on a picture of the body at `position`. */
type PictureDialog =
  | { position?: undefined; picture?: undefined }
  | { position: number; picture: ChosenPicture };

export type RichTextEditorProps = {
  /** The form field that carries the HTML. */
  name: string;
  defaultValue: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** "ta": a Tamil version, marked lang="ta" and data-rich-text-ta rather than data-rich-text. */
  lang?: "ta";
};

/** The text as it will look on the site, near enough: the public article's spacing and sizes. */
const CONTENT_CLASSES = cn(
  "min-h-72 max-w-none px-4 py-3 text-base leading-relaxed text-foreground outline-none",
  "[&_p]:mb-3 [&_p:last-child]:mb-0",
  "[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-heading [&_h2]:text-h3 [&_h2]:font-bold",
  "[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-heading [&_h3]:text-h4 [&_h3]:font-bold",
  "[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1",
  "[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-secondary [&_blockquote]:pl-4 [&_blockquote]:italic",
);

function htmlOf(editor: Editor) {
  return editor.isEmpty ? "" : editor.getHTML();
}

export default function RichTextEditor({
  name,
  defaultValue,
  labelId,
  describedBy,
  invalid,
  lang,
}: RichTextEditorProps) {
  const [html, setHtml] = useState(defaultValue);
  const [linkOpen, setLinkOpen] = useState(false);
  const [pictureDialog, setPictureDialog] = useState<PictureDialog | null>(null);
  const pasted = usePastedPictures((position, picture) => setPictureDialog({ position, picture }));
  // A save pressed while a pasted picture uploads waits for it, as for an image field.
  useReportUpload(name, pasted.uploading ? { state: "uploading", percent: pasted.percent } : null);
  const takeFiles = useRef(pasted.take);
  takeFiles.current = pasted.take;
  // The paste and drop handlers are given to the editor once, as it is made.
  const editorRef = useRef<Editor | null>(null);
  const editorId = useId();
  function attributes() {
    return {
      id: editorId,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(invalid ? { "aria-invalid": "true" } : {}),
      ...(lang ? { lang, "data-rich-text-ta": "" } : { "data-rich-text": "" }),
      class: CONTENT_CLASSES,
    };
  }
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      BodyPicture,
    ],
    content: defaultValue,
    editorProps: {
      attributes: attributes(),
      transformPastedHTML: cleanPastedHtml,
      handlePaste: (view, event): boolean => {
        const files = pictureFiles(event.clipboardData?.files);
        return editorRef.current
          ? takeFiles.current(editorRef.current, files, view.state.selection.from)
          : false;
      },
      handleDrop: (view, event, _slice, moved): boolean => {
        if (moved || !editorRef.current) return false;
        const files = pictureFiles(event.dataTransfer?.files);
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        return takeFiles.current(editorRef.current, files, at ?? view.state.selection.from);
      },
    },
    onUpdate: ({ editor: changed }) => setHtml(htmlOf(changed)),
  });
  editorRef.current = editor;

  useEffect(() => {
    if (!editor) return;
    editor.storage.bodyPicture.edit = (position, picture) => setPictureDialog({ position, picture });
    return () => {
      editor.storage.bodyPicture.edit = null;
    };
  }, [editor]);

  function placePicture(picture: PictureAttributes) {
    if (!editor) return;
    const target = pictureDialog?.position;
    setPictureDialog(null);
    if (target !== undefined && editor.state.doc.nodeAt(target)?.type.name === BodyPicture.name) {
      editor
        .chain()
        .focus()
        .command(({ tr }) => {
          tr.setNodeMarkup(target, undefined, picture);
          return true;
        })
        .run();
    } else {
      editor.chain().focus().insertContent({ type: BodyPicture.name, attrs: picture }).run();
    }
  }

  // A message from the server arrives after the editor exists: its attributes follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes() reads exactly these
  useEffect(() => {
    editor?.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes() } });
  }, [editor, invalid, describedBy]);

  return (
    <div
      className={cn(
        "overflow-hidden rounded-control border border-input bg-surface shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30",
        invalid && "border-destructive",
      )}
    >
      {editor ? (
        <Toolbar
          editor={editor}
          editorId={editorId}
          onLink={() => setLinkOpen(true)}
          onPicture={() => setPictureDialog({})}
          label={lang === "ta" ? TAMIL_TOOLBAR_LABEL : undefined}
        />
      ) : (
        <div className="h-12 border-b border-border bg-muted/50" />
      )}
      {editor && linkOpen ? <LinkBar editor={editor} onClose={() => setLinkOpen(false)} /> : null}
      {pasted.uploading ? (
        <p
          role="status"
          className="border-b border-border bg-muted/40 px-4 py-2 text-sm text-muted-foreground"
        >
          {PICTURE_LABELS.pastedUploading}
        </p>
      ) : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
      {pictureDialog ? (
        <Suspense fallback={null}>
          <PictureChooser
            picture={pictureDialog.picture}
            onDone={placePicture}
            onClose={() => {
              setPictureDialog(null);
              editor?.commands.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
