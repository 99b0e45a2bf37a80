import type { LoaderFunctionArgs } from 'react-router';
import { confirmOrder, type OrderConfirm } from '../../../api';
import type { RouteDeps, StorefrontRouteModule } from '../../../app/routing/routeModule';
import { loadedOrLeave, type Loaded } from '../shared/loadFailure';
import { confirmParams, orderQueryOf, type OrderQuery } from './orderQuery';

export interface OrderConfirmLoaderData {
  readonly query: OrderQuery;
  readonly confirm: Loaded<OrderConfirm>;
}

/** spec §2 "order confirm" (/m/orderconfirm): prices the cart selection or a buy-now product. */
export const orderConfirmRoute = {
  paths: ['orderconfirm'],
  handle: { name: 'order confirm', layout: { hideGoTop: true } },
  loader: async ({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<OrderConfirmLoaderData> => {
    const query = orderQueryOf(new URL(request.url).searchParams);
    // One call: the confirm answer carries the address, coupons and payment methods.
    const [confirm] = await Promise.all([confirmOrder(client, confirmParams(query), { signal: request.signal })]);
    return { query, confirm: await loadedOrLeave(confirm, client, request) };
  },
  Component: async () => (await import('./OrderConfirm')).OrderConfirm,
} satisfies StorefrontRouteModule;
