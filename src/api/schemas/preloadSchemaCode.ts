/**
 * Loads zod with the schemas every endpoint builds on (the common fields, the user, the response
 * envelopes): a page's modules import them through their endpoints, and evaluated with those, zod's
 * modules and these schemas made one long task of the page's start on a phone. Loaded here in two
 * steps, zod (set up for the browser, `./zodSetUp`) and then the schemas, each is evaluated in a
 * task of its own as it arrives. Rejects when they fail to load; the page's own import loads them again.
 */
export async function preloadSchemaCode(): Promise<unknown> {
  await import('./zodSetUp');
  return import('./envelope');
}
