import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { allAnswered, recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at, homeShown } from '../../support/routeSteps';

/**
 * **My orders (in the running shop): where a signed-in shopper follows every order they placed and
 * acts on it.**
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
  title: 'Pages/Orders/OrdersPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/my.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const listReady = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 5000 });

let sent: SentRequest[] = [];
const calls = (path: string) => sent.filter((request) => request.url.pathname === path);
const bodyOf = (request: SentRequest | undefined) => new URLSearchParams(request?.body);

/** All the shopper's orders, each with the buttons that fit it. */
export const PageAll: Story = {
  name: 'Page All (English, signed in)',
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

/** To ship lists the orders that are paid or being packed. */
export const PageTabSwitch: Story = {
  name: 'Page Tab Switch (English, signed in)',
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

/** A link to a tab the page does not have opens All. */
export const PageUnknownStatus: Story = {
  name: 'Page Unknown Status (English, signed in)',
  args: { initialPath: '/m/my.php?status=%3Cscript%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByText('7 orders', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back to the same tab. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  globals: { login: 'guest', locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  args: { initialPath: '/m/my.php?status=shipped' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, '/m/login.php?redirect=%2Fm%2Fmy.php%3Fstatus%3Dshipped');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new shopper has no orders: the message offers Go shopping. */
export const PageEmpty: Story = {
  name: 'Page Empty (English, signed in)',
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

/** Cancel order asks first; the order is cancelled once, even when the shopper taps twice. */
export const PageCancel: Story = {
  name: 'Page Cancel (English, signed in)',
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

/** Confirm receipt on a shipped order: it is marked received once and leaves the Shipped tab. */
export const PageConfirmReceipt: Story = {
  name: 'Page Confirm Receipt (English, signed in)',
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

/** Delete order on a cancelled order: Not now keeps it; Delete removes it from the list. */
export const PageDelete: Story = {
  name: 'Page Delete (English, signed in)',
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

/** The shop refuses to cancel: its message says why, and the list stays as it was. */
export const PageActionFails: Story = {
  name: 'Page Action Fails (English, signed in)',
  tags: ['error-state'],
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

/** Pay now opens the payment of that order. */
export const PagePayNow: Story = {
  name: 'Page Pay Now (English, signed in)',
  args: { initialPath: '/m/my.php?status=unpaid' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Pay now' }, { timeout: 5000 }));
    await at(canvasElement, '/m/orderconfirm/await?order_id=20250301');
  },
};

/** Review and Request refund open their pages for that order. */
export const PageReviewAndRefund: Story = {
  name: 'Page Review And Refund (English, signed in)',
  args: { initialPath: '/m/my.php?status=review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reviews = await canvas.findAllByRole('button', { name: 'Review' }, { timeout: 5000 });
    await userEvent.click(reviews[0] as HTMLElement);
    await at(canvasElement, '/m/account/write_review.php?order_id=20250304&team_id=');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Write a review' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Buy again puts the order's products back in the cart and opens it. */
export const PageBuyAgain: Story = {
  name: 'Page Buy Again (English, signed in)',
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

/** The details of a shipped order; Track shows where it is. */
export const PageDetail: Story = {
  name: 'Page Detail (English, signed in)',
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

/** Test only: a hostile order number asks the shop nothing and says the order could not be loaded. */
export const PageDetailHostileId: Story = {
  name: 'Page Detail Hostile Id (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/my.php?order_id=%3Cimg%20src%3Dx%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This order could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my orders' }));
    await listReady(canvasElement);
  },
};

/** Test only: an order the shop sent garbled shows a clear message, never a crash. */
export const PageDetailMalformed: Story = {
  name: 'Page Detail Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  args: { initialPath: '/m/my.php?order_id=20250303' },
  parameters: { msw: { handlers: { orders: orderHandlers({ getOrderDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This order could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** In Thai: the tabs, and an order's details opened from the list. */
export const PageThaiOpenDetail: Story = {
  name: 'Page Thai Open Detail (signed in)',
  globals: { login: 'loggedIn', locale: 'th_TH' },
  args: { initialPath: '/m/my.php?status=shipped' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /TH25031002/ }, { timeout: 5000 }));
    await at(canvasElement, '/m/my.php?order_id=20250303');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'รายละเอียดคำสั่งซื้อ' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Delete order from a cancelled order's details: back to the list, without it. */
export const PageDetailDelete: Story = {
  name: 'Page Detail Delete (English, signed in)',
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

/** Track on a shipped order opens its details, whose progress says where it is. */
export const PageTrack: Story = {
  name: 'Page Track (English, signed in)',
  args: { initialPath: '/m/my.php?status=shipped' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Track' }, { timeout: 5000 }));
    await at(canvasElement, '/m/my.php?order_id=20250303');
    const timeline = await canvas.findByRole('list', { name: 'Order progress' }, { timeout: 5000 });
    await expect(within(timeline).getByText('Received').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};
