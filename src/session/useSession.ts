import { useContext } from 'react';
import { SessionActorContext, type SessionActorRef } from './sessionActorRef';
import type { SessionContext } from './session.types';
import { useSnapshotSelector } from './useSnapshotSelector';

/** The session actor of the nearest SessionProvider; a component outside one is a wiring mistake. */
export function useSessionActorRef(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActorRef: no SessionProvider above this component');
  return actor;
}

/**
 * A value of the store; the component re-renders when it changes (compared with `compare`,
 * `===` by default): `const count = useSession((s) => s.shopCartNum)`.
 */
export function useSession<T>(selector: (context: SessionContext) => T, compare?: (a: T, b: T) => boolean): T {
  const actor = useSessionActorRef();
  return useSnapshotSelector(actor, (snapshot) => selector(snapshot.context), compare);
}

/** The session's `send`. */
export function useSessionSend(): SessionActorRef['send'] {
  return useSessionActorRef().send;
}
