import { useActorRef } from '@xstate/react';
import { useContext, useEffect, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { clickStatistics } from '../clickStatistics';
import { impressionMachine } from '../impression.machine';
import { observeImpression } from '../intersectionAdapter';
import type { ClickStatistics } from '../tracking.types';
import { TrackingContext } from './TrackingContext';

export type ImpressionActorRef = ActorRefFrom<typeof impressionMachine>;

/**
 * Queues the element's impression (spec §7 payload) once at least 20% of it has been in view for
 * 1 s. The payload is read once, at mount. Give `actor` to drive an impression actor created
 * elsewhere (stories). The element's component does not render again as its impression moves on
 * (`outOfView`, `inView`, `seen`): a page of cards coming into view re-renders nothing.
 */
export function useTrackImpression(
  ref: RefObject<Element | null>,
  payload: ClickStatistics,
  actor?: ImpressionActorRef,
): void {
  const tracking = useContext(TrackingContext);
  const own = useActorRef(impressionMachine, { input: { payload: clickStatistics(payload) } });
  const impression = actor ?? own;
  useEffect(() => {
    const subscription = impression.on('impression', (event) => {
      tracking?.actor.send({ type: 'track', record: { kind: 'click', payload: event.payload } });
    });
    return () => subscription.unsubscribe();
  }, [impression, tracking]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return observeImpression(element, (event) => impression.send(event), tracking?.createObserver);
  }, [ref, impression, tracking]);
}
