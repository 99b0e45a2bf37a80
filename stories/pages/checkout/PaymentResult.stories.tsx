import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { PaymentResultView } from '../../../src/pages/checkout/PaymentResult/PaymentResultView';
import { RouteTableHarness } from '../../support/RouteTableHarness';

/**
 * The payment result (/m/payment_result?order_id=): paid, failed (pay again) or still pending
 * (check again). Use it as the page after Pay. Not for offline transfers (OfflinePayment shows
 * the instructions) nor for waiting on a provider page (PayAwait).
 */
const meta = {
  title: 'Pages/Checkout/PaymentResult',
  component: PaymentResultView,
  parameters: { frame: 'none' },
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

export const Paid: Story = {};

/** Inside the Android app, logged in (the page is the same; the screenshot keeps it so). */
export const AppLoggedIn: Story = { globals: { platform: 'android', login: 'loggedIn' } };

export const PaidEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue shopping' }));
    await expect(args.onContinueShopping).toHaveBeenCalledTimes(1);
  },
};

export const FailedWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'failed', pay_url: null } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay again' }));
    await expect(args.onPayAgain).toHaveBeenCalledTimes(1);
  },
};

/** Failed, for a Chinese shopper: pay again or see the orders. */
export const FailedChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'failed', pay_url: null } } },
};

export const Pending: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: '20250399', status: 'pending', pay_url: null } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '再次查询' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A booking's deposit paid: the appointment is booked and the page leads to it. */
export const BookingDepositPaid: Story = {
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

/** A booking cancelled before its deposit was paid, in Chinese. */
export const BookingDepositFailedChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', result: { order_id: 'BK77007', status: 'failed', pay_url: null, booking_id: '77007' } } },
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

type PageStory = StoryObj<{ initialPath: string }>;

/** The shopper's order 20250399 is seeded as paid. */
export const PagePaid: PageStory = {
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  render: () => <RouteTableHarness initialPath="/m/payment_result?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageError: PageStory = {
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { orders: orderHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/payment_result?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};
