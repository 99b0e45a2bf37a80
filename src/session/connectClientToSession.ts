import type { SessionValues } from '../api';
import type { SessionActorRef } from './sessionActorRef';

/**
 * The api client's `onLoginChange` for a session: spec §4, isLogin follows the is_login value of
 * any response. `createClient({ …, onLoginChange: connectClientToSession(() => sessionActor) })`;
 * the getter lets the client be created before the session.
 */
export function connectClientToSession(session: () => SessionActorRef | null | undefined): (isLogin: boolean) => void {
  return (isLogin) => session()?.send({ type: 'login.seen', isLogin });
}

/** The api client's `session` option for a session actor: the values every request carries (spec §7). */
export function sessionRequestValues(session: SessionActorRef): () => SessionValues {
  return () => {
    const { context } = session.getSnapshot();
    return { lang: context.locale, platform: context.osPlatform, is_chinese_tourists: context.is_chinese_tourists ? 1 : 0 };
  };
}
