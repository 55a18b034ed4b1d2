// The Edit School dialog's form (spec §2 School Management): every field of the school, its two
// pictures, key features and grades. It carries the school's updatedAt as it was when the dialog
// opened, so a save made meanwhile by someone else refuses this one instead of being overwritten.
import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { FormDialogFooter, FormMessage, useDialogForm } from "~/components/admin/form-dialog";
import { ImageField } from "~/components/admin/image-field";
import { BilingualRow } from "~/components/admin/tamil-field";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import {
  AFFILIATION_PLACEHOLDER,
  SCHOOL_FIELD_HINTS as HINTS,
  SCHOOL_FIELD_LABELS as LABELS,
  LIST_EDITOR_COPY,
  SAVE_SCHOOL_LABEL,
  SCHOOL_LIMITS,
  SCHOOL_MESSAGES,
} from "~/copy/admin-schools";
import { TAMIL_FIELDS_HINT, tamilLabel } from "~/copy/admin-tamil";
import { SAVE_SCHOOL_INTENT, schoolFormSchema } from "~/lib/schemas/schools";
import type { AdminSchool } from "./admin-school";
import { ListEditor } from "./list-editor";

/** Conform's messages for a list: about the list itself or about one of its items. */
function listErrors(allErrors: Record<string, string[]>, name: string) {
  const messages = Object.entries(allErrors)
    .filter(([key]) => key === name || key.startsWith(`${name}[`))
    .flatMap(([, list]) => list);
  return [...new Set(messages)];
}

export function SchoolForm({
  school,
  maxUploadBytes,
  onSaved,
}: {
  school: AdminSchool;
  maxUploadBytes: number;
  onSaved: () => void;
}) {
  // What the dialog opened with; the page's data refreshing meanwhile must not change it.
  const [loaded] = useState(school);
  const [features, setFeatures] = useState(loaded.features);
  const [featuresTa, setFeaturesTa] = useState(loaded.featuresTa);
  const [grades, setGrades] = useState(loaded.grades);
  const { fetcher, form, fields, busy } = useDialogForm({
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
    },
    onSaved,
  });
  const allErrors = form.allErrors ?? {};

  function text(
    name: "name" | "location" | "address" | "phone" | "whatsapp" | "email" | "affiliation",
    options: { type?: string; placeholder?: string; hint?: string; required?: boolean; max?: number } = {},
  ) {
    const meta = fields[name];
    return (
      <Field
        label={LABELS[name]}
        id={meta.id}
        errorId={meta.errorId}
        error={meta.errors}
        description={options.hint}
        required={options.required}
        className="content-start"
      >
        <Input
          name={meta.name}
          defaultValue={meta.initialValue}
          type={options.type ?? "text"}
          placeholder={options.placeholder}
          maxLength={options.max}
          autoComplete="off"
        />
      </Field>
    );
  }

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid min-w-0 gap-5">
      <input type="hidden" name="intent" value={SAVE_SCHOOL_INTENT} />
      <input type="hidden" name="slug" value={loaded.slug} />
      <input type="hidden" name="updatedAt" value={loaded.updatedAt} />
      {text("name", { required: true, max: SCHOOL_LIMITS.name })}
      <BilingualRow className="sm:grid-cols-2">
        {text("location", { hint: HINTS.location, max: SCHOOL_LIMITS.location })}
        <Field
          label={tamilLabel(LABELS.location)}
          id={fields.locationTa.id}
          errorId={fields.locationTa.errorId}
          error={fields.locationTa.errors}
          description={TAMIL_FIELDS_HINT}
          className="content-start"
        >
          <Input
            lang="ta"
            name={fields.locationTa.name}
            defaultValue={fields.locationTa.initialValue}
            maxLength={SCHOOL_LIMITS.location}
            autoComplete="off"
          />
        </Field>
      </BilingualRow>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("affiliation", { placeholder: AFFILIATION_PLACEHOLDER, max: SCHOOL_LIMITS.affiliation })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("phone", { type: "tel", hint: HINTS.phone })}
        {text("email", { type: "email", max: SCHOOL_LIMITS.email })}
      </div>
      {text("whatsapp", { type: "tel", hint: HINTS.whatsapp })}
      <Field
        label={LABELS.address}
        id={fields.address.id}
        errorId={fields.address.errorId}
        error={fields.address.errors}
        description={HINTS.address}
      >
        <Textarea
          name={fields.address.name}
          defaultValue={fields.address.initialValue}
          rows={2}
          maxLength={SCHOOL_LIMITS.address}
        />
      </Field>
      <BilingualRow className="sm:grid-cols-2">
        <Field
          label={LABELS.description}
          id={fields.description.id}
          errorId={fields.description.errorId}
          error={fields.description.errors}
          description={HINTS.description}
        >
          <Textarea
            name={fields.description.name}
            defaultValue={fields.description.initialValue}
            rows={3}
            maxLength={SCHOOL_LIMITS.description}
          />
        </Field>
        <Field
          label={tamilLabel(LABELS.description)}
          id={fields.descriptionTa.id}
          errorId={fields.descriptionTa.errorId}
          error={fields.descriptionTa.errors}
        >
          <Textarea
            lang="ta"
            name={fields.descriptionTa.name}
            defaultValue={fields.descriptionTa.initialValue}
            rows={3}
            maxLength={SCHOOL_LIMITS.description}
          />
        </Field>
      </BilingualRow>
      <div className="grid gap-5 sm:grid-cols-2">
        <ImageField
          label={LABELS.headerImage}
          name={fields.headerImage.name}
          category="school-headers"
          maxUploadBytes={maxUploadBytes}
          defaultValue={
            loaded.headerImage
              ? { url: loaded.headerImage, previewUrl: loaded.headerPreview ?? undefined }
              : null
          }
          error={fields.headerImage.errors}
        />
        <ImageField
          label={LABELS.logoImage}
          name={fields.logoImage.name}
          category="school-logos"
          maxUploadBytes={maxUploadBytes}
          defaultValue={
            loaded.logoImage ? { url: loaded.logoImage, previewUrl: loaded.logoPreview ?? undefined } : null
          }
          error={fields.logoImage.errors}
        />
      </div>
      <BilingualRow className="sm:grid-cols-2">
        <ListEditor
          name={fields.features.name}
          label={LABELS.features}
          hint={HINTS.features}
          copy={LIST_EDITOR_COPY.features}
          items={features}
          onChange={setFeatures}
          maxItemLength={SCHOOL_LIMITS.feature}
          maxItems={SCHOOL_LIMITS.features}
          tooManyMessage={SCHOOL_MESSAGES.features}
          error={listErrors(allErrors, fields.features.name)}
        />
        <ListEditor
          name={fields.featuresTa.name}
          label={tamilLabel(LABELS.features)}
          hint={HINTS.features}
          copy={LIST_EDITOR_COPY.featuresTa}
          items={featuresTa}
          onChange={setFeaturesTa}
          maxItemLength={SCHOOL_LIMITS.feature}
          maxItems={SCHOOL_LIMITS.features}
          tooManyMessage={SCHOOL_MESSAGES.features}
          error={listErrors(allErrors, fields.featuresTa.name)}
          lang="ta"
        />
      </BilingualRow>
      <ListEditor
        name={fields.grades.name}
        label={LABELS.grades}
        hint={HINTS.grades}
        copy={LIST_EDITOR_COPY.grades}
        items={grades}
        onChange={setGrades}
        maxItemLength={SCHOOL_LIMITS.grade}
        maxItems={SCHOOL_LIMITS.grades}
        tooManyMessage={SCHOOL_MESSAGES.grades}
        error={listErrors(allErrors, fields.grades.name)}
      />
      <FormMessage form={form} />
      <FormDialogFooter busy={busy} submitLabel={SAVE_SCHOOL_LABEL} />
    </fetcher.Form>
  );
}
