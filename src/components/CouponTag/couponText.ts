import type { TFunction } from 'i18next';
import { formatMoney } from '../../format/money';
import { formatDecimal } from '../../format/decimal';
import type { Locale } from '../../format/locale';
import type { CouponOffer } from './CouponTag.types';

/** The short text of a coupon: '฿100 off', '15% off', 'Free shipping', 'Free gift'. */
export function couponText({ type, value = 0 }: CouponOffer, t: TFunction<'commerce'>, locale: Locale): string {
  switch (type) {
    case 0:
      return t('couponTag.amountOff', { amount: formatMoney(value, locale) });
    case 1:
      return t('couponTag.percentOff', { percent: formatPercent(value, locale) });
    case 2:
      return t('couponTag.freeShipping');
    case 3:
      return t('couponTag.freeGift');
  }
}

/** 15 → '15', 7.5 → '7.5' (no grouping, at most one decimal). */
export function formatPercent(value: number, _locale: Locale): string {
  return formatDecimal(value, { maximumFractionDigits: 1, useGrouping: false });
}
