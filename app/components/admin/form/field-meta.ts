import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** What a kit field reads from Conform's metadata of its field (`fields.title`). */
export type FieldMeta = Pick<FieldMetadata, "id" | "name" | "errorId" | "errors" | "initialValue">;

/** What every kit field takes besides its control's own attributes. */
export type FieldFrameProps = {
  meta: FieldMeta;
  label: string;
  /** The hint under the control, read out with it. */
  hint?: ReactNode;
  /** Marks the label with * and the control with aria-required (no browser check: the schema checks). */
  required?: boolean;
  /** The language typed in it: "ta" for a Tamil version. */
  lang?: "ta";
  /** The wrapper's classes (label, control, hint and error). */
  className?: string;
};

/** The saved value Conform holds for a field that carries one string. */
export function initialText(meta: FieldMeta): string | undefined {
  return typeof meta.initialValue === "string" ? meta.initialValue : undefined;
}

/** The props of ui/field's Field for this metadata. */
export function frameProps({ meta, label, hint, required, className }: FieldFrameProps) {
  return {
    label,
    id: meta.id,
    errorId: meta.errorId,
    error: meta.errors,
    description: hint,
    required,
    className,
  };
}
