import { assign, emit, fromPromise, setup } from 'xstate';
import type { SlideCaptcha } from '../../api';

/** The challenge the popup shows (spec §7 slide image: token, background, slider, y). */
export type CaptchaChallenge = Pick<SlideCaptcha, 'token' | 'background' | 'slider' | 'y'>;

/** What checking a slide gives: passed with a ticket for the guarded call, or not. */
export type CaptchaCheck = { passed: true; ticket: string } | { passed: false };

export interface CaptchaContext {
  /** Who asked for the captcha; set while the popup is open (spec §4). */
  source: string | null;
  /** The last result: true when passed, false when closed or still running. */
  verified: boolean;
  challenge: CaptchaChallenge | null;
  /** Where the handle is, px from the left. */
  offset: number;
  /** The handle is held (pointer down or keyboard drag). */
  dragging: boolean;
  /** The ticket of a passed check. */
  ticket: string | null;
  /** A server or network message of the last failure, when it gave one. */
  error: string | null;
}

export type CaptchaEvent =
  | { type: 'open'; source: string }
  | { type: 'close' }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'drag.start' }
  | { type: 'drag.move'; offset: number }
  | { type: 'drag.end'; offset: number };

export type CaptchaEmitted =
  /** The captcha ended: resolve the waiting caller (verified false when it was closed). */
  { type: 'finished'; source: string | null; verified: boolean; ticket: string | null };

const fresh = { challenge: null, offset: 0, dragging: false, error: null } as const;

/**
 * spec §4 captcha: `open` records the source and sets verified false; the popup is open while a
 * source is set. A passed slide finishes with verified true, closing finishes with false; either
 * way the source is cleared and `finished` is emitted for the caller that waits. A refused slide
 * shows the failure briefly and loads a new puzzle.
 */
export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    emitted: {} as CaptchaEmitted,
  },
  actors: {
    fetchChallenge: fromPromise<CaptchaChallenge, { source: string }>(async () => {
      throw new Error('captcha: provide fetchChallenge');
    }),
    checkSlide: fromPromise<CaptchaCheck, { token: string; x: number }>(async () => {
      throw new Error('captcha: provide checkSlide');
    }),
  },
  guards: {
    passed: (_, check: CaptchaCheck) => check.passed,
  },
  delays: {
    /** How long the refused state shows before a new puzzle. */
    showFailure: 900,
    /** How long the passed state shows before the popup closes. */
    showSuccess: 600,
  },
}).createMachine({
  id: 'captcha',
  context: { source: null, verified: false, ticket: null, ...fresh },
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: {
          target: 'open',
          actions: assign({ source: ({ event }) => event.source, verified: false, ticket: null, ...fresh }),
        },
      },
    },
    open: {
      tags: ['dialog'],
      initial: 'loading',
      on: {
        close: {
          target: 'closed',
          actions: [
            emit(({ context }) => ({ type: 'finished' as const, source: context.source, verified: false, ticket: null })),
            assign({ source: null, verified: false, ...fresh }),
          ],
        },
      },
      states: {
        loading: {
          tags: ['busy'],
          entry: assign({ ...fresh }),
          invoke: {
            id: 'fetchChallenge',
            src: 'fetchChallenge',
            input: ({ context }) => ({ source: context.source ?? '' }),
            onDone: { target: 'ready', actions: assign({ challenge: ({ event }) => event.output }) },
            onError: {
              target: 'loadFailed',
              actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : null) }),
            },
          },
        },
        loadFailed: {
          on: { retry: 'loading', refresh: 'loading' },
        },
        ready: {
          on: {
            refresh: 'loading',
            'drag.start': { actions: assign({ dragging: true }) },
            'drag.move': { actions: assign({ offset: ({ event }) => Math.max(0, event.offset) }) },
            'drag.end': {
              target: 'checking',
              actions: assign({ offset: ({ event }) => Math.max(0, event.offset), dragging: false }),
            },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkSlide',
            src: 'checkSlide',
            input: ({ context }) => ({ token: context.challenge?.token ?? '', x: context.offset }),
            onDone: [
              {
                guard: { type: 'passed', params: ({ event }) => event.output },
                target: 'passed',
                actions: assign({ ticket: ({ event }) => (event.output.passed ? event.output.ticket : null) }),
              },
              { target: 'refused' },
            ],
            onError: {
              target: 'refused',
              actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : null) }),
            },
          },
        },
        refused: {
          after: { showFailure: 'loading' },
        },
        passed: {
          after: {
            showSuccess: {
              target: '#captcha.closed',
              actions: [
                emit(({ context }) => ({
                  type: 'finished' as const,
                  source: context.source,
                  verified: true,
                  ticket: context.ticket,
                })),
                assign({ source: null, verified: true, ...fresh }),
              ],
            },
          },
        },
      },
    },
  },
});

export type CaptchaMachine = typeof captchaMachine;
