/**
 * Where the browser's api calls go. By default (`''`) to this host's own origin: its server
 * forwards the backend's paths (BACKEND_PATH_PREFIXES) to the backend, so the page, its calls and
 * its cookies share one origin. Built with `VITE_BACKEND_URL=https://api.example` the browser calls
 * the backend directly instead: the backend must then answer CORS for this host's origin with
 * credentials (the mock server does with `MOCK_ALLOW_ORIGIN`), and the server's content security
 * policy lets the page connect to it.
 */
// #region backend
export const browserBackendUrl: string = import.meta.env.VITE_BACKEND_URL ?? '';
// #endregion backend
