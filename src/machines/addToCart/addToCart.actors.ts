import { fromCall } from '../shared/fromCall';
import { cartBuy, cartReplaceAndBuy, type AddToCartPayload, type ApiClient } from '../../api';
import type { CartAddResult } from './addToCart.types';

/**
 * The add-to-cart effects: the two cart calls (spec §7) and the captcha, which the caller
 * supplies (the wired UI starts it on the session and waits for its result).
 */
export function createAddToCartActors(client: ApiClient, verifyCaptcha: (source: string, signal: AbortSignal) => Promise<boolean>) {
  return {
    addItem: fromCall<CartAddResult, AddToCartPayload>(({ input, signal }) => cartBuy(client, input, { signal, suppressToast: true })),
    replaceItem: fromCall<CartAddResult, { team_id: string; quantity: number }>(({ input, signal }) =>
      cartReplaceAndBuy(client, input, { signal, suppressToast: true }),
    ),
    verifyCaptcha: fromCall<boolean, { source: string }>(({ input, signal }) => verifyCaptcha(input.source, signal)),
  };
}
