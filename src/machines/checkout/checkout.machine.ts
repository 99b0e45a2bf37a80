import { assign, emit, setup, fromPromise } from 'xstate';
import { leaveFor, toFlowFailure, type FlowFailure } from '../shared/flowFailure';

/** spec §2 pages the checkout leads to. */
export const PAYMENT_RESULT_PATH = '/m/payment_result';
export const PAY_AWAIT_PATH = '/m/orderconfirm/await';
export const OFFLINE_PAYMENT_PATH = '/m/offline_payment';

/** Payment methods paid outside the shop (the shopper transfers money by following instructions). */
export const OFFLINE_METHODS: readonly string[] = ['promptpay', 'bank_transfer', 'offline'];
/** The method whose card goes to the card vault. */
export const CARD_METHOD = 'card';

/** What the card form holds. It goes to the card vault only (tokeniseCard), never to the shop backend. */
export interface CardDetails {
  readonly cardNumber: string;
  /** MMYY, 4 digits (spec §5). */
  readonly expiry: string;
  readonly securityCode: string;
  readonly holderName?: string;
}

/** The order to place: what orderconfirm showed, with the shopper's choices. */
export interface CheckoutOrder {
  readonly cartIds?: readonly string[];
  readonly teamId?: string;
  readonly quantity?: number;
  /** Where the goods go; a booking's deposit has none. */
  readonly addressId?: string;
  /** The booking whose deposit this order pays. */
  readonly bookingId?: string;
  readonly couponId?: string;
  /** Pay part of the order with points (as the quote showed). */
  readonly usePoints?: boolean;
  readonly paymentMethod: string;
}

/** The card vault's answer: the only card data kept. */
export interface CardTokenResult {
  readonly token: string;
  readonly last4: string;
}

export interface SubmitResult {
  readonly orderId: string;
  /** The cart count after the order took its lines (spec §7 shopcartnum), when the answer has it. */
  readonly cartCount?: number;
}

export interface PayOutcome {
  readonly orderId: string;
  readonly status: 'paid' | 'pending' | 'failed';
}

export interface PayInput {
  readonly orderId: string;
  readonly paymentMethod: string;
  readonly cardToken?: string;
}

/** Why paying stopped: a call failed, or the payment provider declined it. */
export type CheckoutFailure = FlowFailure | { readonly kind: 'declined' };

export interface CheckoutContext {
  readonly order: CheckoutOrder | null;
  /** Held only between `pay` and the vault's answer, then dropped. */
  readonly card: CardDetails | null;
  readonly token: CardTokenResult | null;
  /** Set once the order exists: a retry pays it again instead of placing a second order. */
  readonly orderId: string | null;
  readonly failure: CheckoutFailure | null;
}

export type CheckoutEvent = { readonly type: 'pay'; readonly order: CheckoutOrder; readonly card?: CardDetails };

export type CheckoutEmitted =
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'notFound' }
  /** An order was placed: the cart count after it took its lines, when the answer said (null: unknown). */
  | { readonly type: 'ordered'; readonly orderId: string; readonly cartCount: number | null };

const withOrder = (path: string, orderId: string) => `${path}?order_id=${encodeURIComponent(orderId)}`;

function isCard(order: CheckoutOrder | null): boolean {
  return order?.paymentMethod === CARD_METHOD;
}

/**
 * The checkout's pay flow (spec §7 "order confirm and pay", card tokenisation to the vault):
 * `pay` with the order and, for a card, the card details. A card is tokenised first (tokenising:
 * the vault), then the order is placed (submitting), then paid with the token (paying). Offline
 * methods end after placing (offline: to the offline-payment instructions). Paid goes to the payment
 * result, pending to the await page, a decline or a failed call to `failed`, where `pay` tries again
 * — paying the order already placed, never placing a second one. A `pay` while busy is ignored, so
 * Pay cannot submit twice. Login, home and not-found failures leave the screen (emitted).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    tags: {} as 'busy',
  },
  actors: {
    tokeniseCard: fromPromise<CardTokenResult, CardDetails>(async () => {
      throw new Error('checkout: provide tokeniseCard');
    }),
    submitOrder: fromPromise<SubmitResult, CheckoutOrder>(async () => {
      throw new Error('checkout: provide submitOrder');
    }),
    payOrder: fromPromise<PayOutcome, PayInput>(async () => {
      throw new Error('checkout: provide payOrder');
    }),
  },
  guards: {
    needsToken: ({ event }) => isCard(event.order),
    hasOrder: ({ context }) => context.orderId !== null,
    isOffline: ({ context }) => OFFLINE_METHODS.includes(context.order?.paymentMethod ?? ''),
    leaves: (_, failure: CheckoutFailure) => failure.kind !== 'declined' && leaveFor(failure) !== null,
    isPaid: (_, outcome: PayOutcome) => outcome.status === 'paid',
    isPending: (_, outcome: PayOutcome) => outcome.status === 'pending',
  },
  actions: {
    takeOrder: assign(({ event }) => ({
      order: event.order,
      card: event.card ?? null,
      token: null,
      failure: null,
    })),
    /** The order took its lines out of the cart: the page passes the new count on. */
    reportOrdered: emit((_, placed: SubmitResult) => ({ type: 'ordered' as const, orderId: placed.orderId, cartCount: placed.cartCount ?? null })),
    leave: emit((_, failure: CheckoutFailure) => {
      const leave = failure.kind === 'declined' ? null : leaveFor(failure);
      return leave ?? { type: 'navigate' as const, to: '/m' };
    }),
  },
}).createMachine({
  id: 'checkout',
  context: { order: null, card: null, token: null, orderId: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        pay: [
          { guard: 'needsToken', target: 'tokenising', actions: 'takeOrder' },
          { target: 'submitting', actions: 'takeOrder' },
        ],
      },
    },
    tokenising: {
      tags: 'busy',
      invoke: {
        id: 'tokeniseCard',
        src: 'tokeniseCard',
        input: ({ context }) => context.card ?? { cardNumber: '', expiry: '', securityCode: '' },
        onDone: [
          { guard: 'hasOrder', target: 'paying', actions: assign({ token: ({ event }) => event.output, card: null }) },
          { target: 'submitting', actions: assign({ token: ({ event }) => event.output, card: null }) },
        ],
        onError: { target: 'failed', actions: assign({ card: null, failure: ({ event }) => toFlowFailure(event.error) }) },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => context.order ?? { addressId: '', paymentMethod: '' },
        onDone: [
          { guard: 'isOffline', target: 'offline', actions: [assign({ orderId: ({ event }) => event.output.orderId }), { type: 'reportOrdered', params: ({ event }) => event.output }] },
          { target: 'paying', actions: [assign({ orderId: ({ event }) => event.output.orderId }), { type: 'reportOrdered', params: ({ event }) => event.output }] },
        ],
        onError: [
          {
            guard: { type: 'leaves', params: ({ event }) => toFlowFailure(event.error) },
            target: 'editing',
            actions: { type: 'leave', params: ({ event }) => toFlowFailure(event.error) },
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => toFlowFailure(event.error) }) },
        ],
      },
    },
    paying: {
      tags: 'busy',
      invoke: {
        id: 'payOrder',
        src: 'payOrder',
        input: ({ context }) => ({
          orderId: context.orderId ?? '',
          paymentMethod: context.order?.paymentMethod ?? '',
          ...(context.token ? { cardToken: context.token.token } : {}),
        }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: 'paid' },
          { guard: { type: 'isPending', params: ({ event }) => event.output }, target: 'pending' },
          { target: 'failed', actions: assign({ token: null, failure: { kind: 'declined' } }) },
        ],
        onError: [
          {
            guard: { type: 'leaves', params: ({ event }) => toFlowFailure(event.error) },
            target: 'failed',
            actions: [
              assign({ token: null, failure: ({ event }) => toFlowFailure(event.error) }),
              { type: 'leave', params: ({ event }) => toFlowFailure(event.error) },
            ],
          },
          { target: 'failed', actions: assign({ token: null, failure: ({ event }) => toFlowFailure(event.error) }) },
        ],
      },
    },
    paid: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'navigate' as const, to: withOrder(PAYMENT_RESULT_PATH, context.orderId ?? '') })),
    },
    pending: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'navigate' as const, to: withOrder(PAY_AWAIT_PATH, context.orderId ?? '') })),
    },
    offline: {
      type: 'final',
      entry: emit(({ context }) => ({
        type: 'navigate' as const,
        to: `${withOrder(OFFLINE_PAYMENT_PATH, context.orderId ?? '')}&method=${encodeURIComponent(context.order?.paymentMethod ?? '')}`,
      })),
    },
    failed: {
      on: {
        pay: [
          { guard: 'needsToken', target: 'tokenising', actions: 'takeOrder' },
          { guard: 'hasOrder', target: 'paying', actions: 'takeOrder' },
          { target: 'submitting', actions: 'takeOrder' },
        ],
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
