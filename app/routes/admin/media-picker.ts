// GET /admin/media-picker?tab=&q=&page=: one page of library pictures as JSON, for the image fields'
// "Choose from library" dialog. The parameters are the Media Library's own, checked the same way
// (unknown tabs, control characters, long searches and out-of-range pages are dropped). Staff only.
import { MEDIA_LOAD_FAILED } from "~/copy/admin-media";
import { parseMediaLibraryQuery } from "~/lib/schemas/media";
import { log } from "~/server/log.server";
import { pickerPage } from "~/server/media/library-page.server";
import { requireStaff } from "~/server/staff/auth.server";
import type { Route } from "./+types/media-picker";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const query = parseMediaLibraryQuery(new URL(request.url).searchParams);
  try {
    return Response.json(await pickerPage(query), { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    log("error", "media picker: list failed", { error });
    return Response.json(
      { message: MEDIA_LOAD_FAILED },
      { status: 503, headers: { "Cache-Control": "private, no-store" } },
    );
  }
}
