import { fromCall } from '../shared/fromCall';
import type { StorageLike } from '../../api';

/** Where the time of the last automatic reload is kept (session storage: per tab, survives the reload). */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk_reload_at';

/** The real effects of the chunk-reload machine, over a storage such as `window.sessionStorage`. */
export function createChunkReloadActors(storage: StorageLike) {
  return {
    readLastReload: fromCall<number | null>(async () => {
      const stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
      const at = stored === null ? Number.NaN : Number(stored);
      return Number.isFinite(at) ? at : null;
    }),
    writeLastReload: fromCall<void, { readonly at: number }>(async ({ input }) => {
      storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(input.at));
    }),
  };
}
