// Admin lists keep their filters and page in the URL, one address per list: a loader redirects an
// address with empty, unknown or out-of-range values to its clean form. React Router's own `_routes`
// parameter (which loaders a data request runs) is not part of that address.
const ROUTER_PARAMS = new Set(["_routes"]);

/** True when `current` holds exactly the clean parameters `clean`, in the same order. */
export function isCleanListAddress(current: URLSearchParams, clean: URLSearchParams) {
  const own = [...current].filter(([name]) => !ROUTER_PARAMS.has(name));
  return JSON.stringify(own) === JSON.stringify([...clean]);
}
