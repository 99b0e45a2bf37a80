import type { LoaderFunctionArgs } from 'react-router';
import { getBestSellers, getUserCenter, type ApiClient, type UserCenter } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { toShopProduct, type ShopProduct } from '../../shared/product/shopProduct';

/** The order tabs of the centre, in the order they show, each the status my.php filters by. */
export const ORDER_STATUSES = ['unpaid', 'unshipped', 'shipped', 'review', 'refund'] as const;
export type OrderStatusKey = (typeof ORDER_STATUSES)[number];

/** The signed-in shopper as the centre's card and order tabs show them. */
export interface CentreAccount {
  readonly nickname: string;
  readonly avatar: string | null;
  /** user.level (1 lowest), when the backend sends it. */
  readonly level: number | null;
  readonly levelName: string | null;
  readonly points: number;
  readonly coupons: number;
  /** Store credit in baht. */
  readonly credit: number;
  readonly orderCounts: Readonly<Record<OrderStatusKey, number>>;
}

/**
 * What the centre's loader returns: the account (or a guest, or a failure with retry) and the
 * recommended products, which load beside it and are empty when they fail.
 */
export type CentreData =
  | { readonly kind: 'ok'; readonly account: CentreAccount; readonly recommended: readonly ShopProduct[] }
  | { readonly kind: 'guest'; readonly recommended: readonly ShopProduct[] }
  | { readonly kind: 'error'; readonly recommended: readonly ShopProduct[] };

/** How many recommended products the centre shows. */
export const RECOMMENDED_COUNT = 6;

const whole = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** The centre's view of getUserCenter's answer (negative or broken counts read as 0). */
export function centreAccountOf(centre: UserCenter): CentreAccount {
  const counts = centre.order_counts;
  return {
    nickname: centre.user.username,
    avatar: centre.user.avatar || null,
    level: centre.user.level ?? null,
    levelName: centre.level_name || null,
    points: whole(centre.points),
    coupons: whole(centre.coupon_count),
    credit: Number.isFinite(centre.credit) ? Math.max(0, centre.credit) : 0,
    orderCounts: {
      unpaid: whole(counts.unpaid),
      unshipped: whole(counts.unshipped),
      shipped: whole(counts.shipped),
      review: whole(counts.review),
      refund: whole(counts.refund),
    },
  };
}

/**
 * The centre's loader: the account's counters and the recommended products, in parallel. A guest
 * (401) is not sent away: the centre shows a sign-in prompt and the recommendations.
 */
export async function loadCentre(client: ApiClient, signal?: AbortSignal): Promise<CentreData> {
  const options = { suppressToast: true, ...(signal ? { signal } : {}) };
  const [centre, best] = await Promise.all([getUserCenter(client, {}, options), getBestSellers(client, { page: 1 }, options)]);
  const recommended = best.ok ? best.data.list.slice(0, RECOMMENDED_COUNT).map(toShopProduct) : [];
  if (centre.ok) return { kind: 'ok', account: centreAccountOf(centre.data), recommended };
  return centre.kind === 'login' ? { kind: 'guest', recommended } : { kind: 'error', recommended };
}

/** The route's loader (loaded on its first call, see lazyLoader). */
export function centreLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<CentreData> {
  return loadCentre(client, request.signal);
}
