import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflinePaymentView } from '../../../src/pages/checkout/OfflinePayment/OfflinePaymentView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/**
 * Offline payment instructions (/m/offline_payment?order_id=&method=): how to pay an order placed
 * with PromptPay or a bank transfer. Use it right after placing such an order. Not for card or
 * wallet payments (they end on PaymentResult).
 */
const meta = {
  title: 'Pages/Checkout/OfflinePayment',
  component: OfflinePaymentView,
  parameters: { frame: 'none' },
  args: {
    state: { status: 'ready', result: { order_id: '20250399', status: 'pending', pay_url: null } },
    methodName: 'พร้อมเพย์',
    onRetry: fn(),
    onPaid: fn(),
    onViewOrders: fn(),
  },
} satisfies Meta<typeof OfflinePaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Instructions: Story = {};

/** Inside the Android app, logged in (the page is the same; the screenshot keeps it so). */
export const AppLoggedIn: Story = { globals: { platform: 'android', login: 'loggedIn' } };

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { methodName: 'PromptPay' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Steps to pay' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I have paid' }));
    await expect(args.onPaid).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = { globals: { locale: 'zh_CN' }, args: { methodName: '银行转账' } };

export const AlreadyPaid: Story = {
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'paid', pay_url: null } } },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Error: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The shopper's unpaid order 20250301 (seeded): its payment result is pending, so the page shows the steps to pay. */
export const PageInstructions: StoryObj<{ initialPath: string }> = {
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  render: () => <RouteTableHarness initialPath="/m/offline_payment?order_id=20250301&method=promptpay" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Steps to pay' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have paid' })).toBeEnabled();
    await expect(canvas.queryByText('This order is already paid.')).toBeNull();
  },
};
