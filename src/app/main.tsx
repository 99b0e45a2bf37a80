import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import '../theme/fonts';
import { createClient } from '../api';
import { toBcp47 } from '../format';
import { createI18n, detectLocale, readLanguageCookie } from '../i18n';
import { connectClientToSession, sessionMachine, SessionProvider } from '../session';
import { StorefrontThemeProvider } from '../theme';
import { createStorefrontRoutes } from './createStorefrontRoutes';

// The dev app (`npm run dev`, mock backend through the service worker) and the built app
// (`npm run preview`, the Node mock server behind Vite's preview proxy): same origin in both.
const query = new URLSearchParams(window.location.search);
const locale = detectLocale({
  queryLang: query.get('lang') ?? undefined,
  cookieLang: readLanguageCookie(document.cookie),
  browserLanguage: [...navigator.languages],
});
document.documentElement.lang = toBcp47(locale);
const i18n = createI18n({ locale });

const session = createActor(sessionMachine, { input: { locale, osPlatform: 1, preview: query.get('preview') === '1' } }).start();
const client = createClient({
  baseUrl: '',
  origin: window.location.origin,
  storage: window.sessionStorage,
  shareSource: { search: window.location.search, cookie: document.cookie },
  session: () => {
    const { context } = session.getSnapshot();
    return { lang: context.locale, platform: context.osPlatform, is_chinese_tourists: context.is_chinese_tourists ? 1 : 0 };
  },
  onLoginChange: connectClientToSession(() => session),
});

const navigationEntry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const desktopOrigin = (import.meta.env.VITE_DESKTOP_ORIGIN as string | undefined) || undefined;
const router = createBrowserRouter(
  createStorefrontRoutes({
    client,
    origin: window.location.origin,
    firstLoadMethod: navigationEntry?.type ?? 'navigate',
    // The desktop redirect needs the desktop site: set VITE_DESKTOP_ORIGIN to try it.
    ...(desktopOrigin ? { desktopOrigin } : {}),
  }),
);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <StorefrontThemeProvider>
        <SessionProvider actor={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </StorefrontThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
