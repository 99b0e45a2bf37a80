import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { orderHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at, callsTo } from './reviewPageSupport';

const PATH = '/m/account/my_review.php';

/**
 * **My reviews (in the running shop): where a signed-in shopper finds the reviews they wrote and
 * the products waiting for one.**
 *
 * Two tabs, each with its count: Written (their reviews with likes and photos) and To review (the
 * products of orders they received, each with Write a review). The review rules are a link away. A
 * shopper who has not logged in never sees this page: they are asked to log in first and come back
 * here after.
 *
 * They see the loading state while the reviews are on their way, an empty message of its own on
 * each tab (with Start shopping when nothing waits for a review), and the error state with Try
 * again when the reviews could not be loaded.
 */
const meta = {
  title: 'Pages/Reviews/MyReviewsPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: PATH },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** The two reviews the shopper wrote, and the rules link. */
export const PageWritten: Story = {
  name: 'Page Written (English, signed in)',
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

/** To review: the received order's products; Write a review opens the form. */
export const PagePendingWrite: Story = {
  name: 'Page Pending Write (English, signed in)',
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

/** The reviews could not be loaded: Try again loads them. */
export const PageErrorRetry: Story = {
  name: 'Page Error Retry (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ getMyReviews: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** Test only: a list the shop sent garbled, in Simplified Chinese: a clear message with Try again, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (Chinese, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { msw: { handlers: { orders: orderHandlers({ getOrders: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};
