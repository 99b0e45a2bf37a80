import type { SessionActorRef } from './SessionProvider';

/**
 * The api client's `onLoginChange` for a session: spec §4, isLogin follows the is_login value of
 * any response. `createClient({ …, onLoginChange: connectClientToSession(() => sessionActor) })`;
 * the getter lets the client be created before the session.
 */
export function connectClientToSession(session: () => SessionActorRef | null | undefined): (isLogin: boolean) => void {
  return (isLogin) => session()?.send({ type: 'login.seen', isLogin });
}
