// The Content form's first section: the title and its slug, the type (an event's date, time and
// place appear under it), the text, and the featured image.
import { useState } from "react";
import { BilingualField } from "~/components/admin/form/bilingual-field";
import { SelectField } from "~/components/admin/form/choice-fields";
import { ImageFormField } from "~/components/admin/form/image-form-field";
import { RichTextFormField, TextField } from "~/components/admin/form/text-fields";
import { FORM_LABELS as F } from "~/copy/admin-content";
import { TAMIL_FIELDS_HINT } from "~/copy/admin-tamil";
import { CONTENT_KIND_LABELS, type ContentKind } from "~/copy/content-kinds";
import {
  CONTENT_LOCATION_MAX,
  CONTENT_SLUG_MAX,
  CONTENT_TITLE_MAX,
  kindOptions,
} from "~/lib/schemas/content";
import { contentSlug } from "~/lib/slug";
import type { ContentFields, ContentFormValues } from "./content-editor-form";

type Props = {
  fields: ContentFields;
  values: ContentFormValues;
  creating: boolean;
  maxUploadBytes: number;
};

export function ContentDetailsFields({ fields, values, creating, maxUploadBytes }: Props) {
  const slug = useSlugFollowingTitle(values.slug, creating);
  const [kind, setKind] = useState<ContentKind>(values.kind);
  return (
    <>
      <BilingualField
        as={TextField}
        label={F.title}
        english={fields.title}
        tamil={fields.titleTa}
        tamilHint={TAMIL_FIELDS_HINT}
        required
        maxLength={CONTENT_TITLE_MAX}
        englishProps={{ onInput: (event) => slug.titleTyped(event.currentTarget.value) }}
      />
      <TextField
        meta={fields.slug}
        label={F.slug}
        hint={F.slugHint}
        required
        value={slug.value}
        controlClassName="font-mono"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => slug.slugTyped(event.currentTarget.value)}
      />
      <SelectField
        meta={fields.kind}
        label={F.type}
        options={kindOptions(values.kind).map((option) => ({
          value: option,
          label: CONTENT_KIND_LABELS[option],
        }))}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as ContentKind)}
      />
      {kind === "event" ? <EventFields fields={fields} /> : null}
      <BilingualField
        as={RichTextFormField}
        label={F.body}
        english={fields.body}
        tamil={fields.bodyTa}
        hint={F.bodyHint}
        rowClassName="md:grid-cols-1 xl:grid-cols-2"
      />
      <ImageFormField
        meta={fields.featuredImage}
        mediaIdMeta={fields.featuredMediaId}
        label={F.featuredImage}
        category="general"
        maxUploadBytes={maxUploadBytes}
      />
    </>
  );
}

/**
 * The slug as the person types it (the spec's rule: lowercase, spaces to hyphens, nothing but
 * letters, digits, - and _). On creation it follows the title until they write one of their own.
 */
function useSlugFollowingTitle(saved: string, creating: boolean) {
  const [value, setValue] = useState(saved);
  const [followsTitle, setFollowsTitle] = useState(creating && saved === "");
  return {
    value,
    titleTyped(title: string) {
      if (followsTitle) setValue(contentSlug(title).slice(0, CONTENT_SLUG_MAX));
    },
    slugTyped(typed: string) {
      const next = contentSlug(typed).slice(0, CONTENT_SLUG_MAX);
      setValue(next);
      if (creating) setFollowsTitle(next === "");
    },
  };
}

/** An event's date, time and place, shown while the type is Event. */
function EventFields({ fields }: { fields: ContentFields }) {
  return (
    <fieldset
      className="grid gap-4 rounded-control border border-border p-4 sm:grid-cols-2"
      data-event-fields=""
    >
      <legend className="px-1 text-sm font-semibold">{CONTENT_KIND_LABELS.event}</legend>
      <TextField meta={fields.eventDate} label={F.eventDate} type="date" required />
      <TextField meta={fields.eventTime} label={F.eventTime} type="time" />
      <TextField
        meta={fields.location}
        label={F.location}
        maxLength={CONTENT_LOCATION_MAX}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}
