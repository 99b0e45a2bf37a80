import type { LoaderFunctionArgs } from 'react-router';
import { getMyCoupons, getPaymentResult, type CouponPage, type PayResult } from '../../../api';
import { notFoundResponse } from '../../shared/notFound/notFoundResponse';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave, orderIdOf, type Loaded } from '../../shared/login';

export interface PaidSentCouponLoaderData {
  readonly orderId: string;
  readonly result: Loaded<PayResult>;
  readonly coupons: Loaded<CouponPage>;
  /** When the data was loaded: the coupons' "expires in" is counted from here (not from render). */
  readonly loadedAt: number;
}

/** The paid order's result and the coupons it earned, in parallel (`?order_id=`; none is not found). */
export async function paidSentCouponLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<PaidSentCouponLoaderData> {
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
}
