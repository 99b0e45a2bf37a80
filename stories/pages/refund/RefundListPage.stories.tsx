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
 * The refund list through the real route table on the stateful mock backend: the demo shopper's
 * three requests (a row opens its detail), a new account's empty list, a failed load with retry,
 * a malformed answer, a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Refund/RefundListPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thai: requested, approved and refunded; the first row opens its detail. */
export const PageShopper: Story = {
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

/** A new account (English): no requests, the way to the orders. */
export const PageNewShopper: Story = {
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to my orders' }, { timeout: 5000 }));
    await at(canvasElement, '/m/my.php');
  },
};

const listCalls = answersInTurn(getRefunds.meta, refundMocks.getRefunds, [scenario.serverError, scenario.ok]);

/** The first load fails (in Chinese): Try again loads the list. */
export const PageErrorWithRetry: Story = {
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

/** A malformed answer: a clear message with a retry. */
export const PageMalformed: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ default: scenario.ok, getRefunds: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageGuest: Story = {
  globals: { login: 'guest' },
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
