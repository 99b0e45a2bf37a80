import { paymentEndpoints } from '../../src/api/endpoints/payment';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';
import { tokeniseMockCard } from './vaultCards';

export const paymentMocks: AreaMocks<'payment'> = {
  /** Checks the card as a vault would (brand, length, Luhn, expiry, security code); the token ends in the last four. */
  tokeniseCard: { ok: ({ shop, params }) => tokeniseMockCard(shop.clock, params) },
};

/** The card vault (on its own origin). */
export function paymentHandlers(choice?: AreaScenario<'payment'>, shop?: MockShop) {
  return buildAreaHandlers(paymentEndpoints, paymentMocks, choice, shop);
}
