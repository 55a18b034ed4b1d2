// An English field and its optional Tamil version (issue 17), side by side from md up and stacked
// on phones, drawn by whichever kit field is given as `as` (TextField, TextareaField…).
import type { ComponentType, ReactNode } from "react";
import { BilingualRow } from "~/components/admin/tamil-field";
import { tamilLabel } from "~/copy/admin-tamil";
import type { FieldMeta } from "./field-meta";

/** What BilingualField gives each of its two fields. */
type Given = { meta: FieldMeta; label: string; hint?: ReactNode; required?: boolean; lang?: "ta" };

export function BilingualField<Props extends Given>({
  as: Input,
  english,
  tamil,
  label,
  hint,
  tamilHint,
  required,
  rowClassName,
  englishProps,
  ...shared
}: {
  as: ComponentType<Props>;
  english: FieldMeta;
  tamil: FieldMeta;
  /** The English label; the Tamil field's says "(Tamil)" after it. */
  label: string;
  /** The English field's hint. */
  hint?: ReactNode;
  tamilHint?: ReactNode;
  /** Only the English text can be required: the Tamil one falls back to it. */
  required?: boolean;
  rowClassName?: string;
  /** Given to the English field only (a title whose typing fills in the slug). */
  englishProps?: Partial<Omit<Props, keyof Given>>;
} & Omit<Props, keyof Given>) {
  const props = shared as unknown as Props;
  return (
    <BilingualRow className={rowClassName}>
      <Input {...props} {...englishProps} meta={english} label={label} hint={hint} required={required} />
      <Input {...props} meta={tamil} label={tamilLabel(label)} hint={tamilHint} lang="ta" />
    </BilingualRow>
  );
}
