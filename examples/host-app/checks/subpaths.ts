// Not part of the host: imports every published subpath of the package, so the check type-checks
// them under both module resolutions (bundler and nodenext) and bundles them.
import 'beauty-storefront/fonts';
import {
  createI18n,
  detectLocale,
  formatDate,
  formatLikeCount,
  formatMoney,
  keepDigits,
  theme,
  truncateGraphemes,
  validate,
  type Locale,
} from 'beauty-storefront';
import * as api from 'beauty-storefront/api';
import * as machines from 'beauty-storefront/machines';
import * as mocks from 'beauty-storefront/mocks';
import * as pages from 'beauty-storefront/pages';
import * as server from 'beauty-storefront/server';

const locale: Locale = detectLocale({ queryLang: 'en', browserLanguage: 'th-TH' });

export const checks: readonly string[] = [
  formatMoney(1290, locale),
  formatLikeCount(10000),
  formatDate(0, locale),
  truncateGraphemes('น้ำใจ', 2),
  validate('tel', '0812345678', locale) ?? 'ok',
  keepDigits('08-1', 10),
  theme.colors.brand,
  createI18n({ locale }).language,
  String(Object.keys({ ...pages, ...machines, ...api, ...mocks, ...server }).length),
];
