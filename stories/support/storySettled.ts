/**
 * Story-only: whether what a story started has finished before its screenshot. A story's play may
 * end as soon as the address changes or a button appears; the page's answers, a route's loader or
 * a lazily loaded part may still be on their way. The screenshot waits for them (vitest.setup).
 */
import type { MswApi } from 'msw-storybook-addon/types';

/** A request older than this is one a story holds on purpose (an upload that never ends). */
const STALE_REQUEST_MS = 5_000;

/** Requests the mock worker has begun and not yet ended, with when they began. */
const open = new Map<string, number>();
/** Requests the mock worker has ended (answered, passed through or failed), by id. */
const ended = new Set<string>();
/** Workers already reporting here (one listener each, for every story). */
const watched = new WeakSet<MswApi>();

/** Something that can say whether it is still busy: the route harness's router. */
type BusyCheck = () => boolean;
let routerBusy: BusyCheck | null = null;

/** Listens to the story's mock worker once (a preview beforeEach, after the msw loader). */
export function watchStoryRequests(context: object): void {
  const worker = (context as { msw?: MswApi }).msw;
  if (!worker || watched.has(worker)) return;
  watched.add(worker);
  worker.events.on('request:start', ({ requestId }) => {
    open.set(requestId, performance.now());
  });
  const end = ({ requestId }: { requestId: string }) => {
    open.delete(requestId);
    ended.add(requestId);
  };
  worker.events.on('request:end', end);
  worker.events.on('unhandledException', end);
}

/** Whether the mock worker has ended the request with this id (`allAnswered` of requestRecorder). */
export function requestEnded(requestId: string): boolean {
  return ended.has(requestId);
}

/** The route harness on screen says whether its router is loading or revalidating (null: none on screen). */
export function watchRouter(busy: BusyCheck | null): void {
  routerBusy = busy;
}

/** No request is on its way (bar those held on purpose) and no route is loading. */
export function storyQuiet(): boolean {
  const now = performance.now();
  for (const [id, began] of open) {
    if (now - began > STALE_REQUEST_MS) open.delete(id);
    else return false;
  }
  return !(routerBusy?.() ?? false);
}
