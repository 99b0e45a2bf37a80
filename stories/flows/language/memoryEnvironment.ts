import type { LanguageEnvironment } from '../../../src/machines/language';

/** Story-only: a language environment in memory (query, cookies, browser languages, session storage). */
export function memoryEnvironment({
  search = '',
  cookie = '',
  browserLanguages = ['th-TH'],
  chineseTourist = false,
}: {
  search?: string;
  cookie?: string;
  browserLanguages?: readonly string[];
  chineseTourist?: boolean;
} = {}): LanguageEnvironment & { cookies: () => string } {
  let cookies = cookie;
  const store = new Map<string, string>();
  return {
    search: () => search,
    readCookies: () => cookies,
    writeCookie: (value) => {
      cookies = value.split(';')[0] ?? '';
    },
    browserLanguages: () => browserLanguages,
    sessionStorage: () => ({ getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) }),
    chineseTourist: () => chineseTourist,
    cookies: () => cookies,
  };
}
