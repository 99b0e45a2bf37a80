import type { Coupon, Review, Team, TeamDetail } from '../../../api';
import type { CouponType } from '../../../components/CouponTag';
import type { CartItem } from '../../../machines/addToCart/addToCart.types';
import { toRecommendedProduct, type RecommendedProduct } from '../../shared/notFound/recommendedProduct';
import { estimatedPrice } from './estimatedPrice';

/** spec §3: take_down means unavailable; a product that cannot be bought otherwise is sold out. */
export type ProductAvailability = 'on_sale' | 'sold_out' | 'take_down';

export interface ProductPrices {
  /** team_price, in baht. */
  readonly team: number;
  /** ui_team_price_info.special_price, when lower than the team price. */
  readonly special?: number;
  /** user_level_price. */
  readonly member?: number;
  /** After the best coupon the product can get (estimated_price.can_get_coupon_ids). */
  readonly estimated?: number;
}

export interface ProductSpec {
  /** The team id this specification is sold as. */
  readonly id: string;
  readonly name: string;
  readonly available: boolean;
}

export interface ProductCoupon {
  readonly id: string;
  readonly title: string;
  readonly type: CouponType;
  readonly value: number;
  readonly minSpend: number;
  readonly startsAt?: string;
  readonly endsAt: string;
  /** Already received by the shopper. */
  readonly claimed: boolean;
}

export interface ProductReview {
  readonly id: string;
  readonly authorName: string;
  readonly avatarUrl?: string;
  readonly rating: number;
  readonly date: string;
  readonly text: string;
  readonly photos: readonly string[];
}

/** The product page's product, as the view shows it. */
export interface ProductModel {
  readonly id: string;
  readonly name: string;
  readonly brandName?: string;
  readonly images: readonly string[];
  readonly description?: string;
  readonly prices: ProductPrices;
  readonly specs: readonly ProductSpec[];
  readonly availability: ProductAvailability;
  readonly liked: boolean;
  readonly reminderSet: boolean;
  /** spec §3 relatedShopCount: other shops that sell this product. */
  readonly relatedShopCount: number;
  /** What add to cart and buy now send (spec §7 payload fields). */
  readonly cartItem: CartItem;
}

export interface ProductReviews {
  readonly list: readonly ProductReview[];
  readonly total: number;
  readonly score?: number;
}

const positive = (value: number | null | undefined): number | undefined =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

export function availabilityOf(team: Pick<Team, 'status' | 'buy_btn_status'>): ProductAvailability {
  if (team.status === 'take_down') return 'take_down';
  if (team.status === 'sold_out' || team.buy_btn_status === 0) return 'sold_out';
  return 'on_sale';
}

export function toProductCoupon(coupon: Coupon): ProductCoupon {
  return {
    id: coupon.id,
    title: coupon.title,
    type: coupon.coupon_type,
    value: coupon.coupon_value,
    minSpend: coupon.money,
    ...(coupon.start_time ? { startsAt: coupon.start_time } : {}),
    endsAt: coupon.end_time ?? '',
    claimed: coupon.received === true,
  };
}

export function toProductReview(review: Review): ProductReview {
  return {
    id: review.id,
    authorName: review.nickname,
    ...(review.avatar ? { avatarUrl: review.avatar } : {}),
    rating: review.score,
    date: review.created_at,
    text: review.content,
    photos: review.images,
  };
}

/** The detail answer (and the coupons it can get) as the page's product. */
export function toProductModel(detail: TeamDetail, coupons: readonly ProductCoupon[]): ProductModel {
  const { team } = detail;
  const teamPrice = positive(team.ui_team_price_info?.team_price) ?? team.team_price;
  const special = positive(team.ui_team_price_info?.special_price);
  const pays = special !== undefined && special < teamPrice ? special : teamPrice;
  const member = positive(team.user_level_price);
  const estimated = estimatedPrice(pays, coupons);
  const images = detail.images.length > 0 ? detail.images : [team.image1];
  return {
    id: team.id,
    name: team.product,
    ...(team.brand_name ? { brandName: team.brand_name } : {}),
    images,
    ...(detail.description ? { description: detail.description } : {}),
    prices: {
      team: teamPrice,
      ...(special !== undefined && special < teamPrice ? { special } : {}),
      ...(member !== undefined && member < pays ? { member } : {}),
      ...(estimated !== undefined ? { estimated } : {}),
    },
    specs: detail.specs.map((spec) => ({ id: spec.team_id, name: spec.name, available: spec.status !== 'take_down' && spec.status !== 'sold_out' })),
    availability: availabilityOf(team),
    liked: detail.is_liked === true,
    reminderSet: detail.reminder_set === true,
    relatedShopCount: positive(team.relatedShopCount) ?? 0,
    cartItem: {
      team_id: team.id,
      quantity: 1,
      status: team.status,
      promotion_mgr_id: team.web_params?.promotion_mgr_id ?? undefined,
      coupon_id: team.web_params?.coupon_id ?? undefined,
      can_get_coupon_ids: team.estimated_price?.can_get_coupon_ids ?? [],
      source: team.source ?? 'product_detail',
    },
  };
}

export function toRelatedProducts(teams: readonly Team[], exceptId: string): RecommendedProduct[] {
  return teams.filter((team) => team.id !== exceptId).map(toRecommendedProduct);
}
