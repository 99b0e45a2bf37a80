import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EMPTY_CARD } from '../../../src/pages/checkout/OrderConfirm/cardValues';
import { OrderConfirmView } from '../../../src/pages/checkout/OrderConfirm/OrderConfirmView';
import { OfflinePaymentView } from '../../../src/pages/checkout/OfflinePayment/OfflinePaymentView';
import { PayAwaitView } from '../../../src/pages/checkout/PayAwait/PayAwaitView';
import { PaymentResultView } from '../../../src/pages/checkout/PaymentResult/PaymentResultView';
import { confirmData } from '../../pages/checkout/storyData';

const card = { cardNumber: '4242424242424242', expiry: '1228', securityCode: '123', holderName: '' };

function Confirm({ paying = false, payFailure = null }: { paying?: boolean; payFailure?: string | null }) {
  return (
    <OrderConfirmView
      state={{ status: 'ready', data: confirmData('en_US') }}
      onRetry={fn()}
      onChangeAddress={fn()}
      onGoToCart={fn()}
      couponId={null}
      onCouponChange={fn()}
      paymentMethod="card"
      onPaymentMethodChange={fn()}
      card={paying || payFailure ? card : EMPTY_CARD}
      onCardChange={fn()}
      onPay={fn()}
      paying={paying}
      payFailure={payFailure}
    />
  );
}

const paid = { order_id: '20250399', status: 'paid', pay_url: null } as const;

/**
 * The checkout machine (src/machines/checkout): Pay tokenises a card at the vault, places the
 * order, pays it with the token; paid, pending and offline leave for their pages; a failure stays
 * with Try again. One story per state: the real screens in that state. While busy (tokenising,
 * submitting, paying) the Pay button spins and ignores taps. Use these to review the flow; the
 * page stories (Pages/Checkout/OrderConfirm) drive it on the mock backend.
 */
const meta = {
  title: 'Flows/Checkout',
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  globals: { locale: 'en_US' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = { name: 'Editing (English)', parameters: { flowStates: ['checkout.editing'] }, render: () => <Confirm /> };

export const Busy: Story = {
  name: 'Busy (English)',
  parameters: { flowStates: ['checkout.tokenising', 'checkout.submitting', 'checkout.paying'] },
  render: () => <Confirm paying />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Pay now/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'Failed (English)',
  tags: ['error-state'],
  parameters: { flowStates: ['checkout.failed'] },
  render: () => <Confirm payFailure="Your payment was declined. Check your card details or choose another payment method." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Paid: Story = {
  name: 'Paid (English)',
  parameters: { flowStates: ['checkout.paid'] },
  render: () => <PaymentResultView state={{ status: 'ready', result: paid }} onRetry={fn()} onPayAgain={fn()} onViewOrders={fn()} onViewAppointments={fn()} onContinueShopping={fn()} />,
};

export const Pending: Story = {
  name: 'Pending (English)',
  parameters: { flowStates: ['checkout.pending'] },
  render: () => <PayAwaitView state={{ status: 'ready', result: { ...paid, status: 'pending' } }} onCheck={fn()} onSeeResult={fn()} onViewOrders={fn()} />,
};

export const Offline: Story = {
  name: 'Offline (English)',
  tags: ['error-state'],
  parameters: { flowStates: ['checkout.offline'] },
  render: () => (
    <OfflinePaymentView state={{ status: 'ready', result: { ...paid, status: 'pending' } }} methodName="PromptPay" onRetry={fn()} onPaid={fn()} onViewOrders={fn()} />
  ),
};
