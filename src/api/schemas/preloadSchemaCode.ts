/**
 * Loads zod and the schemas every endpoint builds on, in two steps each evaluated in a task of its
 * own (`between` ends the task; the app passes its yield): zod with the common fields, then the
 * user and the response envelopes. A page's modules import them through their endpoints: evaluated
 * with those, zod's modules and these schemas made one long task of the page's start on a phone.
 * Rejects when a step fails to load; the page's own import loads it again.
 */
export async function preloadSchemaCode(between: () => Promise<void>): Promise<void> {
  await import('./common');
  await between();
  await import('./envelope');
}
