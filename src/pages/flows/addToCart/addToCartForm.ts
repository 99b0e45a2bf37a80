import type { CartItem } from '../../../machines/addToCart/addToCart.types';

/** The intent of an add-to-cart form (a product card's, the product page's). */
export const ADD_TO_CART_INTENT = 'addToCart';

/** The named fields an add-to-cart form posts: the product (spec §3 team_id) and how many. */
export function addToCartFields(item: Pick<CartItem, 'team_id' | 'quantity'>): Readonly<Record<string, string | number>> {
  return { team_id: item.team_id, quantity: item.quantity };
}
