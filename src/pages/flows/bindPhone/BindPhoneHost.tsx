import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { bindPhoneMachine } from '../../../machines/bindPhone/bindPhone.machine';
import { createBindPhoneActors } from '../../../machines/bindPhone/bindPhone.actors';
import { useApiClient, useSession, useSessionActorRef } from '../../../session';
import { useFlowMessageText } from '../session/useFlowMessageText';
import { BindPhoneView } from './BindPhoneView';

/**
 * The shared layout's phone-binding dialog (spec §2: only when requested): opens when the
 * session's bind_phone.show turns true (`bindPhone.request`), closes it again (`bindPhone.close`)
 * when the shopper binds the number or gives up.
 */
export function BindPhoneHost() {
  const client = useApiClient();
  const session = useSessionActorRef();
  const text = useFlowMessageText();
  const request = useSession((s) => s.bind_phone);
  const machine = useMemo(() => bindPhoneMachine.provide({ actors: createBindPhoneActors(client) }), [client]);
  const actorRef = useActorRef(machine);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('closed', () => session.send({ type: 'bindPhone.close' })),
      actorRef.on('bound', () => session.send({ type: 'bindPhone.close' })),
      actorRef.on('toast', (event) => session.send({ type: 'toast.show', text: text(event.message), tone: event.tone })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, text]);

  useEffect(() => {
    const snapshot = actorRef.getSnapshot();
    if (request.show && snapshot.matches('hidden')) {
      actorRef.send({ type: 'open', submit_param: request.submit_param, bind_phone_tip: request.bind_phone_tip });
    }
    if (!request.show && snapshot.hasTag('dialog')) actorRef.send({ type: 'close' });
  }, [actorRef, request]);

  return <BindPhoneView actorRef={actorRef} />;
}
