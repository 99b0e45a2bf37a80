import { useEffect, useMemo, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { touristLoginMachine } from '../../../machines/touristLogin/touristLogin.machine';
import { createTouristLoginActors } from '../../../machines/touristLogin/touristLogin.actors';
import { useApiClient, useSessionActorRef } from '../../../session';
import { useFlowMessageText } from '../session/useFlowMessageText';
import { TouristLoginStatusView } from './TouristLoginStatusView';

export interface TouristLoginProps {
  /** The WeChat authorisation code of the query, when there is one. */
  code?: string | null;
  /** `document.cookie` by default (the blocking cookie is read from it). */
  readCookies?: () => string;
}

const documentCookies = () => document.cookie;

/**
 * Runs the tourist's automatic WeChat login once, when the layout starts (spec §4): the session
 * says whether the shopper is a logged-out Chinese tourist; success logs the session in and shows
 * the Chinese success toast.
 */
export function TouristLogin({ code = null, readCookies = documentCookies }: TouristLoginProps) {
  const client = useApiClient();
  const session = useSessionActorRef();
  const text = useFlowMessageText();
  const [input] = useState(() => {
    const context = session.getSnapshot().context;
    return { isLogin: context.isLogin, isChineseTourist: context.is_chinese_tourists, code };
  });
  const machine = useMemo(() => touristLoginMachine.provide({ actors: createTouristLoginActors(client, readCookies) }), [client, readCookies]);
  const actorRef = useActorRef(machine, {
    input,
  });

  useEffect(() => {
    const subscriptions = [
      actorRef.on('loggedIn', (event) => {
        session.send({ type: 'login.seen', isLogin: true });
        if (event.login?.userInfo) session.send({ type: 'user.loaded', userData: event.login.userInfo });
      }),
      actorRef.on('toast', (event) => session.send({ type: 'toast.show', text: text(event.message), tone: event.tone })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, text]);

  return <TouristLoginStatusView actorRef={actorRef} />;
}
