import { paymentEndpoints } from '../../src/api/endpoints/payment';
import type { MockShop } from '../shop/sessions';
import { buildAreaHandlers, type AreaMocks, type AreaScenario } from './core';

export const paymentMocks: AreaMocks<'payment'> = {
  tokeniseCard: {
    ok: ({ params }) => ({
      token: 'tok_mock_4242',
      last4: (params.card_number ?? '4242424242424242').slice(-4).padStart(4, '0'),
      brand: (params.card_number ?? '4').startsWith('5') ? 'mastercard' : 'visa',
      expiry_month: Number((params.expiry ?? '1228').slice(0, 2)) || 12,
      expiry_year: 2000 + (Number((params.expiry ?? '1228').slice(2, 4)) || 28),
    }),
  },
};

/** The card vault (on its own origin). */
export function paymentHandlers(choice?: AreaScenario<'payment'>, shop?: MockShop) {
  return buildAreaHandlers(paymentEndpoints, paymentMocks, choice, shop);
}
