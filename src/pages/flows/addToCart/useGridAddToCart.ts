import { useCallback, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { addToCartMachine } from '../../../machines/addToCart/addToCart.machine';
import { createAddToCartActors } from '../../../machines/addToCart/addToCart.actors';
import type { CartItem } from '../../../machines/addToCart/addToCart.types';
import { awaitCaptcha, useApiClient, useSessionActorRef } from '../../../session';
import { useAddToCartOutlets } from './AddToCart';
import { useShopNavigation } from '../../shared/navigation';

export interface GridAddToCart {
  /** The running addToCart actor (its cart-full dialog renders from it). */
  readonly actorRef: ActorRefFrom<typeof addToCartMachine>;
  /** Adds one product: the cards' cart buttons call this. */
  readonly add: (item: CartItem) => void;
}

/**
 * One addToCart flow for a whole grid of product cards (home, lists, brand, favourites) on the
 * real cart calls: every card's cart button sends `add` with its item and the session's flags;
 * results go to the session (cart count, toasts, bundle tips, bind phone) and navigation (login,
 * cart) through the layout's. Render `<CartFullDialog actorRef={…} />` once beside the grid.
 */
export function useGridAddToCart(now: () => number = Date.now): GridAddToCart {
  const client = useApiClient();
  const session = useSessionActorRef();
  const navigation = useShopNavigation();
  // Built once: a machine provided anew on every render of the grid is its whole state tree again.
  const machine = useMemo(
    () => addToCartMachine.provide({ actors: createAddToCartActors(client, (source, signal) => awaitCaptcha(session, source, signal)) }),
    [client, session],
  );
  const actorRef = useActorRef(machine);
  const navigate = useCallback((to: string) => navigation.go(to), [navigation]);
  useAddToCartOutlets(actorRef, session, navigate);

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
