import { emit, fromPromise, setup } from 'xstate';
import type { LoginData } from '../../api';

/** The cookie that blocks the automatic WeChat login (e.g. after the tourist logged out on purpose). */
export const TOURIST_AUTO_LOGIN_BLOCK_COOKIE = 'f34c_no_wechat_auto_login';

export interface TouristLoginInput {
  isLogin: boolean;
  isChineseTourist: boolean;
  /** The WeChat authorisation code from the query, when WeChat sent the tourist back with one. */
  code?: string | null | undefined;
}

export type TouristLoginContext = TouristLoginInput;

export type TouristLoginEmitted =
  | { type: 'loggedIn'; login: LoginData | null }
  /** spec §4: "WeChat authorisation login succeeded", in Chinese. */
  | { type: 'toast'; tone: 'success'; message: { key: 'touristLogin.success'; ns: 'flows' } };

/**
 * spec §4 tourists: a Chinese tourist who is not logged in gets an automatic WeChat login, unless
 * the blocking cookie is set; success shows the Chinese "WeChat authorisation login succeeded"
 * toast. It runs once, when the page starts; every other shopper is skipped at once.
 */
export const touristLoginMachine = setup({
  types: {
    context: {} as TouristLoginContext,
    input: {} as TouristLoginInput,
    emitted: {} as TouristLoginEmitted,
  },
  actors: {
    /** Whether the blocking cookie is set. */
    isBlocked: fromPromise<boolean, void>(async () => {
      throw new Error('touristLogin: provide isBlocked');
    }),
    wechatLogin: fromPromise<LoginData | null, { code: string | null }>(async () => {
      throw new Error('touristLogin: provide wechatLogin');
    }),
  },
  guards: {
    ineligible: ({ context }) => !context.isChineseTourist || context.isLogin,
    blocked: (_, blocked: boolean) => blocked,
  },
}).createMachine({
  id: 'touristLogin',
  context: ({ input }) => ({ isLogin: input.isLogin, isChineseTourist: input.isChineseTourist, code: input.code ?? null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'isBlocked',
        src: 'isBlocked',
        onDone: [
          // Logged in already, or not a Chinese tourist: nothing to do.
          { guard: 'ineligible', target: 'skipped' },
          { guard: { type: 'blocked', params: ({ event }) => event.output }, target: 'skipped' },
          { target: 'loggingIn' },
        ],
        onError: 'skipped',
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'wechatLogin',
        src: 'wechatLogin',
        input: ({ context }) => ({ code: context.code ?? null }),
        onDone: {
          target: 'loggedIn',
          actions: [
            emit(({ event }) => ({ type: 'loggedIn' as const, login: event.output })),
            emit({ type: 'toast', tone: 'success', message: { key: 'touristLogin.success', ns: 'flows' } }),
          ],
        },
        // No toast: the tourist simply browses as a guest.
        onError: 'failed',
      },
    },
    loggedIn: { type: 'final' },
    skipped: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type TouristLoginMachine = typeof touristLoginMachine;
