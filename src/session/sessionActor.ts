import { createActor } from 'xstate';
import { sessionMachine } from './session.machine';
import type { SessionInput } from './session.types';

/** A started session actor: the module the browser's deferred session loads after the first render. */
export function startSessionActor(input: SessionInput) {
  return createActor(sessionMachine, { input }).start();
}
