import { assign, emit, fromPromise, setup } from 'xstate';
import { leaveFor, toFlowFailure, type LeaveEvent } from '../shared/flowFailure';
import { canChange, hasRequest } from './bookingRefund.rules';
import type {
  BookingRefundFailure,
  ReservationRefundApplyInput,
  ReservationRefundChoices,
  ReservationRefundLoaded,
  ReservationRefundModifyInput,
  ReservationRefundView,
} from './bookingRefund.types';

export interface BookingRefundInput {
  readonly orderId: string;
}

export interface BookingRefundContext {
  readonly orderId: string;
  readonly refund: ReservationRefundView | null;
  readonly choices: ReservationRefundChoices | null;
  readonly reasonId: string;
  readonly remark: string;
  readonly error: BookingRefundFailure | null;
}

export type BookingRefundEvent =
  | { type: 'chooseReason'; reasonId: string }
  | { type: 'setRemark'; remark: string }
  | { type: 'apply' }
  | { type: 'modify' }
  | { type: 'save' }
  | { type: 'cancelRefund' }
  | { type: 'confirm' }
  | { type: 'dismiss' }
  | { type: 'back' }
  | { type: 'applyAgain' }
  | { type: 'retry' };

/** 20001 (spec §8): the account needs a person; the page opens its live-chat dialog with the backend's message. */
export type BookingRefundLiveChat = { type: 'liveChat'; message: string | null };

/** navigate (login, home) or notFound: the booking catalogue's failures that leave the screen; liveChat: the 20001 dialog over it. */
export type BookingRefundEmitted = LeaveEvent | BookingRefundLiveChat;

const errorOf = (event: unknown) => toFlowFailure((event as { error?: unknown }).error);

/**
 * The user's reservation refund (spec §7 user_reservation/order_refund: detail, option, apply,
 * modify, cancel): load the request and the choices; apply, change or withdraw it, each after a
 * confirmation. Booking failures (spec §8): 401/304/403 emit navigate to login, 302 navigate home,
 * 301/303 notFound; 20001 emits liveChat (the page's dialog) and the screen stays as it was, the
 * choices kept; anything else (500 "Network Error", a toast message) is shown in place.
 */
export const bookingRefundMachine = setup({
  types: {
    context: {} as BookingRefundContext,
    events: {} as BookingRefundEvent,
    input: {} as BookingRefundInput,
    emitted: {} as BookingRefundEmitted,
  },
  actors: {
    loadRefund: fromPromise<ReservationRefundLoaded, { orderId: string }>(async () => {
      throw new Error('bookingRefund: provide loadRefund');
    }),
    applyRefund: fromPromise<ReservationRefundView, ReservationRefundApplyInput>(async () => {
      throw new Error('bookingRefund: provide applyRefund');
    }),
    modifyRefund: fromPromise<ReservationRefundView, ReservationRefundModifyInput>(async () => {
      throw new Error('bookingRefund: provide modifyRefund');
    }),
    cancelRefund: fromPromise<void, { orderId: string }>(async () => {
      throw new Error('bookingRefund: provide cancelRefund');
    }),
  },
  guards: {
    hasRequest: ({ event }) => hasRequest((event as { output?: ReservationRefundLoaded }).output?.refund ?? null),
    reasonChosen: ({ context }) => context.reasonId !== '',
    canChange: ({ context }) => canChange(context.refund),
    isLiveChat: ({ event }) => errorOf(event).kind === 'liveChat',
    mustLeave: ({ event }) => leaveFor(errorOf(event)) !== null,
  },
  actions: {
    recordFailure: assign({ error: ({ event }) => errorOf(event) }),
    clearFailure: assign({ error: null }),
    chooseReason: assign({ reasonId: ({ event }) => (event.type === 'chooseReason' ? event.reasonId : '') }),
    setRemark: assign({ remark: ({ event }) => (event.type === 'setRemark' ? event.remark : '') }),
    leave: emit(({ event }) => leaveFor(errorOf(event)) ?? { type: 'notFound' as const }),
    askLiveChat: emit(({ event }): BookingRefundLiveChat => ({ type: 'liveChat', message: errorOf(event).message ?? null })),
    /** The change form starts from the standing request's reason. */
    prefillReason: assign({
      reasonId: ({ context }) => context.choices?.reasons.find((reason) => reason.text === context.refund?.reason)?.id ?? '',
      remark: '',
      error: null,
    }),
  },
}).createMachine({
  id: 'bookingRefund',
  context: ({ input }) => ({ orderId: input.orderId, refund: null, choices: null, reasonId: '', remark: '', error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRefund',
        src: 'loadRefund',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: 'hasRequest',
            target: 'applied',
            actions: assign({ refund: ({ event }) => event.output.refund, choices: ({ event }) => event.output.choices, error: null }),
          },
          {
            target: 'choosing',
            actions: assign({ refund: ({ event }) => event.output.refund, choices: ({ event }) => event.output.choices, error: null }),
          },
        ],
        onError: [
          // The dialog says what happened; behind it the retry, with no second copy of the message.
          { guard: 'isLiveChat', target: 'failed', actions: ['clearFailure', 'askLiveChat'] },
          { guard: 'mustLeave', target: 'left', actions: 'leave' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: 'clearFailure' } },
    },
    /** No request stands: choose a reason and apply. */
    choosing: {
      on: {
        chooseReason: { actions: 'chooseReason' },
        setRemark: { actions: 'setRemark' },
        apply: { guard: 'reasonChosen', target: 'confirmApply', actions: 'clearFailure' },
      },
    },
    confirmApply: {
      tags: ['dialog'],
      on: { confirm: 'applying', dismiss: 'choosing' },
    },
    applying: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'applyRefund',
        src: 'applyRefund',
        input: ({ context }) => ({
          orderId: context.orderId,
          reasonId: context.reasonId,
          amount: context.choices?.maxAmount ?? 0,
          remark: context.remark.trim(),
        }),
        onDone: { target: 'applied', actions: assign({ refund: ({ event }) => event.output }) },
        onError: [
          { guard: 'isLiveChat', target: 'choosing', actions: 'askLiveChat' },
          { guard: 'mustLeave', target: 'left', actions: 'leave' },
          { target: 'choosing', actions: 'recordFailure' },
        ],
      },
    },
    /** A request stands: shown with its status; while pending it may be changed or withdrawn. */
    applied: {
      on: {
        modify: { guard: 'canChange', target: 'editing', actions: 'prefillReason' },
        cancelRefund: { guard: 'canChange', target: 'confirmCancel', actions: 'clearFailure' },
      },
    },
    editing: {
      on: {
        chooseReason: { actions: 'chooseReason' },
        setRemark: { actions: 'setRemark' },
        save: { guard: 'reasonChosen', target: 'confirmModify', actions: 'clearFailure' },
        back: { target: 'applied', actions: 'clearFailure' },
      },
    },
    confirmModify: {
      tags: ['dialog'],
      on: { confirm: 'modifying', dismiss: 'editing' },
    },
    modifying: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'modifyRefund',
        src: 'modifyRefund',
        input: ({ context }) => ({ orderId: context.orderId, reasonId: context.reasonId, remark: context.remark.trim() }),
        onDone: { target: 'applied', actions: assign({ refund: ({ event }) => event.output }) },
        onError: [
          { guard: 'isLiveChat', target: 'editing', actions: 'askLiveChat' },
          { guard: 'mustLeave', target: 'left', actions: 'leave' },
          { target: 'editing', actions: 'recordFailure' },
        ],
      },
    },
    confirmCancel: {
      tags: ['dialog'],
      on: { confirm: 'cancelling', dismiss: 'applied' },
    },
    cancelling: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'cancelRefund',
        src: 'cancelRefund',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'cancelled',
          actions: assign({
            refund: ({ context }) => (context.refund ? { ...context.refund, status: 'cancelled' } : null),
            reasonId: '',
            remark: '',
          }),
        },
        onError: [
          { guard: 'isLiveChat', target: 'applied', actions: 'askLiveChat' },
          { guard: 'mustLeave', target: 'left', actions: 'leave' },
          { target: 'applied', actions: 'recordFailure' },
        ],
      },
    },
    /** The request was withdrawn; the user may apply again. */
    cancelled: {
      on: { applyAgain: { target: 'choosing', actions: 'clearFailure' } },
    },
    /** Sent away (login, home, not found); nothing more happens here. */
    left: { type: 'final' },
  },
});

export type BookingRefundMachine = typeof bookingRefundMachine;
