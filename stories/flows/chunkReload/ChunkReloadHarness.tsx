import { useActorRef } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createMemoryStorage } from '../../../src/api';
import { chunkReloadMachine, type ChunkReloadContext } from '../../../src/machines/chunkReload';
import { ChunkReloadNotice, ChunkReloadView, lazyWithReload } from '../../../src/pages/flows/chunkReload';

/** The story's fixed clock (no Date.now in what renders). */
export const STORY_NOW = 1_741_946_400_000;
const now = () => STORY_NOW;

const logic = chunkReloadMachine.provide({
  actors: {
    readLastReload: fromPromise<number | null>(() => new Promise<number | null>(() => {})),
    writeLastReload: fromPromise<void, { readonly at: number }>(() => new Promise<void>(() => {})),
  },
});

/** Story-only: the real view on an actor started in a resolved state. */
export function ChunkReloadStateHarness({ value, context }: { value: string; context: ChunkReloadContext }) {
  const actorRef = useActorRef(logic, { input: {}, snapshot: logic.resolveState({ value, context }) });
  return <ChunkReloadView actorRef={actorRef} now={now} />;
}

/** Story-only: the wired notice with a tab storage that last reloaded `lastReloadAgoMs` ago (or never). */
export function ChunkReloadNoticeHarness({ lastReloadAgoMs, reload }: { lastReloadAgoMs?: number; reload: () => void }) {
  const storage = useMemo(
    () => createMemoryStorage(lastReloadAgoMs === undefined ? {} : { chunk_reload_at: String(STORY_NOW - lastReloadAgoMs) }),
    [lastReloadAgoMs],
  );
  return <ChunkReloadNotice storage={storage} reload={reload} now={now} />;
}

/** The reload of the story being shown (the lazy route is made once, at module level). */
let storyReload: () => void = () => {};

/** A route made with lazyWithReload whose chunk cannot be fetched; it reloaded 5 s ago. */
const MissingRoute = lazyWithReload<object>(
  () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Cart-3f9a.js')),
  { reload: () => storyReload(), now, storage: createMemoryStorage({ chunk_reload_at: String(STORY_NOW - 5_000) }) },
);

/** Story-only: the lazy route inside Suspense. */
export function LazyRouteHarness({ reload, loadingLabel }: { reload: () => void; loadingLabel: string }) {
  useEffect(() => {
    storyReload = reload;
  }, [reload]);
  return (
    <Suspense fallback={<p>{loadingLabel}</p>}>
      <MissingRoute />
    </Suspense>
  );
}
