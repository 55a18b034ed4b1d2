// The Edit School dialog's form (spec §2 School Management, issue 28): everything the school's
// page shows — name, tagline, description, About text, contact details and address, header and
// logo pictures, the photo carousel, key features and grades, in English beside Tamil. It carries the school's updatedAt as it was when the dialog
// opened, so a save made meanwhile by someone else refuses this one instead of being overwritten.
import { lazy, Suspense, useState } from "react";
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { DialogForm, useDialogForm } from "~/components/admin/form/dialog-form";
import type { FieldMeta } from "~/components/admin/form/field-meta";
import { ImageFormField } from "~/components/admin/form/image-form-field";
import { RichTextFormField, TextareaField, TextField } from "~/components/admin/form/text-fields";
import { SCHOOL_FIELD_HINTS as HINTS, PHOTOS_LOADING } from "~/copy/admin-school-page";
import {
  AFFILIATION_PLACEHOLDER,
  SCHOOL_FIELD_LABELS as LABELS,
  SCHOOL_LIMITS as LIMITS,
  SAVE_SCHOOL_LABEL,
} from "~/copy/admin-schools";
import { TAMIL_FIELDS_HINT } from "~/copy/admin-tamil";
import { SAVE_SCHOOL_INTENT, schoolFormSchema } from "~/lib/schemas/schools";
import type { AdminSchool } from "./admin-school";
import { SchoolLists } from "./school-lists";
import { loadSchoolPhotos } from "./school-photos-chunk";

// The carousel editor and its drag and drop (dnd-kit) come in a chunk of their own, fetched at idle
// once the cards are drawn (school-admin-card.tsx), so the Schools screen does not load them first.
const SchoolPhotos = lazy(() => loadSchoolPhotos().then((chunk) => ({ default: chunk.SchoolPhotos })));

type ContactField =
  | "name"
  | "location"
  | "locationTa"
  | "affiliation"
  | "phone"
  | "email"
  | "whatsapp"
  | "address"
  | "addressTa"
  | "mapQuery"
  | "ageRange"
  | "studentCount";

export function SchoolForm({ school, maxUploadBytes }: { school: AdminSchool; maxUploadBytes: number }) {
  // What the dialog opened with; the page's data refreshing meanwhile must not change it.
  const [loaded] = useState(school);
  const state = useDialogForm({
    id: `school-form-${loaded.slug}`,
    schema: schoolFormSchema,
    defaultValue: {
      name: loaded.name,
      location: loaded.location ?? "",
      address: loaded.address ?? "",
      phone: loaded.phone ?? "",
      whatsapp: loaded.whatsapp ?? "",
      email: loaded.email ?? "",
      affiliation: loaded.affiliation ?? "",
      description: loaded.description ?? "",
      locationTa: loaded.locationTa ?? "",
      descriptionTa: loaded.descriptionTa ?? "",
      tagline: loaded.tagline ?? "",
      ageRange: loaded.ageRange ?? "",
      studentCount: loaded.studentCount ?? "",
      mapQuery: loaded.mapQuery ?? "",
      taglineTa: loaded.taglineTa ?? "",
      addressTa: loaded.addressTa ?? "",
      about: loaded.about ?? "",
      aboutTa: loaded.aboutTa ?? "",
    },
  });
  const { fields, form } = state;
  return (
    <DialogForm
      state={state}
      intent={SAVE_SCHOOL_INTENT}
      hidden={{ slug: loaded.slug, updatedAt: loaded.updatedAt }}
      submitLabel={SAVE_SCHOOL_LABEL}
      className="min-w-0"
    >
      <SchoolContactFields fields={fields} />
      <BilingualField
        as={TextField}
        label={LABELS.tagline}
        english={fields.tagline}
        tamil={fields.taglineTa}
        hint={HINTS.tagline}
        maxLength={LIMITS.tagline}
        autoComplete="off"
        rowClassName="sm:grid-cols-2"
      />
      <BilingualField
        as={TextareaField}
        label={LABELS.description}
        english={fields.description}
        tamil={fields.descriptionTa}
        hint={HINTS.description}
        rows={3}
        maxLength={LIMITS.description}
        rowClassName="sm:grid-cols-2"
      />
      <BilingualField
        as={RichTextFormField}
        label={LABELS.about}
        english={fields.about}
        tamil={fields.aboutTa}
        hint={HINTS.about}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageFormField
          meta={fields.headerImage}
          label={LABELS.headerImage}
          hint={HINTS.headerImage}
          category="school-headers"
          maxUploadBytes={maxUploadBytes}
          saved={
            loaded.headerImage
              ? { url: loaded.headerImage, previewUrl: loaded.headerPreview ?? undefined }
              : null
          }
        />
        <ImageFormField
          meta={fields.logoImage}
          label={LABELS.logoImage}
          category="school-logos"
          maxUploadBytes={maxUploadBytes}
          saved={
            loaded.logoImage ? { url: loaded.logoImage, previewUrl: loaded.logoPreview ?? undefined } : null
          }
        />
      </div>
      <Suspense fallback={<PhotosLoading name={fields.images.name} photos={loaded.images} />}>
        <SchoolPhotos
          name={fields.images.name}
          photos={loaded.images}
          maxUploadBytes={maxUploadBytes}
          errors={form.allErrors ?? {}}
        />
      </Suspense>
      <SchoolLists
        school={loaded}
        names={{
          features: fields.features.name,
          featuresTa: fields.featuresTa.name,
          grades: fields.grades.name,
          gradesTa: fields.gradesTa.name,
        }}
        errors={form.allErrors ?? {}}
      />
    </DialogForm>
  );
}

/** Until the carousel editor has loaded, the photos as saved, so that a save meanwhile keeps them. */
function PhotosLoading({ name, photos }: { name: string; photos: AdminSchool["images"] }) {
  const fields = ["url", "title", "titleTa", "description", "descriptionTa"] as const;
  const inputs = photos.flatMap((photo, position) =>
    fields.map((field) => ({ name: `${name}[${position}].${field}`, value: photo[field] })),
  );
  return (
    <div className="text-sm text-muted-foreground" data-photos-loading="">
      {LABELS.photos}: {PHOTOS_LOADING}
      {inputs.map((input) => (
        <input key={input.name} type="hidden" name={input.name} value={input.value} />
      ))}
    </div>
  );
}

/** Name, place, affiliation, how to reach the school, and its address. */
function SchoolContactFields({ fields }: { fields: Record<ContactField, FieldMeta> }) {
  const text = { className: "content-start", autoComplete: "off" } as const;
  return (
    <>
      <TextField {...text} meta={fields.name} label={LABELS.name} required maxLength={LIMITS.name} />
      <BilingualField
        {...text}
        as={TextField}
        label={LABELS.location}
        english={fields.location}
        tamil={fields.locationTa}
        hint={HINTS.location}
        tamilHint={TAMIL_FIELDS_HINT}
        maxLength={LIMITS.location}
        rowClassName="sm:grid-cols-2"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...text}
          meta={fields.affiliation}
          label={LABELS.affiliation}
          placeholder={AFFILIATION_PLACEHOLDER}
          maxLength={LIMITS.affiliation}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text} meta={fields.phone} label={LABELS.phone} type="tel" hint={HINTS.phone} />
        <TextField {...text} meta={fields.email} label={LABELS.email} type="email" maxLength={LIMITS.email} />
      </div>
      <TextField {...text} meta={fields.whatsapp} label={LABELS.whatsapp} type="tel" hint={HINTS.whatsapp} />
      <BilingualField
        as={TextareaField}
        label={LABELS.address}
        english={fields.address}
        tamil={fields.addressTa}
        hint={HINTS.address}
        rows={2}
        maxLength={LIMITS.address}
        rowClassName="sm:grid-cols-2"
      />
      <TextField
        {...text}
        meta={fields.mapQuery}
        label={LABELS.mapQuery}
        hint={HINTS.mapQuery}
        maxLength={LIMITS.mapQuery}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...text}
          meta={fields.ageRange}
          label={LABELS.ageRange}
          hint={HINTS.figures}
          maxLength={LIMITS.figure}
        />
        <TextField
          {...text}
          meta={fields.studentCount}
          label={LABELS.studentCount}
          maxLength={LIMITS.figure}
        />
      </div>
    </>
  );
}
