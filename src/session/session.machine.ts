import { assign, emit, setup } from 'xstate';
import { translationTarget } from '../i18n/translationTarget';
import { initialSessionContext } from './session.defaults';
import type { SessionContext, SessionEmitted, SessionEvent, SessionInput } from './session.types';

/**
 * The root store of spec §3 as one actor: a single state whose context is the store, changed only
 * by events. Nothing here fetches: the api client reports is_login (`login.seen`), the layout
 * hands over brand and footer data, the flows report the cart count, the captcha and the
 * bind-phone request. Listeners hear `captcha.finished` (the waiting caller resolves) and
 * `login.changed`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput | undefined,
    emitted: {} as SessionEmitted,
  },
  guards: {
    /** spec §4: Chinese tourist mode, once set, forces zh_CN for the session. */
    touristLocked: ({ context }) => context.is_chinese_tourists,
    loginChanged: ({ context, event }) => event.type === 'login.seen' && event.isLogin !== context.isLogin,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input ?? {}),
  on: {
    'login.seen': [
      {
        guard: 'loginChanged',
        actions: [
          assign({ isLogin: ({ event }) => event.isLogin }),
          emit(({ event }) => ({ type: 'login.changed' as const, isLogin: event.isLogin })),
        ],
      },
      // The same value again: nothing changes, nobody is told.
      {},
    ],
    'user.loaded': { actions: assign({ userData: ({ event }) => event.userData }) },
    'cart.count': { actions: assign({ shopCartNum: ({ event }) => Math.max(0, Math.trunc(event.count)) }) },
    'layout.brandInfo': {
      actions: assign({ brandInfo: ({ event }) => event.brandInfo, brandNav: ({ event }) => event.brandNav }),
    },
    'layout.brandInfoIgnored': { actions: assign({ brandInfo: null, brandNav: [] }) },
    'layout.footNav': {
      actions: assign(({ context, event }) => ({
        footNavData: event.footNavData ?? context.footNavData,
        footer_coupon: event.footer_coupon === undefined ? context.footer_coupon : event.footer_coupon,
        up_user_level: event.up_user_level === undefined ? context.up_user_level : event.up_user_level,
        new_user_free_gift: event.new_user_free_gift === undefined ? context.new_user_free_gift : event.new_user_free_gift,
        WeChat: event.WeChat === undefined ? context.WeChat : event.WeChat,
        login_reg_method: event.login_reg_method === undefined ? context.login_reg_method : event.login_reg_method,
      })),
    },
    'locale.set': [
      // The tourist lock holds: the locale stays zh_CN.
      { guard: 'touristLocked' },
      {
        actions: assign({
          locale: ({ event }) => event.locale,
          transLang: ({ event }) => translationTarget(event.locale),
        }),
      },
    ],
    'tourist.set': [
      {
        guard: ({ event }) => event.on,
        actions: assign({ is_chinese_tourists: true, locale: 'zh_CN', transLang: translationTarget('zh_CN') }),
      },
      { actions: assign({ is_chinese_tourists: false }) },
    ],
    'searchWord.set': { actions: assign({ searchWord: ({ event }) => event.searchWord }) },
    'transLang.set': { actions: assign({ transLang: ({ event }) => event.transLang }) },
    'surprise.set': {
      actions: assign({ surprise_id: ({ event }) => event.surprise_id, surprise_images: ({ event }) => event.surprise_images }),
    },
    'bindPhone.request': {
      actions: assign({
        bind_phone: ({ event }) => ({
          show: true,
          submit_param: event.submit_param ?? null,
          bind_phone_tip: event.bind_phone_tip ?? null,
        }),
      }),
    },
    'bindPhone.close': { actions: assign({ bind_phone: ({ context }) => ({ ...context.bind_phone, show: false }) }) },
    // spec §4: start records the source and sets verified to false.
    'captcha.start': { actions: assign({ verifySource: ({ event }) => event.source, isVerified: false }) },
    // spec §4: completion sets the result, clears the source and resolves the waiting caller.
    'captcha.finish': {
      actions: [
        emit(({ context, event }) => ({
          type: 'captcha.finished' as const,
          source: context.verifySource,
          verified: event.verified,
          ticket: event.verified ? (event.ticket ?? null) : null,
        })),
        assign({ isVerified: ({ event }) => event.verified, verifySource: null }),
      ],
    },
    // The caller went away: its captcha closes unpassed; another caller's captcha stays open.
    'captcha.cancel': {
      guard: ({ context, event }) => context.verifySource === event.source,
      actions: [
        emit(({ context }) => ({ type: 'captcha.finished' as const, source: context.verifySource, verified: false, ticket: null })),
        assign({ isVerified: false, verifySource: null }),
      ],
    },
    'bundle.tips': {
      actions: assign({
        bundle: ({ context, event }) => ({
          ...context.bundle,
          bundle_tips: event.bundle_tips,
          style: event.style === undefined ? context.bundle.style : event.style,
          last_bundle_tip_time:
            event.last_bundle_tip_time === undefined ? context.bundle.last_bundle_tip_time : event.last_bundle_tip_time,
        }),
      }),
    },
    'bundle.dismiss': {
      actions: assign({
        bundle: ({ context, event }) => ({
          ...context.bundle,
          bundle_tips: null,
          no_need_bundle_tip: context.bundle.no_need_bundle_tip || event.never === true,
        }),
      }),
    },
    'toast.show': {
      actions: assign(({ context, event }) => {
        const toastSeq = context.toastSeq + 1;
        const toast = { id: `toast-${toastSeq}`, text: event.text, ...(event.tone ? { tone: event.tone } : {}) };
        return { toastSeq, toasts: [...context.toasts, toast] };
      }),
    },
    'toast.dismiss': { actions: assign({ toasts: ({ context, event }) => context.toasts.filter((t) => t.id !== event.id) }) },
  },
});

export type SessionMachine = typeof sessionMachine;
