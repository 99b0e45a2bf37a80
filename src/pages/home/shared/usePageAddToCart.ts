import { useActorRef } from '@xstate/react';
import { useCallback } from 'react';
import { addToCartMachine } from '../../../machines/addToCart/addToCart.machine';
import { createAddToCartActors } from '../../../machines/addToCart/addToCart.actors';
import type { CartItem } from '../../../machines/addToCart/addToCart.types';
import { awaitCaptcha, useApiClient, useSessionActorRef } from '../../../session';
import { useAddToCartOutlets } from '../../flows/addToCart';

/**
 * One addToCart flow for a whole grid of product cards (the cards carry their own cart buttons):
 * the real cart calls, the captcha through the session, and the flow's results sent to the session
 * (cart count, toasts, bundle tips, bind phone) and to `onNavigate` (login, the cart).
 * Returns the running actor (for the cart-full dialog) and `add(item)`.
 */
export function usePageAddToCart(onNavigate: (to: string) => void, now: () => number = Date.now) {
  const client = useApiClient();
  const session = useSessionActorRef();
  const actorRef = useActorRef(
    addToCartMachine.provide({
      actors: createAddToCartActors(client, (source, signal) => awaitCaptcha(session, source, signal)),
    }),
  );
  useAddToCartOutlets(actorRef, session, onNavigate);
  const add = useCallback(
    (item: CartItem) => {
      const context = session.getSnapshot().context;
      actorRef.send({
        type: 'add',
        item,
        isLogin: context.isLogin,
        inApp: context.osPlatform !== 1,
        bundle: { no_need_bundle_tip: context.bundle.no_need_bundle_tip, last_bundle_tip_time: context.bundle.last_bundle_tip_time },
        at: now(),
      });
    },
    [actorRef, session, now],
  );
  return { actorRef, add };
}
