/**
 * Loads zod with the schemas every endpoint builds on (the common fields, the user, the response
 * envelopes): a page's modules import them through their endpoints, and evaluated with those, zod's
 * modules and these schemas made one long task of the page's start on a phone. Loaded here step by
 * step, zod (set up for the browser, `./zodSetUp`), the tolerant numbers and ids (the first schemas
 * built, which pay for zod's first use), the other common fields, the user and then the envelopes,
 * each is evaluated in a task of its own as it arrives: built together, the sets of schemas took
 * 6-12 ms of CPU on a fast computer, the common fields alone 6-9 ms on a 2-core machine under
 * Lighthouse. `nextTask` ends the task between two steps (the browser's start passes its
 * yieldToBrowser; without it the steps follow one another). Rejects when they fail to load; the
 * page's own import loads them again.
 */
export async function preloadSchemaCode(nextTask: () => Promise<void> = () => Promise.resolve()): Promise<unknown> {
  await import('./zodSetUp');
  await nextTask();
  await import('./numberish');
  await nextTask();
  await import('./common');
  await nextTask();
  await import('./user');
  await nextTask();
  return import('./envelope');
}
