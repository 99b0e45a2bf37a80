/** What browsers and bundlers say when a lazily imported chunk (or its CSS) cannot be loaded. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError|Unable to preload CSS/i;

/** Whether an error is a failed chunk load (a new deployment removed the old chunks, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (typeof name === 'string' && CHUNK_ERROR.test(name)) || (typeof message === 'string' && CHUNK_ERROR.test(message));
}
