export { LOCALES, toBcp47, isLocale } from './locale';
export type { Locale } from './locale';
export { formatMoney, BAHT_SYMBOL } from './money';
export { formatDecimal } from './decimal';
export type { DecimalOptions } from './decimal';
export { formatCount, formatLikeCount, MAX_LIKE_COUNT } from './counts';
export { formatDate, toDate, SHOP_TIME_ZONE } from './dates';
export type { DateStyle } from './dates';
export { truncateGraphemes, countGraphemes } from './text';
