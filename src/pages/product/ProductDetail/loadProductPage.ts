import type { LoaderFunctionArgs } from 'react-router';
import { getCouponDetail, getProductDetail, getProductReviews, getRelatedProducts, type ApiClient } from '../../../api';
import { notFoundResponse } from '../../shared/notFound/notFoundResponse';
import { toProductCoupon, toProductModel, toProductReview, toRelatedProducts, type ProductCoupon } from './productModel';
import type { ProductPageData } from './productPageData';
import { productIdOfSlug } from './productSlug';

/**
 * The product page's loader. The detail, the reviews and the related products are fetched in
 * parallel; the coupons the product can get are named by the detail (estimated_price
 * .can_get_coupon_ids), so their details follow in a second parallel round. A failed detail is
 * an error value (the page offers a retry); notFound throws the not-found response; failed side
 * calls only empty their section.
 */
export async function loadProductPage({ params, request }: LoaderFunctionArgs, { client }: { client: ApiClient }): Promise<ProductPageData> {
  const signal = request.signal;
  const id = productIdOfSlug(params.product ?? '');
  if (id === undefined) throw await notFoundResponse(client, signal);
  const quiet = { signal, suppressToast: true } as const;
  const [detail, reviews, related] = await Promise.all([
    getProductDetail(client, { id }, { signal }),
    getProductReviews(client, { team_id: id }, quiet),
    getRelatedProducts(client, { team_id: id }, quiet),
  ]);
  if (!detail.ok) {
    if (detail.kind === 'notFound') throw await notFoundResponse(client, signal);
    return { status: 'error', failure: { kind: detail.kind, message: detail.message, messageKey: detail.messageKey } };
  }
  const couponIds = [...new Set(detail.data.team.estimated_price?.can_get_coupon_ids ?? [])];
  const couponResults = await Promise.all(couponIds.map((couponId) => getCouponDetail(client, { id: couponId }, quiet)));
  const coupons: ProductCoupon[] = couponResults.flatMap((result) => (result.ok ? [toProductCoupon(result.data)] : []));
  const product = toProductModel(detail.data, coupons);
  return {
    status: 'ok',
    product,
    coupons,
    reviews: reviews.ok
      ? {
          list: reviews.data.list.map(toProductReview),
          total: reviews.data.paging?.total ?? reviews.data.list.length,
          ...(reviews.data.score !== null && reviews.data.score !== undefined ? { score: reviews.data.score } : {}),
        }
      : null,
    related: related.ok ? toRelatedProducts(related.data.list, product.id) : [],
  };
}
