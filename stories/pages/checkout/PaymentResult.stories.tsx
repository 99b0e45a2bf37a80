import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { PaymentResultView } from '../../../src/pages/checkout/PaymentResult/PaymentResultView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/**
 * **Payment result: what a shopper sees after tapping Pay.**
 *
 * Paid (thank you, the order is being prepared; their orders or more shopping next), failed (no
 * money was taken; pay again or choose another way) or still being confirmed by the payment company
 * (check again). For a booking's deposit the page speaks of the appointment instead: booked (with
 * the way to it), the time held while the deposit is confirmed, or cancelled before the deposit was
 * paid. Not for PromptPay or bank transfers (the how-to-pay page) nor for waiting on the payment
 * company's page.
 *
 * They see the loading state while the payment is checked, and the error state with Try again when
 * it could not be.
 */
const meta = {
  title: 'Pages/Checkout/PaymentResult',
  component: PaymentResultView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    state: { status: 'ready', result: { order_id: '20250399', status: 'paid', pay_url: null } },
    onRetry: fn(),
    onPayAgain: fn(),
    onViewOrders: fn(),
    onViewAppointments: fn(),
    onContinueShopping: fn(),
  },
} satisfies Meta<typeof PaymentResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment went through, in Thai. */
export const Paid: Story = {};

/** Inside the shop's Android app, signed in: the same page. */
export const AppLoggedIn: Story = { name: 'App Logged In (Android app)', globals: { platform: 'android', login: 'loggedIn' } };

/** The payment went through, in English. */
export const PaidEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue shopping' }));
    await expect(args.onContinueShopping).toHaveBeenCalledTimes(1);
  },
};

/** The payment failed: no money was taken; the shopper can pay again. */
export const FailedWithRetry: Story = {
  name: 'Failed With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'failed', pay_url: null } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay again' }));
    await expect(args.onPayAgain).toHaveBeenCalledTimes(1);
  },
};

/** The payment failed, in Chinese: pay again or see the orders. */
export const FailedChinese: Story = {
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'failed', pay_url: null } } },
};

/** Not confirmed yet, in Chinese: the shopper can check again. */
export const Pending: Story = {
  name: 'Pending (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'pending', pay_url: null } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '再次查询' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A booking's deposit paid: the appointment is booked and the page leads to it. */
export const BookingDepositPaid: Story = {
  name: 'Booking Deposit Paid (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', result: { order_id: 'BK77007', status: 'paid', pay_url: null, booking_id: '77007' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue shopping' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See my appointment' }));
    await expect(args.onViewAppointments).toHaveBeenCalledTimes(1);
  },
};

/** A booking's deposit not confirmed yet, in Thai: the time is held; check again or see the appointments. */
export const BookingDepositPending: Story = {
  args: { state: { status: 'ready', result: { order_id: 'BK77007', status: 'pending', pay_url: null, booking_id: '77007' } } },
};

/** A booking cancelled before its deposit was paid, in Chinese: the shopper is asked to book again. */
export const BookingDepositFailedChinese: Story = {
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: 'BK77007', status: 'failed', pay_url: null, booking_id: '77007' } } },
};

/** While the payment is checked. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The payment could not be checked: the shopper can try again. */
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

type PageStory = StoryObj<{ initialPath: string }>;

/** A signed-in shopper's paid order. */
export const PagePaid: PageStory = {
  name: 'Page Paid (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true }, shop: { seed: 'shopper' } },
  render: () => <RouteTableHarness initialPath="/m/payment_result?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A signed-in shopper's order that could not be checked: the error with Try again. */
export const PageError: PageStory = {
  name: 'Page Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true }, shop: { seed: 'shopper' }, msw: { handlers: { orders: orderHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/payment_result?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};
