import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { refundMocks } from '../../../mocks/handlers/refunds';
import { scenario } from '../../../mocks/scenarios';
import { getRefunds } from '../../../src/api/endpoints/refunds';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn } from './refundPageSupport';

const PATH = '/m/order/refund/refund_list.php';

/**
 * **My refunds (in the running shop): where a signed-in shopper finds every refund request they
 * made.**
 *
 * Each request shows its product, number and date, its status (requested, approved, refunded or
 * cancelled) and its amount, newest first; more load as the shopper scrolls, and a request opens
 * its details. A shopper who has not logged in never sees this page: they are asked to log in first
 * and come back here after.
 *
 * They see the loading state while the requests are on their way, No refund requests yet with Go to
 * my orders on a new account, and the error state with Try again when the requests could not be
 * loaded.
 */
const meta = {
  title: 'Pages/Refund/RefundListPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Thai: requested, approved and refunded; the first opens its details. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('link', { name: /R-4001/ }, { timeout: 5000 });
    await expect(within(first).getByText('ส่งคำขอแล้ว')).toBeVisible();
    await expect(within(canvas.getByRole('link', { name: /R-4003/ })).getByText('คืนเงินแล้ว')).toBeVisible();
    await userEvent.click(first);
    await at(canvasElement, '/m/order/refund/refund_detail.php?refund_id=R-4001');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'รายละเอียดการคืนเงิน' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new account, in English: no requests, and the way to My orders. */
export const PageNewShopper: Story = {
  name: 'Page New Shopper (English, signed in)',
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to my orders' }, { timeout: 5000 }));
    await at(canvasElement, '/m/my.php');
  },
};

const listCalls = answersInTurn(getRefunds.meta, refundMocks.getRefunds, [scenario.serverError, scenario.ok]);

/** The requests could not be loaded, in Simplified Chinese: Try again loads them. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { msw: { handlers: { refunds: [listCalls.handler, ...refundHandlers()] } } },
  beforeEach: () => listCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('link', { name: /R-4002/ }, { timeout: 5000 })).toBeVisible();
    await expect(listCalls.calls()).toBe(2);
  },
};

/** Test only: requests the shop sent garbled show a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefunds: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  globals: { login: 'guest' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
