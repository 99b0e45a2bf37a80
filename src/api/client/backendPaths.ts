/**
 * The path prefixes under which the browser calls the shop's backends on the page's own origin
 * (`baseUrl: ''`): the legacy web calls (`/m_api`, `/wap/api`), the "go" calls (`/api/go`), the
 * booking calls (`/booking`) and the versioned ones (`/v1`). A host that serves the pages proxies
 * exactly these to its backend; every endpoint the client defines (save the card vault's, on its
 * own origin) starts with one of them.
 */
export const BACKEND_PATH_PREFIXES = ['/m_api', '/wap/api', '/api/go', '/booking', '/v1'] as const;

/** Whether a path on the page's origin is a backend call (what a host's proxy forwards). */
export function isBackendPath(pathname: string): boolean {
  return BACKEND_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
