import { createDeferredActor, type DeferredActor } from '../machines/shared/deferredActor';
import { initialSessionContext } from './session.defaults';
import type { SessionSnapshot } from './sessionActorRef';
import type { SessionEmitted, SessionEvent, SessionInput } from './session.types';

/** The browser's session until and after its machine has loaded (see createDeferredSession). */
export type DeferredSession = DeferredActor<SessionSnapshot, SessionEvent, SessionEmitted>;

/**
 * The app's session in the browser. The first render (hydration of the server's page) needs only
 * the store's initial values, so xstate and the session machine load after it: `start()` loads them
 * (the app calls it once it has begun hydrating). Events sent before then wait and are taken in
 * order; listeners of `captcha.finished` and `login.changed` hear them once the machine runs.
 */
export function createDeferredSession(input: SessionInput): DeferredSession {
  return createDeferredActor<SessionSnapshot, SessionEvent, SessionEmitted>({ context: initialSessionContext(input) }, () =>
    loadSessionActor().then((module) => () => module.startSessionActor(input)),
  );
}

const loadSessionActor = () => import('./sessionActor');

/**
 * Loads (and so evaluates) xstate and the session machine without starting anything: a session's
 * `start()` then finds them loaded. Rejects when they cannot be loaded; `start()` tries again.
 */
export function preloadSessionCode(): Promise<unknown> {
  return loadSessionActor();
}
