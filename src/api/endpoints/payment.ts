import { cardTokenSchema } from '../schemas/card';
import { vaultResponse } from '../schemas/envelope';
import { endpointsOf } from './define';

const ep = endpointsOf('payment');

/**
 * Card tokenisation: the card goes to the card vault's own origin (ClientOptions.vaultUrl) and
 * never to the shop backend, which only ever receives the token (payOrder card_token).
 */
export const tokeniseCard = ep<{ card_number: string; expiry: string; security_code: string; holder_name?: string }>()(
  'tokeniseCard', 'vault', 'POST', '/v1/tokens', vaultResponse(cardTokenSchema), {
    chosen: 'vault path and payload not shown in spec §7 (a card payment provider vault)',
  },
);

export const paymentEndpoints = [tokeniseCard] as const;
