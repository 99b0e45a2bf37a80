import type { ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { sessionMachine } from './session.machine';
import { SessionActorContext, type SessionActorRef } from './sessionActorRef';
import type { SessionInput } from './session.types';

export type { SessionActorRef } from './sessionActorRef';

function OwnSession({ input, children }: { input: SessionInput | undefined; children: ReactNode }) {
  const actor = useActorRef(sessionMachine, { input });
  return <SessionActorContext value={actor}>{children}</SessionActorContext>;
}

export interface SessionProviderProps {
  /** Initial values of the store (locale, osPlatform, isLogin, is_chinese_tourists, …). Read once. */
  input?: SessionInput;
  /** An already created (and started) session actor: a host's own, a story's, or the app's deferred one. Wins over `input`. */
  actor?: SessionActorRef;
  children: ReactNode;
}

/**
 * Gives the components below it the one session (the store of spec §3). Without `actor` it creates
 * and runs its own from `input`.
 */
export function SessionProvider({ input, actor, children }: SessionProviderProps) {
  if (actor) return <SessionActorContext value={actor}>{children}</SessionActorContext>;
  return <OwnSession input={input}>{children}</OwnSession>;
}
