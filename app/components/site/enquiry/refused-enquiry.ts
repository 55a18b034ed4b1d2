/** What the server said when it refused a plain form post: JSON, so an island can take it as a prop. */
export type EnquiryRefusal = { title: string; description?: string };

/**
 * The reason the server refused a plain form post (app/server/http/enquiry-endpoint.server.ts sends
 * the browser back with it as a flash toast). The page's script shows it as a toast; the forms
 * also draw it in a <noscript>, for the browsers that posted because they run no script.
 */
export function refusedEnquiry(matches: readonly unknown[]): EnquiryRefusal | null {
  const root = matches[0] as
    | { loaderData?: { toast?: (EnquiryRefusal & { type: string }) | null } }
    | undefined;
  const toast = root?.loaderData?.toast;
  return toast?.type === "error" ? { title: toast.title, description: toast.description } : null;
}
