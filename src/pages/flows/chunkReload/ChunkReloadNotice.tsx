import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { StorageLike } from '../../../api';
import { chunkReloadMachine, createChunkReloadActors } from '../../../machines/chunkReload';
import { ChunkReloadView } from './ChunkReloadView';

export interface ChunkReloadNoticeProps {
  /** When the chunk failed to load (ms since the epoch); now by default. */
  failedAt?: number;
  /** Reloads the page; `window.location.reload()` by default. */
  reload?: () => void;
  /** Where the last reload time is kept; `window.sessionStorage` by default. */
  storage?: StorageLike;
  now?: () => number;
}

const defaultNow = () => Date.now();

function defaultStorage(): StorageLike {
  return window.sessionStorage;
}

/**
 * Shown in place of a route whose code could not be loaded (lazyWithReload renders it): reloads the
 * page at once unless it already did so in the last 60 s, then offers a reload button instead.
 */
export function ChunkReloadNotice({ failedAt, reload, storage, now = defaultNow }: ChunkReloadNoticeProps) {
  const logic = useMemo(
    () => chunkReloadMachine.provide({ actors: createChunkReloadActors(storage ?? defaultStorage()) }),
    [storage],
  );
  const actorRef = useActorRef(logic, { input: {} });
  const at = failedAt;
  useEffect(() => {
    // A second run (StrictMode) finds the machine past idle and is ignored.
    actorRef.send({ type: 'chunk.failed', at: at ?? now() });
  }, [actorRef, at, now]);
  useEffect(() => {
    const subscription = actorRef.on('reload', () => (reload ? reload() : window.location.reload()));
    return () => subscription.unsubscribe();
  }, [actorRef, reload]);
  return <ChunkReloadView actorRef={actorRef} now={now} />;
}
