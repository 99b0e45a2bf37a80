import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderListView } from '../../../src/pages/orders/OrderList/OrderListView';
import { LONG_THAI_PRODUCT, storyOrders } from './orderStoryData';

/**
 * The shopper's orders, /m/my.php (spec §2 route name my): status tabs (all, to pay, to ship,
 * shipped, to review; `?status=`), each order as an OrderCard with the actions of its status, the
 * list growing page by page, an empty state per tab. Use it only as that route.
 */
const meta = {
  title: 'Pages/Orders/OrderList',
  component: OrderListView,
  parameters: { frame: 'none' },
  globals: { login: 'loggedIn' },
  args: {
    tab: 'all',
    state: { status: 'ready', orders: storyOrders('th_TH') },
    onTabChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onAction: fn(),
    onOpen: fn(),
    onShop: fn(),
    onConfirm: fn(),
    onCloseConfirm: fn(),
  },
} satisfies Meta<typeof OrderListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status with its actions: pay and cancel, refund, confirm and track, review and buy again and delete. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'คำสั่งซื้อของฉัน' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'ทั้งหมด' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('5 คำสั่งซื้อ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ชำระเงิน' }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ order_id: '20250301' }), 'pay');
    await userEvent.click(canvas.getByRole('button', { name: 'ยืนยันรับสินค้า' }));
    await expect(args.onAction).toHaveBeenLastCalledWith(expect.objectContaining({ order_id: '20250303' }), 'confirm');
  },
};

export const English: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('en_US') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'To ship' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('unshipped');
    await userEvent.click(canvas.getByRole('link', { name: /TH25031000/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ order_id: '20250301' }));
    await expect(canvas.getAllByRole('button', { name: 'Buy again' })).toHaveLength(2);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('zh_CN') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即付款' })).toBeVisible();
  },
};

export const LongThaiText: Story = {
  args: {
    state: {
      status: 'ready',
      orders: storyOrders('th_TH').map((order) => ({ ...order, items: order.items.map((item) => ({ ...item, product: LONG_THAI_PRODUCT })) })),
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** Each tab has its own empty message; all offers to go shopping. */
export const Empty: Story = {
  args: { state: { status: 'ready', orders: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ยังไม่มีคำสั่งซื้อ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ไปช้อปปิ้ง' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

export const EmptyToReview: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { tab: 'review', state: { status: 'ready', orders: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing to review' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your orders could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Cancel asks first: the dialog names the order; its button sends (the container sends once). */
export const ConfirmCancel: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('en_US') }, pending: { action: 'cancel', orderNumber: 'TH25031000' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(within(dialog).getByText(/TH25031000/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Buy again being sent: its button spins. */
export const BuyingAgain: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('en_US') }, busyOrder: '20250304' },
};

/** The next page failed: what was loaded stays, the retry asks again. */
export const MoreFailed: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('en_US').slice(0, 2), moreStatus: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
