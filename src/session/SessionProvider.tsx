import { createContext, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { sessionMachine } from './session.machine';
import type { SessionInput } from './session.types';

/** A running session actor. */
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

export const SessionActorContext = createContext<SessionActorRef | null>(null);

function OwnSession({ input, children }: { input: SessionInput | undefined; children: ReactNode }) {
  const actor = useActorRef(sessionMachine, { input });
  return <SessionActorContext value={actor}>{children}</SessionActorContext>;
}

export interface SessionProviderProps {
  /** Initial values of the store (locale, osPlatform, isLogin, is_chinese_tourists, …). Read once. */
  input?: SessionInput;
  /** An already created (and started) session actor: a host's own, or a story's. Wins over `input`. */
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
