import { createContext } from 'react';
import type { ActorPort } from '../machines/shared/deferredActor';
import type { SessionContext, SessionEmitted, SessionEvent } from './session.types';

/** What the session's users read of its snapshot: the store. */
export interface SessionSnapshot {
  readonly context: SessionContext;
}

/**
 * The one session: a running session actor (`createActor(sessionMachine)`), or the browser's
 * deferred one (createDeferredSession), which reads as the store's initial values until the machine
 * has loaded after the first render.
 */
export type SessionActorRef = ActorPort<SessionSnapshot, SessionEvent, SessionEmitted>;

/** The session of the nearest SessionProvider (or the app's providers). */
export const SessionActorContext = createContext<SessionActorRef | null>(null);
