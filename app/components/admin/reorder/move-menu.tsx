// A row's "More actions" menu: Move to top and Move to bottom, each greyed out where the item
// already stands.
import { ArrowDownToLineIcon, ArrowUpToLineIcon, EllipsisIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { MORE_ACTIONS_LABEL, MOVE_TO_BOTTOM_LABEL, MOVE_TO_TOP_LABEL } from "~/copy/admin-reorder";

export function MoveMenu({
  itemName,
  atTop,
  atBottom,
  onMove,
  defaultOpen = false,
}: {
  itemName: string;
  /** Opened as it is drawn: pressed before its chunk had come (reorderable.tsx). */
  defaultOpen?: boolean;
  atTop: boolean;
  atBottom: boolean;
  onMove: (end: "top" | "bottom") => void;
}) {
  // Drawn inside the page's main landmark, like the row it belongs to.
  const [main, setMain] = useState<HTMLElement | null>(null);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          title={MORE_ACTIONS_LABEL}
          onPointerDown={(event) => setMain(event.currentTarget.closest("main"))}
          onKeyDown={(event) => setMain(event.currentTarget.closest("main"))}
          data-more-actions
        >
          <EllipsisIcon aria-hidden="true" />
          <span className="sr-only">
            {MORE_ACTIONS_LABEL}: {itemName}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" container={main}>
        <DropdownMenuItem disabled={atTop} onSelect={() => onMove("top")} data-move-to="top">
          <ArrowUpToLineIcon aria-hidden="true" />
          {MOVE_TO_TOP_LABEL}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={atBottom} onSelect={() => onMove("bottom")} data-move-to="bottom">
          <ArrowDownToLineIcon aria-hidden="true" />
          {MOVE_TO_BOTTOM_LABEL}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
