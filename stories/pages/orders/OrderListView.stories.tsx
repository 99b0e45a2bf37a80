import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderListView } from '../../../src/pages/orders/OrderList/OrderListView';
import { LONG_THAI_PRODUCT, storyOrders } from './orderStoryData';
import { storyText } from '../../support/storyText';

/**
 * **My orders: where a signed-in shopper follows every order they placed and acts on it.**
 *
 * Tabs sort the orders by where they are: All, To pay, To ship, Shipped and To review. Each order
 * shows its products and total with the buttons that fit it: To pay: Pay now or Cancel order; paid
 * or being packed: Request refund; shipped: Confirm receipt, Track and Request refund; received:
 * Review, Buy again, Request refund and Delete order; cancelled: Buy again and Delete order (refund
 * and buy again only when the shop allows them for that order). Cancel, Confirm receipt and Delete
 * ask first in a dialog. Tapping an order opens its details; more orders load as the shopper
 * scrolls. A shopper who has not logged in is asked to log in first and comes back to the same tab.
 *
 * They see the loading state while the orders are on their way, an empty message of its own on each
 * tab (with Go shopping), the error state with Try again when the orders could not be loaded, Try
 * again at the end of the list when more orders could not be, and the shop's message when an action
 * was refused.
 */
const meta = {
  title: 'Pages/Orders/OrderList',
  component: OrderListView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** Orders in every status, each with its buttons. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('orders:list.title') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text('orders:tabs.all') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(text('orders:list.count', { count: 5 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('orders:actions.pay') }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ order_id: '20250301' }), 'pay');
    await userEvent.click(canvas.getByRole('button', { name: text('orders:actions.confirm') }));
    await expect(args.onAction).toHaveBeenLastCalledWith(expect.objectContaining({ order_id: '20250303' }), 'confirm');
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
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

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('zh_CN') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即付款' })).toBeVisible();
  },
};

/** Long Thai product names wrap without hiding the buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: {
    state: {
      status: 'ready',
      orders: storyOrders('th_TH').map((order) => ({ ...order, items: order.items.map((item) => ({ ...item, product: LONG_THAI_PRODUCT })) })),
    },
  },
};

/** While the orders are on their way. */
export const Loading: Story = { name: 'Loading (signed in)', args: { state: { status: 'loading' } } };

/** A shopper with no orders yet: a message and Go shopping (each tab has its own message). */
export const Empty: Story = {
  name: 'Empty (signed in)',
  args: { state: { status: 'ready', orders: [] } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('orders:empty.all.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('orders:empty.action') }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** Nothing left to review: the To review tab says so. */
export const EmptyToReview: Story = {
  name: 'Empty To Review (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { tab: 'review', state: { status: 'ready', orders: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing to review' })).toBeVisible();
  },
};

/** The orders could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your orders could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Cancel order asks first: the dialog names the order, and the shopper confirms or keeps it. */
export const ConfirmCancel: Story = {
  name: 'Confirm Cancel (English, signed in)',
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

/** Between tapping Buy again and the answer: the button shows it is working. */
export const BuyingAgain: Story = {
  name: 'Buying Again (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('en_US') }, busyOrder: '20250304' },
};

/** More orders could not be loaded while scrolling: what is shown stays, with Try again at the end. */
export const MoreFailed: Story = {
  name: 'More Failed (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', orders: storyOrders('en_US').slice(0, 2), moreStatus: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
