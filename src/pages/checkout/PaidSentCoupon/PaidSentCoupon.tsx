import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { HOME_PATH } from '../shared/paymentStatus';
import { PaidSentCouponView } from './PaidSentCouponView';
import type { PaidSentCouponLoaderData } from './paidSentCouponLoader';

export const MY_COUPONS_PATH = '/m/mycoupon.php';

/** The order_paid_sent_coupon route. */
export function PaidSentCoupon() {
  const loaded = useLoaderData() as PaidSentCouponLoaderData;
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const failure = !loaded.coupons.ok ? loaded.coupons.failure : !loaded.result.ok ? loaded.result.failure : null;
  return (
    <PaidSentCouponView
      state={
        loaded.coupons.ok && loaded.result.ok
          ? { status: 'ready', orderId: loaded.orderId, coupons: loaded.coupons.data.list }
          : { status: 'error', retrying: revalidator.state === 'loading', ...(failure?.message ? { message: failure.message } : {}) }
      }
      now={loaded.loadedAt}
      onRetry={() => void revalidator.revalidate()}
      onUseCoupon={() => navigation.go(HOME_PATH)}
      onMyCoupons={() => navigation.go(MY_COUPONS_PATH)}
      onContinueShopping={() => navigation.go(HOME_PATH)}
    />
  );
}

export default PaidSentCoupon;
