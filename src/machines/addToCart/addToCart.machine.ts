import { assign, emit, fromPromise, setup } from 'xstate';
import type { AddToCartPayload } from '../../api';
import { messageOfFailure } from '../captcha/flowMessage';
import { bindPhoneRequest, bundleTipsOf, cartCountOf, cartFullEntries } from './addToCartResult';
import {
  ADD_TO_CART_CAPTCHA_SOURCE,
  CART_PATH,
  LOGIN_PATH,
  MAX_CAPTCHA_ROUNDS,
  type AddToCartContext,
  type AddToCartEmitted,
  type AddToCartEvent,
  type CartAddResult,
  type CartItem,
} from './addToCart.types';

/** spec §7 add-to-cart payload for an item and the bundle preferences. */
export function addPayload(context: Pick<AddToCartContext, 'item' | 'bundle'>): AddToCartPayload {
  const item: CartItem = context.item ?? { team_id: '', quantity: 1 };
  return {
    team_id: item.team_id,
    quantity: item.quantity,
    not_read_cart_detail: 1,
    ...(item.promotion_mgr_id ? { promotion_mgr_id: item.promotion_mgr_id } : {}),
    ...(item.coupon_id ? { coupon_id: item.coupon_id } : {}),
    no_need_bundle_tip: context.bundle.no_need_bundle_tip ? 1 : 0,
    ...(context.bundle.last_bundle_tip_time !== null ? { last_bundle_tip_time: context.bundle.last_bundle_tip_time } : {}),
    ...(item.can_get_coupon_ids && item.can_get_coupon_ids.length > 0 ? { can_get_coupon_ids: item.can_get_coupon_ids } : {}),
    ...(item.source ? { source: item.source } : {}),
  };
}

const result = ({ event }: { event: { output: CartAddResult } }) => event.output;

/**
 * Add to cart by error code (spec §4): 0 success (count, animation, bundle tips unless the shopper
 * turned them off); 1 with data: cart full, replace-and-buy or go to the cart; 2: the bind-phone
 * prompt; 10002: a captcha, then the same add again (stopped when the captcha is closed); a login
 * failure, or the app while logged out: to login; take_down products: a message, never a
 * navigation; anything else: a toast, and the item stays for another try.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    emitted: {} as AddToCartEmitted,
  },
  actors: {
    addItem: fromPromise<CartAddResult, AddToCartPayload>(async () => {
      throw new Error('addToCart: provide addItem');
    }),
    replaceItem: fromPromise<CartAddResult, { team_id: string; quantity: number }>(async () => {
      throw new Error('addToCart: provide replaceItem');
    }),
    /** Runs the captcha and resolves true when it passed, false when it was closed. */
    verifyCaptcha: fromPromise<boolean, { source: string }>(async () => {
      throw new Error('addToCart: provide verifyCaptcha');
    }),
  },
  guards: {
    takenDown: ({ event }) => event.type === 'add' && event.item.status === 'take_down',
    appLoggedOut: ({ event }) => event.type === 'add' && event.inApp && !event.isLogin,
    succeededWithTips: ({ context }, r: CartAddResult) => r.ok && !context.bundle.no_need_bundle_tip && bundleTipsOf(r) !== null,
    succeeded: (_, r: CartAddResult) => r.ok,
    cartFull: (_, r: CartAddResult) => cartFullEntries(r) !== null,
    bindPhone: (_, r: CartAddResult) => bindPhoneRequest(r) !== null,
    /** 10002, and this add has not passed its captchas yet (never an endless loop). */
    captchaAllowed: ({ context }, r: CartAddResult) =>
      !r.ok && (r.kind === 'captcha' || r.code === 10002) && context.captchaRounds < MAX_CAPTCHA_ROUNDS,
    login: (_, r: CartAddResult) => !r.ok && r.kind === 'login',
    cancelled: (_, r: CartAddResult) => !r.ok && r.kind === 'cancelled',
    verified: (_, passed: boolean) => passed,
  },
  actions: {
    announceAdded: emit((_, r: CartAddResult) => ({ type: 'added' as const, count: cartCountOf(r) })),
    showTips: emit(({ context }, r: CartAddResult) => ({
      type: 'bundleTips' as const,
      text: bundleTipsOf(r) ?? '',
      style: null,
      at: context.at,
    })),
    toastAdded: emit({ type: 'toast', tone: 'success', message: { key: 'addToCart.added', ns: 'flows' } }),
    toastFailure: emit((_, r: CartAddResult | null) => ({
      type: 'toast' as const,
      tone: 'danger' as const,
      message: messageOfFailure(r && !r.ok ? r : undefined, 'addToCart.failed'),
    })),
    toastUnavailable: emit({ type: 'toast', tone: 'info', message: { key: 'addToCart.unavailable', ns: 'flows' } }),
    requestBindPhone: emit((_, r: CartAddResult) => ({
      type: 'bindPhone' as const,
      ...(bindPhoneRequest(r) ?? { submit_param: null, bind_phone_tip: null }),
    })),
    toLogin: emit((_, r: CartAddResult | null) => ({
      type: 'navigate' as const,
      to: (r && !r.ok ? r.loginLink : undefined) ?? LOGIN_PATH,
    })),
    toCart: emit({ type: 'navigate', to: CART_PATH }),
  },
}).createMachine({
  id: 'addToCart',
  context: {
    item: null,
    isLogin: false,
    inApp: false,
    bundle: { no_need_bundle_tip: false, last_bundle_tip_time: null },
    at: 0,
    replaceable: [],
    captchaRounds: 0,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        add: [
          // Unavailable products never navigate (not to login, not to the cart).
          { guard: 'takenDown', actions: 'toastUnavailable' },
          { guard: 'appLoggedOut', actions: { type: 'toLogin', params: null } },
          {
            target: 'adding',
            actions: assign(({ context, event }) => ({
              item: event.item,
              isLogin: event.isLogin,
              inApp: event.inApp,
              bundle: event.bundle ?? context.bundle,
              at: event.at ?? context.at,
              replaceable: [],
              captchaRounds: 0,
            })),
          },
        ],
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => addPayload(context),
        onDone: [
          {
            guard: { type: 'succeededWithTips', params: result },
            target: 'idle',
            actions: [
              { type: 'announceAdded', params: result },
              'toastAdded',
              { type: 'showTips', params: result },
            ],
          },
          {
            guard: { type: 'succeeded', params: result },
            target: 'idle',
            actions: [{ type: 'announceAdded', params: result }, 'toastAdded'],
          },
          {
            guard: { type: 'cartFull', params: result },
            target: 'cartFull',
            actions: assign({ replaceable: ({ event }) => cartFullEntries(event.output) ?? [] }),
          },
          { guard: { type: 'bindPhone', params: result }, target: 'idle', actions: { type: 'requestBindPhone', params: result } },
          { guard: { type: 'captchaAllowed', params: result }, target: 'verifying' },
          { guard: { type: 'login', params: result }, target: 'idle', actions: { type: 'toLogin', params: result } },
          // A duplicate the client cancelled: the first one answers.
          { guard: { type: 'cancelled', params: result }, target: 'idle' },
          // Anything else: a toast; the item stays, so the shopper can simply try again.
          { target: 'idle', actions: { type: 'toastFailure', params: result } },
        ],
        onError: { target: 'idle', actions: { type: 'toastFailure', params: null } },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCaptcha',
        src: 'verifyCaptcha',
        input: () => ({ source: ADD_TO_CART_CAPTCHA_SOURCE }),
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => event.output },
            target: 'adding',
            actions: assign({ captchaRounds: ({ context }) => context.captchaRounds + 1 }),
          },
          // The captcha was closed: the add stops, quietly.
          { target: 'idle' },
        ],
        onError: { target: 'idle', actions: { type: 'toastFailure', params: null } },
      },
    },
    cartFull: {
      tags: ['dialog'],
      on: {
        replace: 'replacing',
        goToCart: { target: 'idle', actions: 'toCart' },
        dismiss: 'idle',
      },
    },
    replacing: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'replaceItem',
        src: 'replaceItem',
        input: ({ context }) => ({ team_id: context.item?.team_id ?? '', quantity: context.item?.quantity ?? 1 }),
        onDone: [
          {
            guard: { type: 'succeededWithTips', params: result },
            target: 'idle',
            actions: [
              { type: 'announceAdded', params: result },
              'toastAdded',
              { type: 'showTips', params: result },
            ],
          },
          {
            guard: { type: 'succeeded', params: result },
            target: 'idle',
            actions: [{ type: 'announceAdded', params: result }, 'toastAdded'],
          },
          { target: 'idle', actions: { type: 'toastFailure', params: result } },
        ],
        onError: { target: 'idle', actions: { type: 'toastFailure', params: null } },
      },
    },
  },
});

export type AddToCartMachine = typeof addToCartMachine;
