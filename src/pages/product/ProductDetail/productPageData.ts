import type { ApiFailure } from '../../../api';
import type { RecommendedProduct } from '../../shared/notFound/recommendedProduct';
import type { ProductCoupon, ProductModel, ProductReviews } from './productModel';

/** What the product page's loader returns: failures are values (spec §8), never thrown (except not found). */
export type ProductPageData =
  | {
      readonly status: 'ok';
      readonly product: ProductModel;
      readonly coupons: readonly ProductCoupon[];
      /** Null when the reviews call failed: the section says so instead of showing nothing. */
      readonly reviews: ProductReviews | null;
      readonly related: readonly RecommendedProduct[];
    }
  | { readonly status: 'error'; readonly failure: Pick<ApiFailure, 'kind' | 'message' | 'messageKey'> };
