import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflinePaymentView } from '../../../src/pages/checkout/OfflinePayment/OfflinePaymentView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/**
 * **How to pay: what a shopper who chose PromptPay or a bank transfer does next.**
 *
 * Right after placing the order they see that it is placed, the order number, the total and the
 * payment method, and the steps to pay from their banking app within 24 hours (with the order
 * number in the note), then I have paid. An order that is already paid says so. Not for card or
 * wallet payments: those end on the payment result.
 *
 * They see the loading state while the order is on its way, and the error state with Try again when
 * it could not be loaded.
 */
const meta = {
  title: 'Pages/Checkout/OfflinePayment',
  component: OfflinePaymentView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** An order just placed with PromptPay: the steps to pay. */
export const Instructions: Story = {};

/** Inside the shop's Android app, signed in: the same page. */
export const AppLoggedIn: Story = { name: 'App Logged In (Android app)', globals: { platform: 'android', login: 'loggedIn' } };

/** In English: the steps, then I have paid. */
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

/** In Simplified Chinese, paying by bank transfer. */
export const Chinese: Story = { globals: { locale: 'zh_CN' }, args: { methodName: '银行转账' } };

/** The order is already paid: the page says so. */
export const AlreadyPaid: Story = {
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'paid', pay_url: null } } },
};

/** While the order is on its way. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The order could not be loaded: the shopper can try again. */
export const Error: Story = {
  name: 'Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A signed-in shopper's unpaid order: the steps to pay. */
export const PageInstructions: StoryObj<{ initialPath: string }> = {
  name: 'Page Instructions (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true }, shop: { seed: 'shopper' } },
  render: () => <RouteTableHarness initialPath="/m/offline_payment?order_id=20250301&method=promptpay" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Steps to pay' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have paid' })).toBeEnabled();
    await expect(canvas.queryByText('This order is already paid.')).toBeNull();
  },
};
