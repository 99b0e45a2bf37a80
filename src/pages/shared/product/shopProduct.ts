import type { Team } from '../../../api';
import type { BuyButtonStatus, ProductStatus } from '../../../components/ProductCard';
import type { CartItem } from '../../../machines/addToCart/addToCart.types';

/** A product as the home, list, brand and favourites grids show it, with what the add-to-cart flow sends. */
export interface ShopProduct {
  readonly id: string;
  readonly name: string;
  readonly brandName?: string;
  readonly imageUrl: string;
  readonly price: number;
  readonly specialPrice?: number;
  readonly memberPrice?: number;
  readonly status: ProductStatus;
  readonly buyButton: BuyButtonStatus;
  readonly href: string;
  readonly cartItem: CartItem;
}

const positive = (value: number | null | undefined): value is number => value !== undefined && value !== null && value > 0;

/**
 * A team (spec §3) as a product card. The team carries no brand sign, so the product address uses the
 * brand id: /m/{brand_id}/{id}.html (the same choice as the not-found page's recommendations).
 */
export function toShopProduct(team: Team): ShopProduct {
  const special = team.ui_team_price_info?.special_price;
  const member = team.user_level_price;
  const canGet = team.estimated_price?.can_get_coupon_ids ?? [];
  return {
    id: team.id,
    name: team.product,
    ...(team.brand_name ? { brandName: team.brand_name } : {}),
    imageUrl: team.image1,
    price: team.team_price,
    ...(positive(special) && special < team.team_price ? { specialPrice: special } : {}),
    ...(positive(member) && member < team.team_price ? { memberPrice: member } : {}),
    status: team.status === 'take_down' ? 'take_down' : 'on_sale',
    buyButton: team.buy_btn_status === 0 ? 'sold_out' : 'enabled',
    href: `/m/${team.brand_id ?? 'item'}/${team.id}.html`,
    cartItem: {
      team_id: team.id,
      quantity: 1,
      status: team.status,
      ...(team.web_params?.promotion_mgr_id ? { promotion_mgr_id: team.web_params.promotion_mgr_id } : {}),
      ...(team.web_params?.coupon_id ? { coupon_id: team.web_params.coupon_id } : {}),
      ...(canGet.length > 0 ? { can_get_coupon_ids: canGet } : {}),
      ...(team.source ? { source: team.source } : {}),
    },
  };
}

/** What a ProductCard shows of a shop product: `<ProductCard {...productCardProps(product)} … />`. */
export function productCardProps(product: ShopProduct) {
  return {
    name: product.name,
    ...(product.brandName ? { brandName: product.brandName } : {}),
    imageUrl: product.imageUrl,
    price: product.price,
    ...(product.specialPrice !== undefined ? { specialPrice: product.specialPrice } : {}),
    ...(product.memberPrice !== undefined ? { memberPrice: product.memberPrice } : {}),
    status: product.status,
    buyButton: product.buyButton,
    href: product.href,
  };
}
