import type { Team } from '../../../api';
import type { BuyButtonStatus, ProductStatus } from '../../../components/ProductCard';

/** A recommended product as the not-found page shows it. */
export interface RecommendedProduct {
  readonly id: string;
  readonly name: string;
  readonly brandName?: string;
  readonly imageUrl: string;
  readonly price: number;
  readonly specialPrice?: number;
  readonly status: ProductStatus;
  readonly buyButton: BuyButtonStatus;
  readonly href: string;
}

/**
 * A team of the 404 call as a card. The team carries no brand sign, so the product address uses
 * the brand id: /m/{brand_id}/{id}.html (the product route of spec §2; chosen).
 */
/** What the add-to-cart flow needs of a recommended product (one piece, spec §7 payload). */
export function cartItemOf(product: RecommendedProduct, source: string): { team_id: string; quantity: number; status: string; source: string } {
  return { team_id: product.id, quantity: 1, status: product.status, source };
}

export function toRecommendedProduct(team: Team): RecommendedProduct {
  const special = team.ui_team_price_info?.special_price ?? undefined;
  return {
    id: team.id,
    name: team.product,
    ...(team.brand_name ? { brandName: team.brand_name } : {}),
    imageUrl: team.image1,
    price: team.team_price,
    ...(special !== undefined && special !== null && special > 0 ? { specialPrice: special } : {}),
    status: team.status === 'take_down' ? 'take_down' : 'on_sale',
    buyButton: team.buy_btn_status === 0 ? 'sold_out' : 'enabled',
    href: `/m/${team.brand_id ?? 'item'}/${team.id}.html`,
  };
}
