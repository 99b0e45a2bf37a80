import type { LoaderFunctionArgs } from 'react-router';
import { getMyCoupons, getPaymentResult, type CouponPage, type PayResult } from '../../../api';
import type { RouteDeps, StorefrontRouteModule } from '../../../app/routing/routeModule';
import { notFoundResponse } from '../../errors/NotFound/notFoundResponse';
import { loadedOrLeave, orderIdOf, type Loaded } from '../shared/loadFailure';

export interface PaidSentCouponLoaderData {
  readonly orderId: string;
  readonly result: Loaded<PayResult>;
  readonly coupons: Loaded<CouponPage>;
  /** When the data was loaded: the coupons' "expires in" is counted from here (not from render). */
  readonly loadedAt: number;
}

/** spec §2 order_paid_sent_coupon: the order is paid, and the coupons it earned (`?order_id=`). */
export const paidSentCouponRoute = {
  paths: ['order_paid_sent_coupon'],
  handle: { name: 'order_paid_sent_coupon', layout: {} },
  loader: async ({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<PaidSentCouponLoaderData> => {
    const orderId = orderIdOf(request);
    if (orderId === null) throw await notFoundResponse(client, request.signal);
    const [result, coupons] = await Promise.all([
      getPaymentResult(client, { order_id: orderId }, { signal: request.signal }),
      getMyCoupons(client, { status: 'usable' }, { signal: request.signal }),
    ]);
    return {
      orderId,
      result: await loadedOrLeave(result, client, request),
      coupons: await loadedOrLeave(coupons, client, request),
      loadedAt: Date.now(),
    };
  },
  Component: async () => (await import('./PaidSentCoupon')).PaidSentCoupon,
} satisfies StorefrontRouteModule;
