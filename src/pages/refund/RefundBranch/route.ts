import { lazyLoader } from '../../lazyLoader';
import type { StorefrontRouteModule } from '../../routeModule';

/** Drop the goods at a branch, /m/order/refund/branch?refund_id=… (spec §2; route name order-refund-branch). Needs login. */
export const refundBranchRoute = {
  paths: ['order/refund/branch'],
  handle: { name: 'order-refund-branch', layout: {} },
  loader: lazyLoader(() => import('./refundBranchLoader'), 'refundBranchLoader'),
  Component: async () => (await import('./RefundBranch')).RefundBranch,
} satisfies StorefrontRouteModule;
