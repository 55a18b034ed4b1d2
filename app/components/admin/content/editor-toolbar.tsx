// The rich-text editor's toolbar (part of its lazily loaded chunk: only rich-text-editor.tsx
// imports this file).
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  type LucideIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
} from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { EDITOR_LABELS as L } from "~/copy/admin-content";
import { cn } from "~/lib/cn";

type Tool = {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Whether the tool is on at the cursor (a pressed toggle); undefined for plain actions. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  enabled?: (editor: Editor) => boolean;
};

const TOOLS: Tool[] = [
  {
    key: "h2",
    label: L.heading2,
    icon: Heading2Icon,
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: "h3",
    label: L.heading3,
    icon: Heading3Icon,
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: "bold",
    label: L.bold,
    icon: BoldIcon,
    active: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: "italic",
    label: L.italic,
    icon: ItalicIcon,
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: "bulletList",
    label: L.bulletList,
    icon: ListIcon,
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: "orderedList",
    label: L.orderedList,
    icon: ListOrderedIcon,
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: "blockquote",
    label: L.blockquote,
    icon: QuoteIcon,
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: "undo",
    label: L.undo,
    icon: Undo2Icon,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: "redo",
    label: L.redo,
    icon: Redo2Icon,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/**
 * The formatting buttons as one toolbar: Tab enters it once, the arrow keys move between its
 * buttons (WAI-ARIA toolbar pattern), Tab again goes on to the text.
 */
export function Toolbar({
  editor,
  editorId,
  onLink,
  onPicture,
  label = L.toolbar,
}: {
  editor: Editor;
  editorId: string;
  onLink: () => void;
  /** Opens the picture chooser (Media Library or upload, alt text, caption). */
  onPicture: () => void;
  /** The toolbar's name; a Tamil body's editor has one of its own, told apart from the English one's. */
  label?: string;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active?.(current) ?? false])),
      enabled: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.enabled?.(current) ?? true])),
      link: current.isActive("link"),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = TOOLS.length + 2;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (focusIndex + step + count) % count;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  const linkIndex = 7;
  const items: {
    key: string;
    label: string;
    icon: LucideIcon;
    pressed?: boolean;
    disabled: boolean;
    run: () => void;
  }[] = TOOLS.map((tool) => ({
    key: tool.key,
    label: tool.label,
    icon: tool.icon,
    pressed: tool.active ? Boolean(state.active[tool.key]) : undefined,
    disabled: !state.enabled[tool.key],
    run: () => tool.run(editor),
  }));
  items.splice(linkIndex, 0, {
    key: "link",
    label: L.link,
    icon: LinkIcon,
    pressed: state.link,
    disabled: false,
    run: onLink,
  });
  items.splice(linkIndex + 1, 0, {
    key: "picture",
    label: L.picture,
    icon: ImageIcon,
    disabled: false,
    run: onPicture,
  });

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={editorId}
      tabIndex={-1}
      onKeyDown={move}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-muted/50 p-1.5"
    >
      {items.map((item, index) => {
        const Icon = item.icon;
        return (
          <Button
            key={item.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            variant="ghost"
            size="icon-sm"
            title={item.label}
            aria-label={item.label}
            aria-pressed={item.pressed}
            disabled={item.disabled}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={item.run}
            className={cn(
              "aria-pressed:bg-primary-soft aria-pressed:text-primary-soft-foreground",
              (index === 2 || index === 4 || index === 9) && "ml-2",
            )}
          >
            <Icon aria-hidden="true" />
          </Button>
        );
      })}
    </div>
  );
}
