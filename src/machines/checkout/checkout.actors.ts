import { fromCall } from '../shared/fromCall';
import { payOrder, submitOrder, tokeniseCard, type ApiClient } from '../../api';
import type { CardDetails, CardTokenResult, CheckoutOrder, PayInput, PayOutcome, SubmitResult } from './checkout.machine';

/**
 * The real effects of the checkout machine. The card goes to the vault (transport 'vault', its own
 * origin, no session values, no cookies) and only the token goes to the shop backend.
 * A failed call rejects with its ApiFailure (the machine reads kind, message and loginLink).
 */
export function createCheckoutActors(client: ApiClient) {
  return {
    tokeniseCard: fromCall<CardTokenResult, CardDetails>(async ({ input, signal }) => {
      const result = await tokeniseCard(
        client,
        {
          card_number: input.cardNumber,
          expiry: input.expiry,
          security_code: input.securityCode,
          ...(input.holderName ? { holder_name: input.holderName } : {}),
        },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw result;
      return { token: result.data.token, last4: result.data.last4 };
    }),
    submitOrder: fromCall<SubmitResult, CheckoutOrder>(async ({ input, signal }) => {
      const result = await submitOrder(
        client,
        {
          ...(input.cartIds ? { cart_ids: input.cartIds } : {}),
          ...(input.teamId !== undefined ? { team_id: input.teamId } : {}),
          ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
          ...(input.addressId !== undefined ? { address_id: input.addressId } : {}),
          ...(input.bookingId !== undefined ? { booking_id: input.bookingId } : {}),
          ...(input.couponId !== undefined ? { coupon_id: input.couponId } : {}),
          ...(input.usePoints ? { use_points: 1 as const } : {}),
          payment_method: input.paymentMethod,
        },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw result;
      const count = result.body.shopcartnum;
      return { orderId: result.data.order_id, ...(typeof count === 'number' ? { cartCount: count } : {}) };
    }),
    payOrder: fromCall<PayOutcome, PayInput>(async ({ input, signal }) => {
      const result = await payOrder(
        client,
        {
          order_id: input.orderId,
          payment_method: input.paymentMethod,
          ...(input.cardToken !== undefined ? { card_token: input.cardToken } : {}),
        },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw result;
      return { orderId: result.data.order_id, status: result.data.status };
    }),
  };
}
