import { getMyReviews, getOrders, type ApiClient, type OrderPage } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave } from '../../shared/login';
import type { LoadedPage, PageResult } from '../../shared/paging';
import { writeReviewAddress } from '../shared/reviewAddresses';
import { reviewPageOf, type ReviewItem } from '../shared/reviewItems';

export const MY_REVIEW_TABS = ['written', 'pending'] as const;
export type MyReviewTab = (typeof MY_REVIEW_TABS)[number];

/** A product of a finished order the shopper has not reviewed yet. */
export interface PendingReview {
  readonly key: string;
  readonly orderSn: string;
  readonly name: string;
  readonly imageUrl: string | null;
  /** write_review.php for this order and product. */
  readonly href: string;
}

/** What the loader returns: the reviews written (first page) and the products waiting, or a failure with retry. */
export type MyReviewsData =
  | { readonly kind: 'ok'; readonly tab: MyReviewTab; readonly written: LoadedPage<ReviewItem>; readonly pending: readonly PendingReview[] }
  | { readonly kind: 'error'; readonly tab: MyReviewTab };

/** `?tab=pending` opens the waiting list; anything else the written reviews. */
export function myReviewTabOf(request: Request): MyReviewTab {
  return new URL(request.url).searchParams.get('tab') === 'pending' ? 'pending' : 'written';
}

/** The products of the "to review" orders that are not reviewed yet, one row per order and product. */
export function pendingReviewsOf(orders: OrderPage): PendingReview[] {
  return orders.list.flatMap((order) =>
    order.items
      .filter((item) => !item.reviewed)
      .map((item) => ({
        key: `${order.order_id}-${item.team_id}`,
        orderSn: order.order_sn,
        name: item.product,
        imageUrl: item.image1 || null,
        href: writeReviewAddress(order.order_id, item.team_id),
      })),
  );
}

export async function fetchMyReviewsPage(client: ApiClient, page: number, signal?: AbortSignal): Promise<PageResult<ReviewItem>> {
  const result = await getMyReviews(client, { page }, { suppressToast: true, ...(signal ? { signal } : {}) });
  return result.ok ? reviewPageOf(result.data, page) : { ok: false };
}

/** My reviews' loader (spec §2 /m/account/my_review.php): written and waiting in parallel. A guest is sent to login and back. */
export async function loadMyReviews(client: ApiClient, request: Request): Promise<MyReviewsData> {
  const tab = myReviewTabOf(request);
  const quiet = { suppressToast: true, signal: request.signal };
  const [written, orders] = await Promise.all([getMyReviews(client, { page: 1 }, quiet), getOrders(client, { status: 'review', page: 1 }, quiet)]);
  const loadedWritten = await loadedOrLeave(written, client, request);
  const loadedOrders = await loadedOrLeave(orders, client, request);
  if (!loadedWritten.ok || !loadedOrders.ok) return { kind: 'error', tab };
  return { kind: 'ok', tab, written: reviewPageOf(loadedWritten.data, 1), pending: pendingReviewsOf(loadedOrders.data) };
}

export const myReviewsLoader: PageLoader = ({ request }, { client }) => loadMyReviews(client, request);
