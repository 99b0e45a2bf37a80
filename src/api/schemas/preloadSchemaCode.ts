/**
 * Loads zod with the schemas every endpoint builds on (the common fields, the user, the response
 * envelopes), once hydration has begun: a page's first call needs them before its first answer. The
 * envelopes import the rest. In the built app they are in the pages' shared file (vite.config.ts
 * `SHARED_CODE`), which the document names, so this adds no request: one import, not one for each
 * set of schemas, each of which was a file of its own to request. Rejects when they fail to load;
 * the page's own import loads them again.
 */
export function preloadSchemaCode(): Promise<unknown> {
  return import('./envelope');
}
