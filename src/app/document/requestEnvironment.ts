import type { Locale } from '../../format/locale';
import { detectLocale } from '../../i18n/detectLocale';
import { readLanguageCookie } from '../../i18n/languageCookie';
import { isChineseTouristRequest } from '../../i18n/touristSession';

/** What a page request says about the shopper: the same inputs in the browser and on the server. */
export interface RequestFacts {
  /** The page's address. */
  readonly url: URL;
  /** `document.cookie` in the browser, the `Cookie` header on the server. */
  readonly cookie: string;
  /** `navigator.languages` in the browser, the `Accept-Language` header's languages on the server. */
  readonly languages: readonly string[];
  /** `navigator.userAgent` in the browser, the `User-Agent` header on the server. */
  readonly userAgent: string;
}

export interface RequestEnvironment {
  readonly locale: Locale;
  /** spec §3 preview: the page was opened with `preview=1`. */
  readonly preview: boolean;
  /** spec §4 Chinese tourist mode (isChineseTouristRequest): the page is in Chinese, the WeChat login runs. */
  readonly chineseTourist: boolean;
}

const MAX_ACCEPT_LANGUAGES = 16;

/** The languages of an `Accept-Language` header, most preferred first (quality values honoured). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1024)
    .split(',')
    .slice(0, MAX_ACCEPT_LANGUAGES)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * spec §4: the language, Chinese tourist mode and the preview flag of a page request, decided the
 * same way in the browser entry and in the server entry (tourist mode forces Chinese; else query
 * `lang`, then the f34c_lang2 cookie, then the browser's languages), so the server renders what
 * the browser would.
 */
export function requestEnvironment(facts: RequestFacts): RequestEnvironment {
  const chineseTourist = isChineseTouristRequest(facts);
  const locale = detectLocale({
    queryLang: facts.url.searchParams.get('lang') ?? undefined,
    chineseTourist,
    cookieLang: readLanguageCookie(facts.cookie),
    browserLanguage: facts.languages,
  });
  return { locale, chineseTourist, preview: facts.url.searchParams.get('preview') === '1' };
}
