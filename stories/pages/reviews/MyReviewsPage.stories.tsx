import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { orderHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at, callsTo } from './reviewPageSupport';

const PATH = '/m/account/my_review.php';

/**
 * My reviews, /m/account/my_review.php, through the real route table on the stateful mock backend:
 * the two reviews the demo shopper wrote, the products of the received order 20250304 waiting for
 * one (asked as the orders' "review" list), "Write a review" opening the form, the rules link, a
 * failure with retry and a guest sent to sign in and back.
 */
const meta = {
  title: 'Pages/Reviews/MyReviewsPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: PATH },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

export const PageWritten: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Written (2)' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /^To review \(\d+\)$/ })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Like/ })).toHaveLength(2);
    await expect(callsTo(sent, '/m_api/order/list.php')[0]?.url.searchParams.get('status')).toBe('review');
    await userEvent.click(canvas.getByRole('link', { name: 'Review rules' }));
    await at(canvasElement, '/m/account/my_review/rule');
  },
};

export const PagePendingWrite: Story = {
  args: { initialPath: `${PATH}?tab=pending` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('link', { name: /^Write a review/ }, { timeout: 5000 });
    const link = canvasElement.querySelector<HTMLAnchorElement>('a[href="/m/account/write_review.php?order_id=20250304&team_id=50004"]');
    await expect(link).toBeVisible();
    await userEvent.click(link as HTMLAnchorElement);
    await at(canvasElement, '/m/account/write_review.php?order_id=20250304&team_id=50004');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Write a review' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageErrorRetry: Story = {
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ getMyReviews: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** The waiting list's answer is malformed: a clear message with a retry, no crash. */
export const PageMalformed: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { msw: { handlers: { orders: orderHandlers({ getOrders: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};
