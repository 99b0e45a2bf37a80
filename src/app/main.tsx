import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../theme/fonts';
import { toBcp47 } from '../format';
import { createI18n, detectLocale, readLanguageCookie } from '../i18n';
import { StorefrontThemeProvider } from '../theme';
import { appRoutes } from './routes';

const locale = detectLocale({
  queryLang: new URLSearchParams(window.location.search).get('lang') ?? undefined,
  cookieLang: readLanguageCookie(document.cookie),
  browserLanguage: [...navigator.languages],
});
document.documentElement.lang = toBcp47(locale);
const i18n = createI18n({ locale });
const router = createBrowserRouter(appRoutes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <StorefrontThemeProvider>
        <RouterProvider router={router} />
      </StorefrontThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
