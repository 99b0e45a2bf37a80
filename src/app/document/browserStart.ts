import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { i18n } from 'i18next';
import { createClient, type ApiClient } from '../../api';
import { isLocale, toBcp47, type Locale } from '../../format/locale';
import { createI18nInstance } from '../../i18n/createI18nInstance';
import type { LocaleResources } from '../../i18n/resources';
import { rememberChineseTourist, serializeTouristCookie } from '../../i18n/touristSession';
import { connectClientToSession, createDeferredSession, sessionRequestValues, type DeferredSession } from '../../session';
import type { StorefrontBoot } from './bootPayload';
import { requestEnvironment, type RequestEnvironment } from './requestEnvironment';

/**
 * The steps of a browser start shared by the package's own app (boot/startStorefront) and a host's
 * (hydrate/hydrateStorefront): both read the same boot payload, build the same language, session and
 * client from it and hydrate the same way, so a host's page matches the server's as the app's does.
 */

/** The shopper's language and environment as the browser sees them; the boot payload's language wins (the server chose it). */
export function browserEnvironment(boot: StorefrontBoot | null): { environment: RequestEnvironment; locale: Locale } {
  const environment = requestEnvironment({
    url: new URL(window.location.href),
    cookie: document.cookie,
    userAgent: navigator.userAgent,
    languages: [...navigator.languages],
  });
  // Chinese tourist mode holds for the session: the server set its cookie, a page rendered in the
  // browser sets it here; the language switcher reads the session storage lock.
  if (environment.chineseTourist) {
    if (!boot) document.cookie = serializeTouristCookie({ secure: window.location.protocol === 'https:' });
    rememberChineseTourist(window.sessionStorage);
  }
  const locale = boot?.locale ?? environment.locale;
  document.documentElement.lang = toBcp47(locale);
  return { environment, locale };
}

/** The language's translations: the ones the server inlined, else loaded (a page rendered in the browser). */
export async function browserResources(boot: StorefrontBoot | null, locale: Locale): Promise<LocaleResources> {
  return boot?.resources ?? (await (await import('../../i18n/loadLocaleResources')).loadLocaleResources(locale));
}

/**
 * i18next over the page's translations (taken without a copy when the server inlined them), which
 * loads the Chinese fonts for a Chinese page and keeps the document's `lang` current after a switch
 * (screen readers pick their voice by it).
 */
export function browserI18n(locale: Locale, resources: LocaleResources, owned: boolean): i18n {
  const instance = createI18nInstance({ locale, resources: { [locale]: resources }, owned });
  // The Chinese fonts' stylesheet is large (many unicode ranges): only Chinese pages load it, after
  // the first paint (the system's CJK font shows until then).
  const loadChineseFonts = (language: string): void => {
    if (language === 'zh_CN') void import('../../theme/fontsChinese');
  };
  loadChineseFonts(locale);
  instance.on('languageChanged', loadChineseFonts);
  instance.on('languageChanged', (language: string) => {
    if (isLocale(language)) document.documentElement.lang = toBcp47(language);
  });
  return instance;
}

/** The session the page starts from: the server's (the boot payload), else the environment's. Its machine starts once the page is interactive. */
export function browserSession(boot: StorefrontBoot | null, locale: Locale, environment: RequestEnvironment): DeferredSession {
  return createDeferredSession(
    boot ? { locale, ...boot.session } : { locale, osPlatform: 1, preview: environment.preview, is_chinese_tourists: environment.chineseTourist },
  );
}

/** Where the browser's api client sends its calls. */
export interface BrowserClientOptions {
  /** The backend's origin; `''` (the default) is the page's own origin, which forwards the backend's paths. */
  readonly backendUrl?: string;
  /** The card vault's origin. */
  readonly vaultUrl?: string;
  /** Other origins links may go to. */
  readonly allowList?: readonly string[];
}

/** The one api client of the page, reading the session's values and telling it of a sign-in or sign-out. */
export function browserClient(session: DeferredSession, options: BrowserClientOptions = {}): ApiClient {
  return createClient({
    baseUrl: options.backendUrl ?? '',
    origin: window.location.origin,
    storage: window.sessionStorage,
    shareSource: { search: window.location.search, cookie: document.cookie },
    session: sessionRequestValues(session),
    onLoginChange: connectClientToSession(() => session),
    ...(options.vaultUrl !== undefined ? { vaultUrl: options.vaultUrl } : {}),
    ...(options.allowList !== undefined ? { allowList: options.allowList } : {}),
  });
}

/** spec §7 022-{method}: how the first page was reached (the navigation's type). */
export function firstLoadMethod(): string {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

/**
 * What runs once the first commit has run its effects (StorefrontProviders' `onInteractive`), once:
 * the session's machine starts, in a task of its own (started while the page hydrated, it could
 * change the session's values before the page had subscribed to them, and React then rendered every
 * reader of the session again in the commit's task); and, when the server inlined only the
 * translations its page read, the rest of the language loads now that the page works.
 */
export function whenInteractive(session: DeferredSession, instance: i18n, locale: Locale, completeLanguage: boolean): () => void {
  let interactive = false;
  return () => {
    if (interactive) return;
    interactive = true;
    setTimeout(() => session.start().catch(() => undefined), 0);
    if (completeLanguage) setTimeout(() => void import('../../i18n/completeLocale').then(({ completeLocale }) => completeLocale(instance, locale)), 0);
  };
}

/**
 * Hydrates the server's page, in a transition (slices the browser may interrupt: a shopper's tap is
 * handled between them, and the server's page stays on screen meanwhile), or renders the app into
 * an empty container. A mismatch between the server's HTML and the first render is logged as an
 * error. Returns the React root (its `unmount` takes the pages down).
 */
export function mountStorefront(container: HTMLElement, app: ReactNode, serverRendered: boolean): Root {
  if (!serverRendered) {
    const root = createRoot(container);
    root.render(app);
    return root;
  }
  const hydrated: { root?: Root } = {};
  startTransition(() => {
    hydrated.root = hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('storefront: hydration recovered from', error),
    });
  });
  // startTransition runs its callback at once: the root is there.
  if (!hydrated.root) throw new Error('storefront: the page was not hydrated');
  return hydrated.root;
}
