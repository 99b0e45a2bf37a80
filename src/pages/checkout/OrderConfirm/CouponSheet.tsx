import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../api';
import { BottomSheet } from '../../../components/BottomSheet';
import { RadioGroup } from '../../../components/Radio';
import { formatMoney } from '../../../format/money';
import { useLocale } from '../../../i18n/useLocale';

export const NO_COUPON = '';

export interface CouponSheetProps {
  open: boolean;
  onClose: () => void;
  coupons: readonly Coupon[];
  /** The goods total: coupons whose minimum spend is higher cannot be chosen. */
  goodsTotal: number;
  value: string | null;
  onChange: (couponId: string | null) => void;
}

/** Choosing one coupon for the order (or none), in a bottom sheet. */
export function CouponSheet({ open, onClose, coupons, goodsTotal, value, onChange }: CouponSheetProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const options = [
    { value: NO_COUPON, label: t('coupons.none') },
    ...coupons.map((coupon) => {
      const short = coupon.money > goodsTotal;
      return {
        value: coupon.id,
        label: coupon.title,
        hint: short
          ? t('coupons.shortBy', { amount: formatMoney(coupon.money - goodsTotal, locale) })
          : coupon.money > 0
            ? t('coupons.minSpend', { amount: formatMoney(coupon.money, locale) })
            : t('coupons.noMinSpend'),
        disabled: short,
      };
    }),
  ];
  return (
    <BottomSheet open={open} onClose={onClose} title={t('coupons.sheetTitle')}>
      <RadioGroup
        legend={t('coupons.legend')}
        name="checkout-coupon"
        options={options}
        value={value ?? NO_COUPON}
        onChange={(next) => {
          onChange(next === NO_COUPON ? null : next);
          onClose();
        }}
      />
    </BottomSheet>
  );
}
