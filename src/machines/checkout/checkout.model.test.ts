import { expect, it } from 'vitest';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { checkoutMachine } from './checkout.machine';

const card = { cardNumber: '4242424242424242', expiry: '1228', securityCode: '123' };
const cardOrder = { cartIds: ['11', '12'], addressId: 'A-1', paymentMethod: 'card' };
const offlineOrder = { cartIds: ['11'], addressId: 'A-1', paymentMethod: 'promptpay' };
const walletOrder = { cartIds: ['11'], addressId: 'A-1', paymentMethod: 'wallet' };

it('checkout: every transition and state is covered', async () => {
  const coverage = await runModelTest({
    machine: checkoutMachine,
    events: [
      { type: 'pay', order: cardOrder, card },
      { type: 'pay', order: offlineOrder },
      { type: 'pay', order: walletOrder },
      { type: 'xstate.done.actor.tokeniseCard', output: { token: 'tok_1', last4: '4242' } },
      { type: 'xstate.error.actor.tokeniseCard', error: { kind: 'toast', message: 'Card declined by the vault' } },
      { type: 'xstate.done.actor.submitOrder', output: { orderId: '20250399' } },
      { type: 'xstate.error.actor.submitOrder', error: { kind: 'login', loginLink: '/m/login.php' } },
      { type: 'xstate.error.actor.submitOrder', error: { kind: 'timeout' } },
      { type: 'xstate.done.actor.payOrder', output: { orderId: '20250399', status: 'paid' } },
      { type: 'xstate.done.actor.payOrder', output: { orderId: '20250399', status: 'pending' } },
      { type: 'xstate.done.actor.payOrder', output: { orderId: '20250399', status: 'failed' } },
      { type: 'xstate.error.actor.payOrder', error: { kind: 'home' } },
      { type: 'xstate.error.actor.payOrder', error: { kind: 'toast', message: 'ระบบขัดข้อง' } },
    ],
    // The card and token in the context would multiply the graph without adding states.
    serialize: (snapshot) => ({ value: snapshot.value, order: snapshot.context.orderId !== null, method: snapshot.context.order?.paymentMethod }),
  });
  expectFullCoverage(coverage);
  expect(coverage.emitted).toContainEqual({ type: 'navigate', to: '/m/payment_result?order_id=20250399' });
  expect(coverage.emitted).toContainEqual({ type: 'navigate', to: '/m/orderconfirm/await?order_id=20250399' });
  expect(coverage.emitted).toContainEqual({ type: 'navigate', to: '/m/offline_payment?order_id=20250399&method=promptpay' });
});
