import { exchangeReturnRoute } from './ExchangeReturn/route';
import { refundBookTypeRoute } from './RefundBookType/route';
import { refundBranchRoute } from './RefundBranch/route';
import { refundDeliveryRoute } from './RefundDelivery/route';
import { refundDetailRoute } from './RefundDetail/route';
import { refundListRoute } from './RefundList/route';
import { refundPickUpRoute } from './RefundPickUp/route';
import { refundRequestOneRoute, refundRequestRoute } from './RefundRequest/route';
import type { StorefrontRouteModule } from '../routeModule';

/** Refunds under /m/order/refund/ and the exchange and return policy (spec §2). */
export const REFUND_ROUTES: readonly StorefrontRouteModule[] = [
  exchangeReturnRoute,
  refundBookTypeRoute,
  refundBranchRoute,
  refundDeliveryRoute,
  refundDetailRoute,
  refundListRoute,
  refundPickUpRoute,
  refundRequestRoute,
  refundRequestOneRoute,
];
