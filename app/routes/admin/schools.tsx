// School Management (spec §2): the five fixed schools as cards, each edited in a dialog. Schools
// are never added or deleted: this page offers no such button and its action knows no such intent.
import { useEffect } from "react";
import { AdminPage, adminHeaders, adminMeta, PageHeader } from "~/components/admin/page-header";
import type { AdminSchool } from "~/components/admin/schools/admin-school";
import { SchoolAdminCard } from "~/components/admin/schools/school-admin-card";
import {
  ADMIN_SCHOOL_ORDER,
  ERROR_TITLE,
  SCHOOL_SAVE_FAILED,
  SCHOOL_UPDATED,
  SCHOOLS_ADMIN_DESCRIPTION,
  SCHOOLS_ADMIN_TITLE,
  SCHOOLS_LOAD_FAILED,
} from "~/copy/admin-schools";
import { SAVE_SCHOOL_INTENT, schoolFormSchema } from "~/lib/schemas/schools";
import { toast } from "~/lib/toast";
import { config } from "~/server/config.server";
import {
  dispatchIntent,
  failureToasts,
  type IntentContext,
  invalidForm,
  savedReply,
} from "~/server/http/intents.server";
import { log } from "~/server/log.server";
import { picturesFor } from "~/server/media/pictures.server";
import { allSchools, type School, updateSchool } from "~/server/schools/schools.server";
import { requireStaff, type SessionUser } from "~/server/staff/auth.server";
import type { Picture } from "~/views/images";
import type { Route } from "./+types/schools";

/** Widest variant the image fields and the card's logo use, as the upload route's preview does. */
const PREVIEW_WIDTH = 640;

function previewOf(picture: Picture | undefined) {
  if (!picture) return null;
  const webp = picture.variants
    .filter((variant) => variant.format === "webp" && variant.width <= PREVIEW_WIDTH)
    .sort((a, b) => b.width - a.width)[0];
  return webp?.url ?? picture.src;
}

function adminOrder(a: School, b: School) {
  return ADMIN_SCHOOL_ORDER.indexOf(a.slug) - ADMIN_SCHOOL_ORDER.indexOf(b.slug);
}

async function loadSchools(): Promise<AdminSchool[]> {
  const schools = (await allSchools()).sort(adminOrder);
  const pictures = await picturesFor(
    schools.flatMap((school) => [
      school.headerImage,
      school.logoImage,
      ...school.images.map((image) => image.url),
    ]),
  );
  const picture = (url: string | null) => (url ? pictures.get(url) : undefined);
  return schools.map((school) => ({
    slug: school.slug,
    name: school.name,
    location: school.location,
    address: school.address,
    phone: school.phone,
    whatsapp: school.whatsapp,
    email: school.email,
    affiliation: school.affiliation,
    description: school.description,
    locationTa: school.locationTa,
    descriptionTa: school.descriptionTa,
    featuresTa: school.featuresTa,
    headerImage: school.headerImage,
    header: picture(school.headerImage) ?? null,
    headerPreview: previewOf(picture(school.headerImage)),
    logoImage: school.logoImage,
    logoPreview: previewOf(picture(school.logoImage)),
    features: school.features,
    grades: school.grades,
    gradesTa: school.gradesTa,
    tagline: school.tagline,
    ageRange: school.ageRange,
    studentCount: school.studentCount,
    mapQuery: school.mapQuery,
    taglineTa: school.taglineTa,
    addressTa: school.addressTa,
    about: school.about,
    aboutTa: school.aboutTa,
    images: school.images.map((image) => ({
      url: image.url,
      previewUrl: previewOf(picture(image.url)),
      title: image.title,
      titleTa: image.titleTa ?? "",
      description: image.description,
      descriptionTa: image.descriptionTa ?? "",
    })),
    updatedAt: school.updatedAt,
  }));
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const maxUploadBytes = config().maxUploadBytes;
  try {
    return { schools: await loadSchools(), loadFailed: false, maxUploadBytes };
  } catch (error) {
    log("error", "schools: list failed", { error });
    return { schools: [] as AdminSchool[], loadFailed: true, maxUploadBytes };
  }
}

async function saveSchool({ parse, actor }: IntentContext<SessionUser>) {
  const submission = parse(schoolFormSchema);
  if (submission.status !== "success") return invalidForm(SAVE_SCHOOL_INTENT, submission);
  const value = submission.value;
  // The dialog sends every field: one left empty arrives as undefined and empties the school's.
  const school = await updateSchool(
    value.slug,
    {
      name: value.name,
      location: value.location ?? null,
      address: value.address ?? null,
      phone: value.phone ?? null,
      whatsapp: value.whatsapp ?? null,
      email: value.email ?? null,
      affiliation: value.affiliation ?? null,
      description: value.description ?? null,
      locationTa: value.locationTa ?? null,
      descriptionTa: value.descriptionTa ?? null,
      featuresTa: value.featuresTa ?? [],
      headerImage: value.headerImage ?? null,
      logoImage: value.logoImage ?? null,
      features: value.features ?? [],
      grades: value.grades ?? [],
      gradesTa: value.gradesTa ?? [],
      tagline: value.tagline ?? null,
      ageRange: value.ageRange ?? null,
      studentCount: value.studentCount ?? null,
      mapQuery: value.mapQuery ?? null,
      taglineTa: value.taglineTa ?? null,
      addressTa: value.addressTa ?? null,
      about: value.about ?? null,
      aboutTa: value.aboutTa ?? null,
      images: (value.images ?? []).map((image) => ({
        url: image.url,
        title: image.title ?? "",
        description: image.description ?? "",
        titleTa: image.titleTa,
        descriptionTa: image.descriptionTa,
      })),
    },
    actor,
    { expectedUpdatedAt: value.updatedAt },
  );
  return savedReply(SAVE_SCHOOL_INTENT, { type: "success", title: SCHOOL_UPDATED, description: school.name });
}

/** Editors and admins edit schools; viewers and anonymous posts are refused by requireStaff. */
export async function action({ request }: Route.ActionArgs) {
  return dispatchIntent(
    request,
    requireStaff(request),
    { [SAVE_SCHOOL_INTENT]: saveSchool },
    {
      // A refusal says why (a stale edit, a bad value); a fault is the spec's sentence.
      failureToast: failureToasts({ title: ERROR_TITLE, fault: SCHOOL_SAVE_FAILED }),
      faultMessage: SCHOOL_SAVE_FAILED,
      where: "schools",
    },
  );
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta(SCHOOLS_ADMIN_TITLE);

export default function Schools({ loaderData }: Route.ComponentProps) {
  const { schools, loadFailed, maxUploadBytes } = loaderData;
  useEffect(() => {
    if (loadFailed)
      toast.error({ id: "schools-load-failed", title: ERROR_TITLE, description: SCHOOLS_LOAD_FAILED });
  }, [loadFailed]);
  return (
    <AdminPage>
      <PageHeader title={SCHOOLS_ADMIN_TITLE} description={SCHOOLS_ADMIN_DESCRIPTION} />
      {loadFailed ? (
        <p role="alert" className="rounded-card border border-destructive p-6 text-destructive">
          {SCHOOLS_LOAD_FAILED}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {schools.map((school) => (
            <li key={school.slug} className="flex min-w-0">
              <SchoolAdminCard school={school} maxUploadBytes={maxUploadBytes} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
