import type { ComponentType } from 'react';
import type { ChunkReloadNoticeProps } from './ChunkReloadNotice';

let loading: Promise<ComponentType<ChunkReloadNoticeProps> | null> | null = null;

/**
 * The chunk-reload notice (its machine and xstate), loaded once: the app loads it as soon as it
 * starts hydrating, so it is here before any page's chunk can fail to load. Resolves with null when
 * it could not be loaded (the connection dropped first): the caller shows ChunkReloadUnavailable,
 * and the next call tries again.
 */
export function loadChunkReloadNotice(): Promise<ComponentType<ChunkReloadNoticeProps> | null> {
  loading ??= import('./ChunkReloadNotice').then(
    (module) => module.ChunkReloadNotice,
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
