// Adding, changing or removing a link in the rich-text editor (part of its lazily loaded chunk:
// only rich-text-editor.tsx imports this file).
import type { Editor } from "@tiptap/react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { EDITOR_LABELS as L } from "~/copy/admin-content";

/** Web addresses, pages of this site and email addresses; "www.…" gets https:// in front. */
function linkTarget(typed: string): string | null {
  const value = typed.trim();
  if (value === "") return null;
  if (/^(https?:\/\/|mailto:|tel:)\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value)) return value;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  return null;
}

/** Adding, changing or removing the link at the selection. */
export function LinkBar({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [value, setValue] = useState(current);
  const [refused, setRefused] = useState(false);
  const id = useId();

  function close() {
    onClose();
    editor.commands.focus();
  }

  function apply() {
    const href = linkTarget(value);
    if (!href) {
      setRefused(true);
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <div className="grid gap-2 border-b border-border bg-surface p-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {L.linkAddress}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          type="text"
          inputMode="url"
          autoFocus
          value={value}
          placeholder={L.linkPlaceholder}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? `${id}-error` : undefined}
          className="h-9 max-w-md flex-1"
          onChange={(event) => {
            setValue(event.target.value);
            setRefused(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              close();
            }
          }}
        />
        <Button type="button" size="sm" onClick={apply}>
          {L.applyLink}
        </Button>
        {current ? (
          <Button type="button" size="sm" variant="outline" onClick={remove}>
            {L.removeLink}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={close}>
          {L.cancelLink}
        </Button>
      </div>
      {refused ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {L.badLink}
        </p>
      ) : null}
    </div>
  );
}
