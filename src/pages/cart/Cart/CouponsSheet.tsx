import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/BottomSheet';
import { CouponCard } from '../../../components/CouponCard';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import type { CartCoupon } from './cartCoupon';
import { StackList } from '../../shared/lists.styles';

export type CouponsState =
  | { readonly status: 'closed' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string | null }
  | { readonly status: 'ok'; readonly coupons: readonly CartCoupon[] };

export interface CouponsSheetProps {
  state: CouponsState;
  /** For the cards' "ends in n days". */
  now: Date | string | number;
  onClaim: (couponId: string) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** The coupons that apply to the cart, to claim on the spot. */
export function CouponsSheet({ state, now, onClaim, onRetry, onClose }: CouponsSheetProps) {
  const { t } = useTranslation('cart');
  return (
    <BottomSheet open={state.status !== 'closed'} onClose={onClose} title={t('coupons.title')}>
      {state.status === 'loading' && <Skeleton variant="text" lines={3} label={t('coupons.loading')} />}
      {state.status === 'error' && <ErrorState onRetry={onRetry} headingLevel={3} {...(state.message ? { message: state.message } : {})} />}
      {state.status === 'ok' && state.coupons.length === 0 && <EmptyState icon="coupon" title={t('coupons.empty')} headingLevel={3} />}
      {state.status === 'ok' && state.coupons.length > 0 && (
        <StackList>
          {state.coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard
                type={coupon.type}
                value={coupon.value}
                title={coupon.title}
                minSpend={coupon.minSpend}
                endsAt={coupon.endsAt}
                now={now}
                state={coupon.state}
                {...(coupon.state === 'claimable' ? { onClaim: () => onClaim(coupon.id) } : {})}
              />
            </li>
          ))}
        </StackList>
      )}
    </BottomSheet>
  );
}
