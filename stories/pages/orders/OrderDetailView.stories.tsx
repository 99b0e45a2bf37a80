import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetailView } from '../../../src/pages/orders/OrderDetail/OrderDetailView';
import { HOSTILE_SAMPLES } from '../../../mocks/fixtures/hostileStrings';
import { LONG_THAI_PRODUCT, storyOrderDetail } from './orderStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Order details: where a shopper sees everything about one order and what they can do next.**
 *
 * The shopper opens it from My orders. It shows the order's status and its progress (placed, paid,
 * packing, shipped, received, or cancelled), the products, the delivery address, how it was paid
 * with the points used, the totals and any note, then the buttons that fit the order: To pay: Pay
 * now or Cancel order; paid or being packed: Request refund; shipped: Confirm receipt, Track and
 * Request refund; received: Review, Buy again, Request refund and Delete order; cancelled: Buy
 * again and Delete order (refund and buy again only when the shop allows them for that order).
 * Cancel, Confirm receipt and Delete ask first in a dialog.
 *
 * They see the loading state while the order is on its way, and the error state with a message and
 * the way back to My orders when the order could not be loaded.
 */
const meta = {
  title: 'Pages/Orders/OrderDetail',
  component: OrderDetailView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', order: storyOrderDetail('th_TH') },
    onAction: fn(),
    onRetry: fn(),
    onBackToList: fn(),
    onConfirm: fn(),
    onCloseConfirm: fn(),
  },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shipped order: its progress, products, address, payment and buttons. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('orders:detail.title') })).toBeVisible();
    await expect(canvas.getByRole('list', { name: text('orders:detail.timeline') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('orders:actions.confirm') }));
    await expect(args.onAction).toHaveBeenCalledWith('confirm');
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', order: storyOrderDetail('en_US') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(canvas.getByText('Points used (3,000)')).toBeVisible();
    await expect(canvas.getByText('Credit/debit card')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('0812345678');
  },
};

/** A received order, in Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', order: storyOrderDetail('zh_CN', 'finished') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '再次购买' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除订单' })).toBeVisible();
  },
};

/** A hostile note with the order (a flood of combining marks, a script, a long word): plain text, never wider than the screen. */
export const HostileRemark: Story = {
  name: 'Hostile Remark (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', order: { ...storyOrderDetail('en_US'), remark: `o${'\u0489'.repeat(60)} ${HOSTILE_SAMPLES.script} ${HOSTILE_SAMPLES.longWord}` } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(HOSTILE_SAMPLES.script, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('main script, [role="main"] script')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Long Thai names and addresses wrap without hiding the totals or buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: {
    state: {
      status: 'ready',
      order: (() => {
        const order = storyOrderDetail('th_TH');
        return { ...order, items: order.items.map((item) => ({ ...item, product: LONG_THAI_PRODUCT })) };
      })(),
    },
  },
};

/** An order not paid yet: the total to pay, with Pay now and Cancel order. */
export const Unpaid: Story = {
  name: 'Unpaid (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', order: { ...storyOrderDetail('en_US', 'unpaid'), history: [{ status: 'unpaid', at: '2025-03-10 09:15:00' }] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total to pay')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onAction).toHaveBeenCalledWith('pay');
  },
};

/** While the order is on its way. */
export const Loading: Story = { name: 'Loading (signed in)', args: { state: { status: 'loading' } } };

/** The order could not be loaded: a message, and the way back to My orders. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'error', message: 'This order could not be found.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This order could not be found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my orders' }));
    await expect(args.onBackToList).toHaveBeenCalledTimes(1);
  },
};

/** Delete order asks first, naming the order. */
export const ConfirmDelete: Story = {
  name: 'Confirm Delete (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', order: storyOrderDetail('en_US', 'finished') }, pending: { action: 'delete', orderNumber: 'TH25031002' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onCloseConfirm).toHaveBeenCalledTimes(1);
  },
};
