import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { FormEvent } from "react";
import { focusFirstInvalid } from "../dialog-focus";

/** The name of the button Conform submits with when it checks one field. */
const CONFORM_INTENT = "__intent__";

/**
 * The form's props, whose submit also focuses the first field refused in the browser. `hold` may
 * keep a submit back (a save pressed while a picture uploads waits for it: uploads.tsx); `onPost`
 * hears a submit that goes on to post.
 */
export function submitProps<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
  { hold, onPost }: { hold?: (event: FormEvent<HTMLFormElement>) => boolean; onPost?: () => void } = {},
) {
  const conformProps = getFormProps(form);
  return {
    ...conformProps,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (hold?.(event)) return;
      conformProps.onSubmit(event);
      if (!event.defaultPrevented) onPost?.();
      // Conform checks a field on leaving it by a submit of its own (its "__intent__" button); that
      // one must not pull focus back, or Tab could never leave an emptied field.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (event.defaultPrevented && submitter?.getAttribute("name") !== CONFORM_INTENT)
        requestAnimationFrame(() => focusFirstInvalid(form.id));
    },
  };
}
