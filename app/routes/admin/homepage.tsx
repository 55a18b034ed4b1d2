// Homepage Slider (spec §2): the slides of the home page's hero, in order, with Add Slide, edit,
// delete (after a question) and move up/down. Every change goes through the slides domain module,
// which checks it again, keeps the order free of gaps and ties, and refuses a stale edit.
import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useEditFromAddress } from "~/components/admin/edit-from-address";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import { DeleteSlideDialog } from "~/components/admin/slides/delete-slide-dialog-loader";
import { type SlideDialogState, SlideFormDialog } from "~/components/admin/slides/slide-dialog-loader";
import { SlideList } from "~/components/admin/slides/slide-list";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  ADD_SLIDE_LABEL,
  NO_SLIDES,
  SLIDE_MESSAGES,
  SLIDE_SAVE_FAILED,
  SLIDES_DESCRIPTION,
  SLIDES_LOAD_FAILED,
  SLIDES_TITLE,
} from "~/copy/admin-slides";
import { SLIDES_MAX } from "~/copy/limits";
import { revalidateAfterEveryPost } from "~/lib/admin-revalidation";
import { toast } from "~/lib/toast";
import { config } from "~/server/config.server";
import { dispatchIntent } from "~/server/http/intents.server";
import { log } from "~/server/log.server";
import {
  createSlideIntent,
  deleteSlideIntent,
  failureToast,
  moveSlideIntent,
  reorderSlidesIntent,
  slideViews,
  updateSlideIntent,
} from "~/server/slides/admin-page.server";
import { allSlides } from "~/server/slides/slides.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { SlideView } from "~/views/slides";
import type { Route } from "./+types/homepage";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  let slides: SlideView[] = [];
  let loadFailed = false;
  try {
    slides = await slideViews(await allSlides());
  } catch (error) {
    log("error", "homepage slider: list failed", { error });
    loadFailed = true;
  }
  return { slides, loadFailed, maxUploadBytes: config().maxUploadBytes };
}

/** Editors and admins may change the slides; the role is checked here whatever the page showed. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    {
      "create-slide": createSlideIntent,
      "update-slide": updateSlideIntent,
      "delete-slide": deleteSlideIntent,
      "move-slide": moveSlideIntent,
      "reorder-slides": reorderSlidesIntent,
    },
    { failureToast, faultMessage: SLIDE_SAVE_FAILED, where: "homepage slider" },
  );
}

export const shouldRevalidate = revalidateAfterEveryPost;

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(SLIDES_TITLE);

const ADD_SLIDE_BUTTON_ID = "add-slide";

export default function HomepageSlider({ loaderData }: Route.ComponentProps) {
  const { slides, loadFailed, maxUploadBytes } = loaderData;
  const [dialog, setDialog] = useState<SlideDialogState>(null);
  useEditFromAddress(
    slides,
    (slide) => slide.id,
    (slide) => setDialog({ mode: "edit", slide }),
  );
  const [deleting, setDeleting] = useState<SlideView | null>(null);
  const full = slides.length >= SLIDES_MAX;

  useEffect(() => {
    if (loadFailed) toast.error({ id: "slides-load-failed", title: SLIDES_LOAD_FAILED });
  }, [loadFailed]);

  return (
    <AdminPage>
      <PageHeader
        title={SLIDES_TITLE}
        description={SLIDES_DESCRIPTION}
        actions={
          <Button
            id={ADD_SLIDE_BUTTON_ID}
            onClick={() => setDialog({ mode: "create" })}
            disabled={loadFailed || full}
            aria-describedby={full ? "slides-full" : undefined}
          >
            <PlusIcon aria-hidden="true" />
            {ADD_SLIDE_LABEL}
          </Button>
        }
      />
      {full ? (
        <p id="slides-full" className="rounded-control border border-border bg-muted px-4 py-3 text-sm">
          {SLIDE_MESSAGES.tooMany}
        </p>
      ) : null}
      <Card className="overflow-hidden">
        {loadFailed ? (
          <p role="alert" className="p-6 text-destructive">
            {SLIDES_LOAD_FAILED}
          </p>
        ) : slides.length === 0 ? (
          <p className="p-6 text-muted-foreground">{NO_SLIDES}</p>
        ) : (
          <SlideList
            slides={slides}
            onEdit={(slide) => setDialog({ mode: "edit", slide })}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <SlideFormDialog
        state={dialog}
        onClose={() => setDialog(null)}
        maxUploadBytes={maxUploadBytes}
        fallbackFocus={() => document.getElementById(ADD_SLIDE_BUTTON_ID)}
      />
      <DeleteSlideDialog
        slide={deleting}
        onClose={() => setDeleting(null)}
        fallbackFocusId={ADD_SLIDE_BUTTON_ID}
      />
    </AdminPage>
  );
}
