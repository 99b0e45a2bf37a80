import { ChunkReloadFailed } from './ChunkReloadFailed';

export interface ChunkReloadUnavailableProps {
  /** Reloads the page; `window.location.reload()` by default. */
  reload?: () => void;
}

/**
 * A page's chunk failed to load and so did the chunk-reload flow (the connection dropped before it
 * had loaded): without its once-per-60-s guard the page does not reload by itself; the shopper
 * reloads it with the button. Part of the first load: it shows when nothing more can be loaded.
 */
export function ChunkReloadUnavailable({ reload }: ChunkReloadUnavailableProps) {
  return <ChunkReloadFailed onRetry={() => (reload ? reload() : window.location.reload())} />;
}
