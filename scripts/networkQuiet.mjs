// Waiting until a page has stopped asking for things, for the checks that drive the built app in a
// browser. Playwright's `networkidle` waits for 500 ms without a request: on 248 pages that was
// two minutes of the server-rendering check spent waiting. A page's calls after hydration start
// within a frame or two of each other, so a shorter quiet window sees the same requests.

/** How long no request may be on its way before the page counts as quiet. */
export const QUIET_MS = 150;
const POLL_MS = 25;

/**
 * Follows the page's requests from now on. `quiet()` resolves with true once none has been on its
 * way for `quietMs`, or with false at `timeoutMs` (a request that never ends, an endless poll).
 */
export function watchRequests(page) {
  const open = new Set();
  let changedAt = Date.now();
  page.on('request', (request) => {
    open.add(request);
    changedAt = Date.now();
  });
  const ended = (request) => {
    open.delete(request);
    changedAt = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // A redirect ends its request with a response and goes on as a new request (`redirectedFrom`).
  page.on('response', (response) => {
    if (response.status() >= 300 && response.status() < 400) ended(response.request());
  });
  return {
    async quiet({ quietMs = QUIET_MS, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (open.size === 0 && Date.now() - changedAt >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return false;
    },
  };
}
