import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For admin lists: reload after every change, refused ones too (a record someone else deleted or
 * changed then shows as it now is) — except when the save was refused because the database cannot
 * be reached (503): reloading would only put the error page where the form with what was typed is.
 */
export function revalidateAfterEveryPost({
  formMethod,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 503) return false;
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}
