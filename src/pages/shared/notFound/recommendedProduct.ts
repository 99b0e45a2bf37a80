import type { Team } from '../../../api';
import { toShopProduct, type ShopProduct } from '../product/shopProduct';

/** A recommended product as the not-found page, search and the product page's related products show it. */
export type RecommendedProduct = Omit<ShopProduct, 'memberPrice' | 'cartItem'>;

/** What the add-to-cart flow needs of a recommended product (one piece, spec §7 payload). */
export function cartItemOf(product: RecommendedProduct, source: string): { team_id: string; quantity: number; status: string; source: string } {
  return { team_id: product.id, quantity: 1, status: product.status, source };
}

/**
 * A team of the 404 call (or a related team) as a card: the product card mapping of
 * src/pages/shared/product without the member price and the add-to-cart item.
 */
export function toRecommendedProduct(team: Team): RecommendedProduct {
  const { memberPrice: _memberPrice, cartItem: _cartItem, ...card } = toShopProduct(team);
  return card;
}
