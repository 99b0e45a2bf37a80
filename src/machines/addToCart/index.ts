export { addToCartMachine, addPayload } from './addToCart.machine';
export type { AddToCartMachine } from './addToCart.machine';
export { createAddToCartActors } from './addToCart.actors';
export { ADD_TO_CART_CAPTCHA_SOURCE, ADD_TO_CART_PATHS, MAX_CAPTCHA_ROUNDS } from './addToCart.types';
export type {
  AddToCartContext,
  AddToCartEmitted,
  AddToCartEvent,
  BundlePrefs,
  CartAddResult,
  CartItem,
} from './addToCart.types';
