import { getOrderDetail, type ApiClient } from '../../../api';
import type { PageLoader } from '../../lazyLoader';
import { loadedOrLeave, orderIdOf } from '../../shared/login';
import { numericParam } from '../shared/reviewAddresses';

/** The product being reviewed, as the form shows it. */
export interface ReviewedProduct {
  readonly name: string;
  readonly imageUrl: string | null;
}

/** Why a product of an order cannot be reviewed now. */
export type NotReviewable = 'notInOrder' | 'notFinished' | 'reviewed';

/**
 * What the loader returns: the form for the order's product; `invalid` for a missing or malformed
 * order_id or team_id (nothing asked); `unavailable` with the reason; a failure with retry. A guest
 * is sent to login and back; an unknown order shows the not-found page.
 */
export type WriteReviewData =
  | { readonly kind: 'ok'; readonly orderId: string; readonly teamId: string; readonly product: ReviewedProduct }
  | { readonly kind: 'unavailable'; readonly reason: NotReviewable }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'error' };

/** Write a review's loader (spec §2 /m/account/write_review.php?order_id=&team_id=): the order, to name the product. */
export async function loadWriteReview(client: ApiClient, request: Request): Promise<WriteReviewData> {
  const orderId = orderIdOf(request);
  const teamId = numericParam(request, 'team_id');
  if (orderId === null || teamId === null) return { kind: 'invalid' };
  const loaded = await loadedOrLeave(await getOrderDetail(client, { order_id: orderId }, { suppressToast: true, signal: request.signal }), client, request);
  if (!loaded.ok) return { kind: 'error' };
  const item = loaded.data.items.find((line) => line.team_id === teamId);
  if (!item) return { kind: 'unavailable', reason: 'notInOrder' };
  if (loaded.data.status !== 'finished') return { kind: 'unavailable', reason: 'notFinished' };
  if (item.reviewed) return { kind: 'unavailable', reason: 'reviewed' };
  return { kind: 'ok', orderId, teamId, product: { name: item.product, imageUrl: item.image1 || null } };
}

export const writeReviewLoader: PageLoader = ({ request }, { client }) => loadWriteReview(client, request);
