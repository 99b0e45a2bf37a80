import { assign, emit, fromPromise, setup } from 'xstate';

/** spec §2: the login page; the shopper comes back to `returnTo` afterwards. */
export const LOGIN_PATH = '/m/login.php';

export interface ArrivalReminderInput {
  /** The product (team id) to be told about. */
  readonly tid: string;
  readonly isLogin: boolean;
  /** Where login sends the shopper back to (the product page). */
  readonly returnTo?: string;
}

/** Why a registration failed: `login` sends the shopper to log in, anything else is a toast. */
export interface ArrivalReminderFailure {
  readonly kind: 'login' | 'failed';
  /** The server's message, shown instead of the generic one when present. */
  readonly message?: string;
  /** The server's (already vetted) login link. */
  readonly loginLink?: string;
}

export interface ArrivalReminderContext {
  readonly tid: string;
  readonly isLogin: boolean;
  readonly returnTo?: string;
  readonly failure: ArrivalReminderFailure | null;
}

export type ArrivalReminderEvent =
  | { readonly type: 'register' }
  | { readonly type: 'login.changed'; readonly isLogin: boolean };

/** Keys of the `backgroundFlows` namespace the toasts use. */
export type ArrivalReminderToastKey = 'arrivalReminder.toast.registered' | 'arrivalReminder.toast.failed';

export type ArrivalReminderEmitted =
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'toast'; readonly tone: 'success' | 'error'; readonly messageKey: ArrivalReminderToastKey; readonly message?: string };

/** The login page with the way back, or the server's own login link. */
export function loginTarget(returnTo: string | undefined, loginLink?: string): string {
  if (loginLink) return loginLink;
  return returnTo ? `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_PATH;
}

export function toArrivalReminderFailure(error: unknown): ArrivalReminderFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error) {
    const { kind, message, loginLink } = error as { kind: unknown; message?: unknown; loginLink?: unknown };
    return {
      kind: kind === 'login' ? 'login' : 'failed',
      ...(typeof message === 'string' && message !== '' ? { message } : {}),
      ...(typeof loginLink === 'string' && loginLink !== '' ? { loginLink } : {}),
    };
  }
  return { kind: 'failed' };
}

/**
 * spec §4 arrival reminder ("notify me when back in stock"): a logged-in shopper registers
 * (`register` → registering → registered, with a success toast); a logged-out one is sent to login
 * (emitted `navigate`), also when the server answers that login is needed; any other failure shows
 * a toast and the button again (`failed`). Effect: `registerReminder` (payload action 'add', tid).
 * A product that already has a reminder starts in `registered` (`registeredArrivalReminder`).
 */
export const arrivalReminderMachine = setup({
  types: {
    context: {} as ArrivalReminderContext,
    events: {} as ArrivalReminderEvent,
    input: {} as ArrivalReminderInput,
    emitted: {} as ArrivalReminderEmitted,
    tags: {} as 'busy',
  },
  actors: {
    registerReminder: fromPromise<void, { readonly action: 'add'; readonly tid: string }>(async () => {
      throw new Error('arrivalReminder: provide registerReminder');
    }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.isLogin,
    needsLogin: (_, failure: ArrivalReminderFailure) => failure.kind === 'login',
  },
  actions: {
    sendToLogin: emit(({ context }) => ({ type: 'navigate' as const, to: loginTarget(context.returnTo, context.failure?.loginLink) })),
  },
}).createMachine({
  id: 'arrivalReminder',
  context: ({ input }) => ({
    tid: input.tid,
    isLogin: input.isLogin,
    ...(input.returnTo !== undefined ? { returnTo: input.returnTo } : {}),
    failure: null,
  }),
  on: {
    'login.changed': { actions: assign({ isLogin: ({ event }) => event.isLogin }) },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        register: [{ guard: 'isLoggedIn', target: 'registering' }, { actions: 'sendToLogin' }],
      },
    },
    registering: {
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        id: 'registerReminder',
        src: 'registerReminder',
        input: ({ context }) => ({ action: 'add' as const, tid: context.tid }),
        onDone: {
          target: 'registered',
          actions: emit({ type: 'toast', tone: 'success', messageKey: 'arrivalReminder.toast.registered' }),
        },
        onError: [
          {
            guard: { type: 'needsLogin', params: ({ event }) => toArrivalReminderFailure(event.error) },
            target: 'idle',
            actions: [assign({ isLogin: false, failure: ({ event }) => toArrivalReminderFailure(event.error) }), 'sendToLogin'],
          },
          {
            target: 'failed',
            actions: [
              assign({ failure: ({ event }) => toArrivalReminderFailure(event.error) }),
              emit(({ context }) => ({
                type: 'toast' as const,
                tone: 'error' as const,
                messageKey: 'arrivalReminder.toast.failed' as const,
                ...(context.failure?.message !== undefined ? { message: context.failure.message } : {}),
              })),
            ],
          },
        ],
      },
    },
    registered: {},
    failed: {
      on: {
        register: [{ guard: 'isLoggedIn', target: 'registering' }, { actions: 'sendToLogin' }],
      },
    },
  },
});

/** The starting snapshot of a product whose reminder is already set (its detail says so). */
export function registeredArrivalReminder(machine: typeof arrivalReminderMachine, input: ArrivalReminderInput) {
  return machine.resolveState({
    value: 'registered',
    context: { tid: input.tid, isLogin: input.isLogin, ...(input.returnTo !== undefined ? { returnTo: input.returnTo } : {}), failure: null },
  });
}
