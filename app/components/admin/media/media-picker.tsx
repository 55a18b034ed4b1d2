// "Choose from library" for an image field: a dialog with the library's tabs (opening on the
// field's own category), a file-name search, a grid of thumbnails (buttons named by the file) and
// Load more. Choosing a picture hands the field exactly what an upload of it would have.
// The pictures come from GET /admin/media-picker (app/routes/admin/media-picker.ts).
import { ImagesIcon, Loader2Icon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button, type ButtonSize } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  CHOOSE_FROM_LIBRARY_LABEL,
  fileCount,
  type MediaTab,
  NO_MEDIA_FILES,
  PICKER_DESCRIPTION,
  PICKER_LOAD_FAILED,
  PICKER_LOAD_MORE,
  PICKER_LOADING,
  PICKER_RETRY,
  PICKER_TITLE,
  SEARCH_LABEL,
  SEARCH_MAX,
  SEARCH_PLACEHOLDER,
  TABS_LABEL,
  tabOfCategory,
} from "~/copy/admin-media";
import { ALL_MEDIA_LABEL, MEDIA_LIBRARY_TABS, type MediaCategory } from "~/copy/media";
import { MEDIA_PICKER_PATH, mediaLibraryHref } from "~/lib/admin-lists/media";
import type { UploadedImage } from "~/lib/uploads";
import type { PickerPage, PickerPicture } from "~/views/media";

const ALL_TAB = "all";
const TABS = [
  { value: ALL_TAB, label: ALL_MEDIA_LABEL },
  ...MEDIA_LIBRARY_TABS.map((tab) => ({ value: tab.category, label: tab.label })),
];
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** The button, and its dialog; `onChoose` receives the picture as an upload would give it. */
export function ChooseFromLibraryButton({
  category,
  onChoose,
  disabled,
  size = "sm",
  children,
}: {
  category: MediaCategory;
  onChoose: (image: UploadedImage) => void;
  disabled?: boolean;
  size?: ButtonSize;
  /** The button's text; "Choose from library" by default. */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size={size} disabled={disabled} data-choose-from-library>
          <ImagesIcon aria-hidden="true" />
          {children ?? CHOOSE_FROM_LIBRARY_LABEL}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-4xl" data-media-picker>
        <DialogHeader>
          <DialogTitle>{PICKER_TITLE}</DialogTitle>
          <DialogDescription>{PICKER_DESCRIPTION}</DialogDescription>
        </DialogHeader>
        {open ? (
          <PickerBody
            initialTab={tabOfCategory(category)}
            onChoose={(picture) => {
              const { thumbnail: _, ...image } = picture;
              onChoose(image);
              setOpen(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type Loaded = { pictures: PickerPicture[]; total: number; page: number; pageCount: number };
type Status = "loading" | "idle" | "failed";

/** The library's tabs, search and grid, for any dialog that lets staff choose a picture. */
export function PickerBody({
  initialTab,
  onChoose,
}: {
  initialTab: MediaTab;
  onChoose: (picture: PickerPicture) => void;
}) {
  const [tab, setTab] = useState<string>(initialTab);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const grid = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const next = typed.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same page again
  useEffect(() => {
    const controller = new AbortController();
    const address = mediaLibraryHref(
      { tab: tab === ALL_TAB ? null : (tab as MediaTab), search, page },
      MEDIA_PICKER_PATH,
    );
    setStatus("loading");
    fetch(address, { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The picker's list answered ${response.status}`);
        const next = (await response.json()) as PickerPage;
        setLoaded((before) =>
          page > 1 && before ? { ...next, pictures: [...before.pictures, ...next.pictures] } : next,
        );
        setStatus("idle");
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus("failed");
      });
    return () => controller.abort();
  }, [tab, search, page, attempt]);

  function chooseTab(next: string) {
    setTab(next);
    setPage(1);
    setLoaded(null);
  }

  function loadMore() {
    // Focus stays in the grid: on the first of the new pictures once they arrive.
    const first = loaded?.pictures.length ?? 0;
    setPage((current) => current + 1);
    requestAnimationFrame(function focusNew() {
      const buttons = grid.current?.querySelectorAll<HTMLElement>("[data-picker-choice]");
      if (buttons && buttons.length > first) buttons[first]?.focus();
      else if (grid.current?.isConnected) requestAnimationFrame(focusNew);
    });
  }

  const pictures = loaded?.pictures ?? [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor="media-picker-search" className="text-sm font-medium">
          {SEARCH_LABEL}
        </label>
        <Input
          id="media-picker-search"
          type="search"
          value={typed}
          maxLength={SEARCH_MAX}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches at once; it must not submit the form the field belongs to.
            if (event.key !== "Enter") return;
            event.preventDefault();
            setSearch(typed.trim());
            setPage(1);
          }}
        />
      </div>
      <Tabs value={tab} onValueChange={chooseTab}>
        <TabsList aria-label={TABS_LABEL} className="flex-wrap">
          {TABS.map((choice) => (
            <TabsTrigger key={choice.value} value={choice.value}>
              {choice.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((choice) => (
          <TabsContent key={choice.value} value={choice.value} className="grid gap-3">
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="picker-count">
              {status === "loading" && !loaded ? PICKER_LOADING : loaded ? fileCount(loaded.total) : ""}
            </p>
            {status === "failed" ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
                {PICKER_LOAD_FAILED}
                <Button type="button" variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                  {PICKER_RETRY}
                </Button>
              </div>
            ) : null}
            {loaded && pictures.length === 0 && status !== "failed" ? (
              <p className="rounded-card border border-border p-6 text-center text-muted-foreground">
                {NO_MEDIA_FILES}
              </p>
            ) : null}
            {pictures.length > 0 ? (
              <ul
                ref={grid}
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
                data-picker-grid
              >
                {pictures.map((picture) => (
                  <li key={picture.id} className="flex min-w-0">
                    <PictureChoice picture={picture} onChoose={onChoose} />
                  </li>
                ))}
              </ul>
            ) : null}
            {loaded && loaded.page < loaded.pageCount ? (
              <Button
                type="button"
                variant="outline"
                className="justify-self-center"
                onClick={loadMore}
                disabled={status === "loading"}
                aria-busy={status === "loading" || undefined}
              >
                {status === "loading" ? (
                  <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                ) : null}
                {PICKER_LOAD_MORE}
              </Button>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function PictureChoice({
  picture,
  onChoose,
}: {
  picture: PickerPicture;
  onChoose: (picture: PickerPicture) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose(picture)}
      data-picker-choice={picture.id}
      className="group flex w-full min-w-0 cursor-pointer flex-col overflow-hidden rounded-control border border-border bg-surface text-left transition-colors hover:border-primary focus-visible:outline-3 focus-visible:outline-offset-2"
    >
      <span className="block aspect-[4/3] w-full overflow-hidden bg-muted">
        {picture.thumbnail ? (
          <img
            src={picture.thumbnail.src}
            width={picture.thumbnail.width}
            height={picture.thumbnail.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : null}
      </span>
      <span className="truncate px-2 py-1.5 text-xs font-medium">{picture.originalName}</span>
    </button>
  );
}
