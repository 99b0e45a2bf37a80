import { useCallback, useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { addToCartMachine } from '../../../machines/addToCart/addToCart.machine';
import { createAddToCartActors } from '../../../machines/addToCart/addToCart.actors';
import type { CartItem } from '../../../machines/addToCart/addToCart.types';
import { awaitCaptcha, useApiClient, useSessionActorRef, type SessionActorRef } from '../../../session';
import { useFlowMessageText } from '../session/useFlowMessageText';
import { AddToCartView } from './AddToCartView';
import { PostForm } from '../../../forms/PostForm';
import { ADD_TO_CART_INTENT, addToCartFields } from './addToCartForm';

export interface AddToCartProps {
  item: CartItem;
  /** Where the flow sends the shopper (login, the cart): the host's router. */
  onNavigate: (to: string) => void;
  /** The clock for last_bundle_tip_time (ms since the epoch). */
  now?: () => number;
  fullWidth?: boolean;
}

/** Forwards what an add-to-cart actor emits to the session and the host. */
export function useAddToCartOutlets(
  actorRef: ActorRefFrom<typeof addToCartMachine>,
  session: SessionActorRef,
  onNavigate: (to: string) => void,
) {
  const text = useFlowMessageText();
  useEffect(() => {
    const subscriptions = [
      actorRef.on('added', (event) => {
        if (event.count !== null) session.send({ type: 'cart.count', count: event.count });
      }),
      actorRef.on('bundleTips', (event) =>
        session.send({ type: 'bundle.tips', bundle_tips: event.text, style: event.style, last_bundle_tip_time: event.at }),
      ),
      actorRef.on('bindPhone', (event) =>
        session.send({ type: 'bindPhone.request', submit_param: event.submit_param, bind_phone_tip: event.bind_phone_tip }),
      ),
      actorRef.on('toast', (event) => session.send({ type: 'toast.show', text: text(event.message), tone: event.tone })),
      actorRef.on('navigate', (event) => onNavigate(event.to)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, session, onNavigate, text]);
}

export interface WiredAddToCart {
  /** The running addToCart actor (its view, or a grid's cart-full dialog, renders from it). */
  readonly actorRef: ActorRefFrom<typeof addToCartMachine>;
  /** Adds one product with the session's flags (login, app, bundle tips) and the clock's time. */
  readonly add: (item: CartItem) => void;
}

/**
 * The addToCart flow on the real cart calls, built once: the captcha runs through the session (the
 * layout's CaptchaHost shows it) and its results go to the session (cart count, toasts, bundle
 * tips, the bind-phone request) and to `onNavigate` (login, the cart).
 */
export function useAddToCart(onNavigate: (to: string) => void, now: () => number = Date.now): WiredAddToCart {
  const client = useApiClient();
  const session = useSessionActorRef();
  // Built once: a machine provided anew on every render is its whole state tree again.
  const machine = useMemo(
    () => addToCartMachine.provide({ actors: createAddToCartActors(client, (source, signal) => awaitCaptcha(session, source, signal)) }),
    [client, session],
  );
  const actorRef = useActorRef(machine);
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

/**
 * The wired add-to-cart button: one product on the addToCart flow (`useAddToCart`), in a form that
 * posts the add to the page's action before the page works (or without JavaScript); once it works,
 * the flow takes the submit (captcha, cart-full dialog, bundle tips).
 */
export function AddToCart({ item, onNavigate, now = Date.now, fullWidth }: AddToCartProps) {
  const { actorRef, add } = useAddToCart(onNavigate, now);
  return (
    <PostForm intent={ADD_TO_CART_INTENT} formKey={item.team_id} fields={addToCartFields(item)} onSubmit={() => add(item)} inline>
      <AddToCartView actorRef={actorRef} onAdd={() => add(item)} submit {...(fullWidth !== undefined ? { fullWidth } : {})} />
    </PostForm>
  );
}
