import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetailView } from '../../../src/pages/orders/OrderDetail/OrderDetailView';
import { HOSTILE_SAMPLES } from '../../../mocks/fixtures/hostileStrings';
import { LONG_THAI_PRODUCT, storyOrderDetail } from './orderStoryData';

/**
 * One order, /m/my.php?order_id= (the chosen address of the order detail): status, timeline
 * (StepIndicator), lines, delivery address, payment with points used and the totals, and the
 * actions of its status. Use it only as that route.
 */
const meta = {
  title: 'Pages/Orders/OrderDetail',
  component: OrderDetailView,
  parameters: { frame: 'none' },
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

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'รายละเอียดคำสั่งซื้อ' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'ความคืบหน้าคำสั่งซื้อ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยันรับสินค้า' }));
    await expect(args.onAction).toHaveBeenCalledWith('confirm');
  },
};

export const English: Story = {
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

export const Chinese: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', order: storyOrderDetail('zh_CN', 'finished') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '再次购买' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除订单' })).toBeVisible();
  },
};

/** A hostile note with the order (a letter under a flood of combining marks, a script, a long word): plain text, never wider than the screen. */
export const HostileRemark: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', order: { ...storyOrderDetail('en_US'), remark: `o${'\u0489'.repeat(60)} ${HOSTILE_SAMPLES.script} ${HOSTILE_SAMPLES.longWord}` } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(HOSTILE_SAMPLES.script, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('main script, [role="main"] script')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const LongThaiText: Story = {
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

export const Unpaid: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', order: { ...storyOrderDetail('en_US', 'unpaid'), history: [{ status: 'unpaid', at: '2025-03-10 09:15:00' }] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total to pay')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onAction).toHaveBeenCalledWith('pay');
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const ErrorWithRetry: Story = {
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

export const ConfirmDelete: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', order: storyOrderDetail('en_US', 'finished') }, pending: { action: 'delete', orderNumber: 'TH25031002' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onCloseConfirm).toHaveBeenCalledTimes(1);
  },
};
