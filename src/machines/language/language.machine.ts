import { assign, emit, fromPromise, setup } from 'xstate';
import type { Locale } from '../../format/locale';
import { DEFAULT_LOCALE } from '../../i18n/defaults';
import { detectLocale, type LocaleSources } from '../../i18n/detectLocale';
import { normalizeLocale } from '../../i18n/normalizeLocale';

/** What detection found: the sources of spec §4 plus whether tourist mode was locked earlier. */
export interface DetectedSources extends LocaleSources {
  /** Chinese tourist mode was locked earlier in this session (touristSession). */
  touristSession?: boolean;
}

export interface LanguageContext {
  locale: Locale;
  /** Chinese tourist mode: kept for the session, forces zh_CN (spec §4). */
  touristLocked: boolean;
}

export type LanguageEvent =
  /** The shopper picks a language. */
  | { type: 'switch'; locale: Locale }
  /** The shopper becomes a Chinese tourist (for the rest of the session). */
  | { type: 'tourist.enter' };

export type LanguageEmitted =
  /** Apply the language (i18next, the session, the `lang` attribute). */
  | { type: 'changed'; locale: Locale }
  /** A switch away from zh_CN was refused: tourist mode holds the language. */
  | { type: 'locked' };

function lockedOf(sources: DetectedSources): boolean {
  return sources.chineseTourist === true || sources.touristSession === true;
}

/**
 * The shop language (spec §4): detected once from the query lang, tourist mode (English), the
 * saved cookie, else the browser language (Chinese tourist mode, once set, forces zh_CN for the
 * session); switched by the shopper and persisted through the `persist` actor (the f34c_lang2
 * cookie, and the tourist lock in session storage).
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    emitted: {} as LanguageEmitted,
  },
  actors: {
    /** Reads query, cookie, browser language and the session's tourist lock. */
    readSources: fromPromise<DetectedSources, void>(async () => {
      throw new Error('language: provide readSources');
    }),
    /** Saves the language cookie and, when locked, the tourist lock. */
    persist: fromPromise<void, LanguageContext>(async () => {
      throw new Error('language: provide persist');
    }),
  },
  guards: {
    refusedByLock: ({ context, event }) => event.type === 'switch' && context.touristLocked && event.locale !== 'zh_CN',
    unchanged: ({ context, event }) => event.type === 'switch' && normalizeLocale(event.locale) === context.locale,
    alreadyLocked: ({ context }) => context.touristLocked,
    /** The lock was found (query or session) but not yet saved for the session. */
    lockToSave: (_, sources: DetectedSources) => sources.chineseTourist === true && sources.touristSession !== true,
  },
  actions: {
    announce: emit(({ context }) => ({ type: 'changed' as const, locale: context.locale })),
  },
}).createMachine({
  id: 'language',
  context: { locale: DEFAULT_LOCALE, touristLocked: false },
  initial: 'detecting',
  states: {
    detecting: {
      invoke: {
        id: 'readSources',
        src: 'readSources',
        onDone: [
          {
            guard: { type: 'lockToSave', params: ({ event }) => event.output },
            target: 'saving',
            actions: [
              assign(({ event }) => ({ locale: detectLocale(event.output), touristLocked: lockedOf(event.output) })),
              'announce',
            ],
          },
          {
            target: 'ready',
            actions: [
              assign(({ event }) => ({ locale: detectLocale(event.output), touristLocked: lockedOf(event.output) })),
              'announce',
            ],
          },
        ],
        // Nothing readable (no cookies, no storage): the default language.
        onError: { target: 'ready', actions: 'announce' },
      },
    },
    ready: {
      on: {
        switch: [
          { guard: 'refusedByLock', actions: emit({ type: 'locked' }) },
          { guard: 'unchanged' },
          { target: 'saving', actions: [assign({ locale: ({ event }) => event.locale }), 'announce'] },
        ],
        'tourist.enter': [
          { guard: 'alreadyLocked' },
          { target: 'saving', actions: [assign({ locale: 'zh_CN', touristLocked: true }), 'announce'] },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => context,
        onDone: 'ready',
        // A cookie that cannot be written only costs the choice next visit; the page keeps it now.
        onError: 'ready',
      },
      on: {
        switch: [
          { guard: 'refusedByLock', actions: emit({ type: 'locked' }) },
          { guard: 'unchanged' },
          // A newer choice: save that one instead.
          { target: 'saving', reenter: true, actions: [assign({ locale: ({ event }) => event.locale }), 'announce'] },
        ],
      },
    },
  },
});

export type LanguageMachine = typeof languageMachine;
