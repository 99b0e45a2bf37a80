import type { LoaderFunctionArgs } from 'react-router';
import { confirmOrder, type OrderConfirm } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave, type Loaded } from '../../shared/login';
import { confirmParams, orderQueryOf, type OrderQuery } from './orderQuery';

export interface OrderConfirmLoaderData {
  readonly query: OrderQuery;
  readonly confirm: Loaded<OrderConfirm>;
}

/** Prices the cart selection or a buy-now product: one call, its answer carries the address, coupons and payment methods. */
export async function orderConfirmLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<OrderConfirmLoaderData> {
  const query = orderQueryOf(new URL(request.url).searchParams);
  const confirm = await confirmOrder(client, confirmParams(query), { signal: request.signal });
  return { query, confirm: await loadedOrLeave(confirm, client, request) };
}
