import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at } from '../../support/routeSteps';

/**
 * **Orders from start to finish: what a shopper goes through from paying an order to finding it
 * again, in the running shop.**
 *
 * Two journeys: a shopper pays for their cart by card, sees the order counted under To ship in
 * their account, finds it in My orders and opens its details (paid, waiting to be shipped); and a
 * shopper opens a received order and taps Buy again, which fills the cart with that order's
 * products. For one page's states see My orders.
 */
const meta = {
  title: 'Pages/Orders/OrdersJourney',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/shop_cart.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARD_NUMBER = '4242424242424242';
let sent: SentRequest[] = [];

/** From the cart to a paid order: it shows under To ship, and its details say it waits to be shipped. */
export const PayThenToShip: Story = {
  name: 'Pay Then To Ship (English, signed in)',
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The centre's To ship count before the order.
    await goToAddress('/m/center.php');
    const before = await canvas.findByRole('link', { name: /^\d+ To ship$/ }, { timeout: 5000 });
    const shipping = Number(/^(\d+)/.exec(before.textContent ?? '')?.[1]);
    await goToAddress('/m/shop_cart.php');
    await userEvent.click(await canvas.findByRole('button', { name: /^Check ?out/ }, { timeout: 5000 }));
    await at(canvasElement, '/m/orderconfirm');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, { timeout: 5000 }), CARD_NUMBER);
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1228');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await at(canvasElement, '/m/payment_result?order_id=20250400');
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
    // My orders, To ship: the new order first, then the two the shopper had.
    // The centre counts it under To ship, and that count opens my.php on its tab.
    await goToAddress('/m/center.php');
    await userEvent.click(await canvas.findByRole('link', { name: `${shipping + 1} To ship` }, { timeout: 5000 }));
    await at(canvasElement, '/m/my.php?status=unshipped');
    await expect(await canvas.findByText('3 orders', {}, { timeout: 5000 })).toBeVisible();
    const lists = sent.filter((request) => request.url.pathname === '/m_api/order/list.php');
    await expect(lists.at(-1)?.url.searchParams.get('status')).toBe('unshipped');
    const links = canvas.getAllByRole('link', { name: /Order no\./ });
    await userEvent.click(links[0] as HTMLElement);
    await at(canvasElement, '/m/my.php?order_id=20250400');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order details' }, { timeout: 5000 })).toBeVisible();
    const timeline = canvas.getByRole('list', { name: 'Order progress' });
    await expect(within(timeline).getByText('Shipped').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Total paid')).toBeVisible();
  },
};

/** Buy again from a received order: the cart opens with each of its products. */
export const BuyAgainFromDelivered: Story = {
  name: 'Buy Again From Delivered (English, signed in)',
  args: { initialPath: '/m/my.php?order_id=20250304' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findByRole('region', { name: 'Items' }, { timeout: 5000 });
    const names = within(items)
      .getAllByRole('listitem')
      .map((line) => line.querySelector('span')?.textContent ?? '');
    await expect(names).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy again' }));
    await at(canvasElement, '/m/shop_cart.php');
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Cart/ }, { timeout: 5000 })).toBeVisible();
    // The cart's line (an add-on deal may name the same product further down).
    for (const name of names) await expect((await canvas.findAllByRole('link', { name }, { timeout: 5000 }))[0]).toBeVisible();
    const repurchases = sent.filter((request) => request.url.pathname === '/m_api/order/repurchase.php');
    await expect(repurchases).toHaveLength(1);
    await expect(new URLSearchParams(repurchases[0]?.body).get('order_id')).toBe('20250304');
  },
};
