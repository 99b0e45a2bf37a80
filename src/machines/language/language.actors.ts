import { fromCall } from '../shared/fromCall';
import { readLanguageCookie, serializeLanguageCookie } from '../../i18n/languageCookie';
import { isChineseTouristSession, rememberChineseTourist, type TouristSessionStorage } from '../../i18n/touristSession';
import type { DetectedSources, LanguageContext } from './language.machine';

/** Where the language lives outside the page: injected, so tests and hosts give their own. */
export interface LanguageEnvironment {
  /** The query string (`?lang=en`). */
  search: () => string;
  /** `document.cookie` as read. */
  readCookies: () => string;
  /** Sets one cookie (`document.cookie = value`). */
  writeCookie: (value: string) => void;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: () => readonly string[];
  /** The session's storage for the tourist lock; null when unusable. */
  sessionStorage: () => TouristSessionStorage | null;
  /** Chinese tourist mode as the host decided it (e.g. the session's is_chinese_tourists). */
  chineseTourist?: () => boolean;
  /** Plain tourist mode (English unless the query asks otherwise). */
  touristMode?: () => boolean;
  /** The page is served over https (the cookie gets Secure). */
  secure?: () => boolean;
}

/** The environment of a browser page. */
export function browserLanguageEnvironment(options: Pick<LanguageEnvironment, 'chineseTourist' | 'touristMode'> = {}): LanguageEnvironment {
  return {
    search: () => window.location.search,
    readCookies: () => document.cookie,
    writeCookie: (value) => {
      document.cookie = value;
    },
    browserLanguages: () => navigator.languages,
    sessionStorage: () => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    },
    secure: () => window.location.protocol === 'https:',
    ...options,
  };
}

/** The language machine's effects over an environment. */
export function createLanguageActors(environment: LanguageEnvironment) {
  return {
    readSources: fromCall<DetectedSources, void>(async () => ({
      queryLang: new URLSearchParams(environment.search()).get('lang'),
      touristMode: environment.touristMode?.() ?? false,
      chineseTourist: environment.chineseTourist?.() === true || isChineseTouristSession(environment.sessionStorage()),
      touristSession: isChineseTouristSession(environment.sessionStorage()),
      cookieLang: readLanguageCookie(environment.readCookies()) ?? null,
      browserLanguage: environment.browserLanguages(),
    })),
    persist: fromCall<void, LanguageContext>(async ({ input }) => {
      environment.writeCookie(serializeLanguageCookie(input.locale, { secure: environment.secure?.() ?? false }));
      if (input.touristLocked) rememberChineseTourist(environment.sessionStorage());
    }),
  };
}
