/**
 * Loads zod with the schemas every endpoint builds on (the common fields, the user, the response
 * envelopes): a page's modules import them through their endpoints, and evaluated with those, zod's
 * modules and these schemas made one long task of the page's start on a phone. Evaluated as they
 * arrive, they are a task of their own. Rejects when they fail to load; the page's own import loads
 * them again.
 */
export function preloadSchemaCode(): Promise<unknown> {
  return import('./envelope');
}
