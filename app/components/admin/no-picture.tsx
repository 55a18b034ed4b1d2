// What a list's card or row shows where an item has no picture (or none that can be shown).
import { ImageOffIcon } from "lucide-react";
import { cn } from "~/lib/cn";

export function NoPicture({ label, className }: { label: string; className: string }) {
  return (
    <div
      className={cn(
        className,
        "flex flex-col items-center justify-center gap-1 bg-muted text-muted-foreground",
      )}
    >
      <ImageOffIcon aria-hidden="true" className="size-6" />
      <span className="text-xs">{label}</span>
    </div>
  );
}
