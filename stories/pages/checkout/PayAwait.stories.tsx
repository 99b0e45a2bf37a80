import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayAwaitView } from '../../../src/pages/checkout/PayAwait/PayAwaitView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/**
 * Waiting for a payment (/m/orderconfirm/await?order_id=): the provider has not confirmed yet.
 * Use it after Pay answers "pending" or after "I have paid" for a transfer. Not for a known
 * outcome (PaymentResult).
 */
const meta = {
  title: 'Pages/Checkout/PayAwait',
  component: PayAwaitView,
  parameters: { frame: 'none' },
  args: {
    state: { status: 'ready', result: { order_id: '20250399', status: 'pending', pay_url: null } },
    onCheck: fn(),
    onSeeResult: fn(),
    onViewOrders: fn(),
  },
} satisfies Meta<typeof PayAwaitView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

/** Inside the Android app, logged in (the page is the same; the screenshot keeps it so). */
export const AppLoggedIn: Story = { globals: { platform: 'android', login: 'loggedIn' } };

export const PendingWithProviderPage: Story = {
  globals: { locale: 'en_US' },
  args: { onContinuePayment: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check payment status' }));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(args.onContinuePayment).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'pending', pay_url: null }, checking: true } },
};

export const NowPaid: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'paid', pay_url: null } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看支付结果' }));
    await expect(args.onSeeResult).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Error: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
  },
};

/** The shopper's order 20250399 is seeded as paid: the check finds it paid and leads to the result. */
export const PagePaid: StoryObj<{ initialPath: string }> = {
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm/await?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'See payment result' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
  },
};
