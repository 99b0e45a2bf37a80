import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { captchaMachine } from '../../../machines/captcha/captcha.machine';
import { createCaptchaActors } from '../../../machines/captcha/captcha.actors';
import { useApiClient, useSession, useSessionActorRef } from '../../../session';
import { CaptchaPopupView } from './CaptchaPopupView';

/**
 * The shared layout's captcha popup (spec §2, §4): opens when the session's verifySource is set
 * (`captcha.start`), and reports the result with `captcha.finish` (verified true when the slide
 * passed, false when the popup was closed), which resolves the caller waiting for it.
 */
export function CaptchaHost() {
  const client = useApiClient();
  const session = useSessionActorRef();
  const source = useSession((s) => s.verifySource);
  const machine = useMemo(() => captchaMachine.provide({ actors: createCaptchaActors(client) }), [client]);
  const actorRef = useActorRef(machine);

  useEffect(() => {
    const subscription = actorRef.on('finished', (event) => {
      // The caller may have gone away first (it then finished the captcha itself).
      if (session.getSnapshot().context.verifySource !== null) {
        session.send({ type: 'captcha.finish', verified: event.verified, ticket: event.ticket });
      }
    });
    return () => subscription.unsubscribe();
  }, [actorRef, session]);

  useEffect(() => {
    const snapshot = actorRef.getSnapshot();
    if (source !== null && snapshot.matches('closed')) actorRef.send({ type: 'open', source });
    if (source === null && snapshot.hasTag('dialog')) actorRef.send({ type: 'close' });
  }, [actorRef, source]);

  return <CaptchaPopupView actorRef={actorRef} />;
}
