import { assign, emit, fromPromise, setup } from 'xstate';
import { leaveFor, toFlowFailure, type LeaveEvent } from '../shared/flowFailure';
import { ACCOUNT_CENTRE_PATH, isCompleteCode, scanProblemOf } from './bookingVerification.rules';
import type { ScanProblem, VerificationFailure, VerificationKind, Voucher, VoucherRequest } from './bookingVerification.types';

export interface BookingVerificationInput {
  readonly kind?: VerificationKind;
  /** A code the page already has (the link in the shopper's QR, opened by a phone's camera): `lookUp` then sends it. */
  readonly code?: string;
}

export interface BookingVerificationContext {
  readonly kind: VerificationKind;
  /** The code as typed or scanned (digits only). */
  readonly code: string;
  readonly voucher: Voucher | null;
  readonly error: VerificationFailure | null;
  /** Why the last scan gave no code: no scanner here (typing only), or the camera refused; null after a closed scanner or before any scan. */
  readonly scanProblem: ScanProblem | null;
}

export type BookingVerificationEvent =
  | { type: 'setKind'; kind: VerificationKind }
  | { type: 'setCode'; code: string }
  | { type: 'lookUp' }
  | { type: 'scan' }
  | { type: 'cancelScan' }
  | { type: 'confirm' }
  | { type: 'reset' }
  | { type: 'openLiveChat' }
  | { type: 'openAccountCentre' }
  | { type: 'closeDialog' };

/** navigate (login, home, account centre), notFound, or openLiveChat (the shell knows the chat link). */
export type BookingVerificationEmitted = LeaveEvent | { type: 'openLiveChat' };

const errorOf = (event: unknown) => toFlowFailure((event as { error?: unknown }).error);

/**
 * A merchant verifies a code at the counter (spec §7 provider verification, verification/confirm,
 * verification/coupon): type it (or scan it where a scanner exists), look it up, see the voucher,
 * confirm once. A used code shows who and when and can never be confirmed; 20001 opens the
 * live-chat-or-account-centre dialog; 401/304/403 navigate to login, 302 home, 301/303 notFound.
 */
export const bookingVerificationMachine = setup({
  types: {
    context: {} as BookingVerificationContext,
    events: {} as BookingVerificationEvent,
    input: {} as BookingVerificationInput,
    emitted: {} as BookingVerificationEmitted,
  },
  actors: {
    scanCode: fromPromise<{ code: string }, void>(async () => {
      throw new Error('bookingVerification: provide scanCode');
    }),
    lookUpVoucher: fromPromise<Voucher, VoucherRequest>(async () => {
      throw new Error('bookingVerification: provide lookUpVoucher');
    }),
    confirmVoucher: fromPromise<Voucher, VoucherRequest>(async () => {
      throw new Error('bookingVerification: provide confirmVoucher');
    }),
  },
  guards: {
    codeComplete: ({ context }) => isCompleteCode(context.code),
    isUsed: ({ event }) => (event as { output?: Voucher }).output?.verified === true,
    isLiveChat: ({ event }) => errorOf(event).kind === 'liveChat',
    mustLeave: ({ event }) => leaveFor(errorOf(event)) !== null,
  },
  actions: {
    recordFailure: assign({ error: ({ event }) => errorOf(event) }),
    leave: emit(({ event }) => leaveFor(errorOf(event)) ?? { type: 'notFound' as const }),
    recordVoucher: assign({ voucher: ({ event }) => (event as { output?: Voucher }).output ?? null, error: null }),
  },
}).createMachine({
  id: 'bookingVerification',
  context: ({ input }) => ({
    kind: input.kind ?? 'booking',
    code: input.code ?? '',
    voucher: null,
    error: null,
    scanProblem: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      on: {
        setKind: { actions: assign({ kind: ({ event }) => event.kind, error: null }) },
        setCode: { actions: assign({ code: ({ event }) => event.code, error: null }) },
        lookUp: { guard: 'codeComplete', target: 'lookingUp', actions: assign({ error: null }) },
        scan: { target: 'scanning', actions: assign({ error: null, scanProblem: null }) },
      },
    },
    scanning: {
      invoke: {
        id: 'scanCode',
        src: 'scanCode',
        onDone: { target: 'lookingUp', actions: assign({ code: ({ event }) => event.output.code }) },
        onError: { target: 'entering', actions: assign({ scanProblem: ({ event }) => scanProblemOf(event.error) }) },
      },
      on: { cancelScan: 'entering' },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'lookUpVoucher',
        src: 'lookUpVoucher',
        input: ({ context }) => ({ code: context.code, kind: context.kind }),
        onDone: [
          { guard: 'isUsed', target: 'used', actions: 'recordVoucher' },
          { target: 'voucher', actions: 'recordVoucher' },
        ],
        onError: [
          { guard: 'isLiveChat', target: 'liveChat', actions: 'recordFailure' },
          { guard: 'mustLeave', target: 'left', actions: 'leave' },
          { target: 'entering', actions: 'recordFailure' },
        ],
      },
    },
    /** The voucher is shown; the merchant confirms it (once). */
    voucher: {
      on: {
        confirm: { target: 'confirming', actions: assign({ error: null }) },
        reset: { target: 'entering', actions: assign({ code: '', voucher: null, error: null }) },
      },
    },
    /** Confirming: a second confirm is not listened to. */
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmVoucher',
        src: 'confirmVoucher',
        input: ({ context }) => ({ code: context.code, kind: context.kind }),
        onDone: { target: 'verified', actions: 'recordVoucher' },
        onError: [
          { guard: 'isLiveChat', target: 'liveChat', actions: 'recordFailure' },
          { guard: 'mustLeave', target: 'left', actions: 'leave' },
          { target: 'voucher', actions: 'recordFailure' },
        ],
      },
    },
    /** Verified just now. Nothing confirms it again. */
    verified: {
      on: { reset: { target: 'entering', actions: assign({ code: '', voucher: null, error: null }) } },
    },
    /** Already used before: who and when; nothing confirms it. */
    used: {
      on: { reset: { target: 'entering', actions: assign({ code: '', voucher: null, error: null }) } },
    },
    /** 20001: live chat or the account centre. */
    liveChat: {
      tags: ['dialog'],
      on: {
        openLiveChat: { target: 'entering', actions: [assign({ error: null }), emit({ type: 'openLiveChat' as const })] },
        openAccountCentre: { target: 'left', actions: emit({ type: 'navigate' as const, to: ACCOUNT_CENTRE_PATH }) },
        closeDialog: { target: 'entering', actions: assign({ error: null }) },
      },
    },
    /** Sent away (login, home, not found, account centre). */
    left: { type: 'final' },
  },
});

export type BookingVerificationMachine = typeof bookingVerificationMachine;
