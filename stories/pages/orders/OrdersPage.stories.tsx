import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { allAnswered, recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at, homeShown } from '../../support/routeSteps';

/**
 * My orders, /m/my.php, through the real route table on the stateful mock backend: the demo
 * shopper's orders in every status, the tab in the address (an unknown one falls back to all),
 * each action (pay, cancel, confirm receipt, delete, buy again, review, refund) with what the
 * backend received, a failure that keeps the list, the detail (`?order_id=`) and a guest sent to
 * sign in and back.
 */
const meta = {
  title: 'Pages/Orders/OrdersPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/my.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const listReady = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 5000 });

let sent: SentRequest[] = [];
const calls = (path: string) => sent.filter((request) => request.url.pathname === path);
const bodyOf = (request: SentRequest | undefined) => new URLSearchParams(request?.body);

/** All the shopper's orders, each with the actions of its status. */
export const PageAll: Story = {
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('7 orders', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
    await expect(calls('/m_api/order/list.php').map((request) => request.url.searchParams.get('status'))).toEqual([null]);
  },
};

/** A tab is an address: To ship lists the paid and the packing orders (status=unshipped). */
export const PageTabSwitch: Story = {
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'To ship' }));
    await at(canvasElement, '/m/my.php?status=unshipped');
    await expect(await canvas.findByText('2 orders', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/TH25039999/)).toBeVisible();
    await expect(calls('/m_api/order/list.php').map((request) => request.url.searchParams.get('status'))).toEqual([null, 'unshipped']);
  },
};

/** An unknown status in the address falls back to all. */
export const PageUnknownStatus: Story = {
  args: { initialPath: '/m/my.php?status=%3Cscript%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByText('7 orders', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, with the way back to this tab. */
export const PageGuest: Story = {
  globals: { login: 'guest', locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  args: { initialPath: '/m/my.php?status=shipped' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, '/m/login.php?redirect=%2Fm%2Fmy.php%3Fstatus%3Dshipped');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new shopper has no orders: the empty state offers to go shopping. */
export const PageEmpty: Story = {
  parameters: { shop: { seed: 'newShopper' } },
  // It ends on the home page: its carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await at(canvasElement, /^\/m$/);
    await homeShown(canvasElement);
  },
};

/** Cancel asks first; a double tap on the dialog's button sends one cancel; the order is then cancelled. */
export const PageCancel: Story = {
  args: { initialPath: '/m/my.php?status=unpaid' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this order?' });
    const yes = within(dialog).getByRole('button', { name: 'Cancel order' });
    await userEvent.dblClick(yes);
    await expect(await canvas.findByText('The order was cancelled', {}, { timeout: 5000 })).toBeVisible();
    await expect(calls('/m_api/order/cancel.php')).toHaveLength(1);
    await expect(bodyOf(calls('/m_api/order/cancel.php')[0]).get('order_id')).toBe('20250301');
    // The unpaid tab is empty now.
    await expect(await canvas.findByRole('heading', { name: 'Nothing to pay' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Confirm receipt on the shipped order (Yes double-clicked): one request, the order leaves the shipped tab. */
export const PageConfirmReceipt: Story = {
  args: { initialPath: '/m/my.php?status=shipped' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm receipt' }, { timeout: 5000 }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Did your order arrive?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    await expect(await canvas.findByText('Thank you! The order is complete', {}, { timeout: 5000 })).toBeVisible();
    await expect(bodyOf(calls('/m_api/order/confirm_receipt.php')[0]).get('order_id')).toBe('20250303');
    await expect(calls('/m_api/order/confirm_receipt.php')).toHaveLength(1);
    await expect(await canvas.findByRole('heading', { name: 'Nothing on its way' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Delete the cancelled order (the last one): one request, six orders left; Not now first sends nothing. */
export const PageDelete: Story = {
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 orders', {}, { timeout: 5000 })).toBeVisible();
    const deletes = canvas.getAllByRole('button', { name: 'Delete order' });
    await userEvent.click(deletes[deletes.length - 1] as HTMLElement);
    let dialog = await canvas.findByRole('alertdialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(calls('/m_api/order/delete.php')).toHaveLength(0);
    await userEvent.click(deletes[deletes.length - 1] as HTMLElement);
    dialog = await canvas.findByRole('alertdialog', { name: 'Delete this order?' });
    await expect(within(dialog).getByText(/TH25031005/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('6 orders', {}, { timeout: 5000 })).toBeVisible();
    await expect(bodyOf(calls('/m_api/order/delete.php')[0]).get('order_id')).toBe('20250306');
  },
};

/** The backend refuses the cancel: its message is shown and the list stays. */
export const PageActionFails: Story = {
  args: { initialPath: '/m/my.php?status=unpaid' },
  parameters: { msw: { handlers: { orders: orderHandlers({ cancelOrder: scenario.errcode(4304, { msg: 'This order is being paid and cannot be cancelled.' }) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(await canvas.findByText('This order is being paid and cannot be cancelled.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
  },
};

/** Pay now opens the payment page of the order (orderconfirm/await?order_id=). */
export const PagePayNow: Story = {
  args: { initialPath: '/m/my.php?status=unpaid' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay now' }, { timeout: 5000 }));
    await at(canvasElement, '/m/orderconfirm/await?order_id=20250301');
  },
};

/** Review and refund open their pages with the order (and the product) in the address. */
export const PageReviewAndRefund: Story = {
  args: { initialPath: '/m/my.php?status=review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = await canvas.findAllByRole('button', { name: 'Review' }, { timeout: 5000 });
    await userEvent.click(reviews[0] as HTMLElement);
    await at(canvasElement, '/m/account/write_review.php?order_id=20250304&team_id=');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Write a review' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Buy again: one repurchase of the order, then the cart. */
export const PageBuyAgain: Story = {
  args: { initialPath: '/m/my.php?status=review' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const again = await canvas.findAllByRole('button', { name: 'Buy again' }, { timeout: 5000 });
    await userEvent.dblClick(again[0] as HTMLElement);
    await at(canvasElement, '/m/shop_cart.php');
    await expect(calls('/m_api/order/repurchase.php')).toHaveLength(1);
    await expect(bodyOf(calls('/m_api/order/repurchase.php')[0]).get('order_id')).toBe('20250304');
    // The cart has loaded its lines and every answer has arrived before the screenshot.
    await expect(await canvas.findByRole('button', { name: /^Check out \(\d+\)$/ }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(allAnswered(sent)).toBe(true), { timeout: 5000 });
  },
};

/** The detail of the shipped order: timeline, lines, address, payment; Track shows the timeline. */
export const PageDetail: Story = {
  args: { initialPath: '/m/my.php?order_id=20250303' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order details' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Order progress' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('10110');
    await expect(calls('/m_api/order/detail.php').map((request) => request.url.searchParams.get('order_id'))).toEqual(['20250303']);
    await expect(calls('/m_api/order/list.php')).toHaveLength(0);
  },
};

/** A hostile order id asks nothing and says the order could not be loaded; back to the list. */
export const PageDetailHostileId: Story = {
  args: { initialPath: '/m/my.php?order_id=%3Cimg%20src%3Dx%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This order could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my orders' }));
    await listReady(canvasElement);
  },
};

/** A malformed detail answer: a clear message, never a crash. */
export const PageDetailMalformed: Story = {
  args: { initialPath: '/m/my.php?order_id=20250303' },
  parameters: { msw: { handlers: { orders: orderHandlers({ getOrderDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This order could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** In Thai: the list's tabs and the detail opened from a card. */
export const PageThaiOpenDetail: Story = {
  globals: { login: 'loggedIn', locale: 'th_TH' },
  args: { initialPath: '/m/my.php?status=shipped' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /TH25031002/ }, { timeout: 5000 }));
    await at(canvasElement, '/m/my.php?order_id=20250303');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'รายละเอียดคำสั่งซื้อ' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Delete from the detail of the cancelled order: one request, then back to the list without it. */
export const PageDetailDelete: Story = {
  args: { initialPath: '/m/my.php?order_id=20250306' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete order' }, { timeout: 5000 }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete this order?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await at(canvasElement, '/m/my.php');
    await expect(await canvas.findByText('6 orders', {}, { timeout: 5000 })).toBeVisible();
    await expect(calls('/m_api/order/delete.php')).toHaveLength(1);
    await expect(bodyOf(calls('/m_api/order/delete.php')[0]).get('order_id')).toBe('20250306');
  },
};

/** Track on the shipped order opens its detail, whose timeline says where it is. */
export const PageTrack: Story = {
  args: { initialPath: '/m/my.php?status=shipped' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Track' }, { timeout: 5000 }));
    await at(canvasElement, '/m/my.php?order_id=20250303');
    const timeline = await canvas.findByRole('list', { name: 'Order progress' }, { timeout: 5000 });
    await expect(within(timeline).getByText('Received').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};
