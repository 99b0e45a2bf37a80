import { useTranslation } from 'react-i18next';
import { CouponCard } from '../../../components/CouponCard';
import { Section } from '../../../components/Section';
import { StackList } from '../../shared/lists.styles';
import type { ProductCoupon } from './productModel';
import { PostForm } from '../../../forms/PostForm';
import { CLAIM_COUPON_INTENT, clickRanIt } from './productForms';

export interface ProductCouponsProps {
  coupons: readonly ProductCoupon[];
  /** Coupons whose claim request runs. */
  claimingIds: readonly string[];
  now: Date | string | number;
  onClaim: (coupon: ProductCoupon) => void;
  onUse: (coupon: ProductCoupon) => void;
}

/** The coupons this product can get: claim (login required) or use the ones already claimed. */
export function ProductCoupons({ coupons, claimingIds, now, onClaim, onUse }: ProductCouponsProps) {
  const { t } = useTranslation('product');
  if (coupons.length === 0) return null;
  return (
    <Section title={t('coupons.heading')}>
      <StackList>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            <CouponCard
              type={coupon.type}
              value={coupon.value}
              title={coupon.title}
              minSpend={coupon.minSpend}
              {...(coupon.startsAt ? { startsAt: coupon.startsAt } : {})}
              endsAt={coupon.endsAt}
              now={now}
              state={coupon.claimed ? 'usable' : claimingIds.includes(coupon.id) ? 'claiming' : 'claimable'}
              onClaim={() => onClaim(coupon)}
              onUse={() => onUse(coupon)}
              claimForm={(button) => (
                <PostForm intent={CLAIM_COUPON_INTENT} formKey={coupon.id} fields={{ coupon_id: coupon.id }} onSubmit={clickRanIt} inline>
                  {button}
                </PostForm>
              )}
            />
          </li>
        ))}
      </StackList>
    </Section>
  );
}
