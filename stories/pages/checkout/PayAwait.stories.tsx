import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayAwaitView } from '../../../src/pages/checkout/PayAwait/PayAwaitView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/**
 * **Waiting for payment: while the payment company has not yet confirmed a shopper's payment.**
 *
 * A shopper comes here when their payment is still being confirmed, or after I have paid for a
 * transfer. They are asked to finish paying with the payment company (Continue to payment when
 * there is a page to go back to) and then to check the payment's status here; once it is paid, the
 * page leads to the result.
 *
 * They see the loading state, the button working while the payment is checked, and the error state
 * with Try again when the payment could not be checked.
 */
const meta = {
  title: 'Pages/Checkout/PayAwait',
  component: PayAwaitView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    state: { status: 'ready', result: { order_id: '20250399', status: 'pending', pay_url: null } },
    onCheck: fn(),
    onSeeResult: fn(),
    onViewOrders: fn(),
  },
} satisfies Meta<typeof PayAwaitView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment is not confirmed yet: finish paying, then check. */
export const Pending: Story = {};

/** Inside the shop's Android app, signed in: the same page. */
export const AppLoggedIn: Story = { name: 'App Logged In (Android app)', globals: { platform: 'android', login: 'loggedIn' } };

/** In English, with the payment company's page to go back to: Continue to payment. */
export const PendingWithProviderPage: Story = {
  name: 'Pending With Provider Page (English)',
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

/** While the payment's status is being checked. */
export const Checking: Story = {
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'pending', pay_url: null }, checking: true } },
};

/** The check finds it paid, in Chinese: the way to the result. */
export const NowPaid: Story = {
  name: 'Now Paid (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'paid', pay_url: null } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看支付结果' }));
    await expect(args.onSeeResult).toHaveBeenCalledTimes(1);
  },
};

/** While the order is on its way. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The payment could not be checked: the shopper can try again. */
export const Error: Story = {
  name: 'Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
  },
};

/** A signed-in shopper's order that is already paid: the check finds it paid and leads to the result. */
export const PagePaid: StoryObj<{ initialPath: string }> = {
  name: 'Page Paid (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true }, shop: { seed: 'shopper' } },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm/await?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'See payment result' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
  },
};
