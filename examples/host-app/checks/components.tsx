// Not part of the host: the README's snippet of the design system used alone (no pages, no
// server), type-checked with the example.
// #region components
import 'beauty-storefront/fonts'; // Noto Sans Thai and Noto Sans SC, once at the entry
import { I18nextProvider } from 'react-i18next';
import { Button, Price, StorefrontThemeProvider, createI18n, detectLocale } from 'beauty-storefront';

const locale = detectLocale({
  queryLang: new URLSearchParams(location.search).get('lang') ?? undefined,
  browserLanguage: [...navigator.languages],
});
const i18n = createI18n({ locale });

export function App({ onAdd }: { onAdd: () => void }) {
  return (
    <I18nextProvider i18n={i18n}>
      <StorefrontThemeProvider>
        <Price amount={1290} specialAmount={990} />
        <Button onClick={onAdd}>{i18n.t('addToCart.button', { ns: 'flows' })}</Button>
      </StorefrontThemeProvider>
    </I18nextProvider>
  );
}
// #endregion components
