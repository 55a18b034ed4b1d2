// The addresses of event registration (issue 29): the form, the confirmation page (named by its
// registration's secret token) and the cancel form (a reference may be prefilled). Free of
// dependencies (relative imports only): the visitor tracker imports it to keep the token out of what it reports.
import { eventPath } from "../copy/events-page";

export function registerPath(slug: string) {
  return `${eventPath(slug)}/register`;
}

/** The confirmation page: whoever holds its address sees the registration, so it stays private. */
export function confirmationPath(slug: string, token: string) {
  return `${eventPath(slug)}/registration/${token}`;
}

export function cancelPath(slug: string, reference?: string) {
  const path = `${eventPath(slug)}/cancel`;
  return reference ? `${path}?reference=${encodeURIComponent(reference)}` : path;
}

/** The confirmation and cancel pages, in either language: personal, never kept or indexed. */
const PRIVATE_PAGE = /^(?:\/ta)?\/events\/[^/]+\/(?:registration\/[^/]+|cancel)\/?$/i;

export function isPrivateRegistrationPage(pathname: string): boolean {
  return PRIVATE_PAGE.test(pathname);
}

const TOKEN_IN_PATH = /^((?:\/ta)?\/events\/[^/?#]+\/registration)\/[^/?#]+/i;
const CANCEL_QUERY = /^((?:\/ta)?\/events\/[^/?#]+\/cancel\/?)\?[^#]*/i;

/**
 * A page address as analytics may keep it: a confirmation page without its token, the cancel
 * page without the reference in its query. Any other address is returned as it is.
 */
export function withoutRegistrationSecrets(path: string): string {
  return path.replace(TOKEN_IN_PATH, "$1").replace(CANCEL_QUERY, "$1");
}
