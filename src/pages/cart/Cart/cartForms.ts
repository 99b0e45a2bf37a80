/** The cart line's forms (they post to the cart's action, see cartAction.ts). */
export const CART_QUANTITY_INTENT = 'cartQuantity';
export const CART_DELETE_INTENT = 'cartDelete';
