import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundListView } from '../../../src/pages/refund/RefundList/RefundListView';
import { LONG_THAI_PRODUCT, storyRefunds } from './refundStoryData';
import { storyText } from '../../support/storyText';

/**
 * **My refunds: where a signed-in shopper finds every refund request they made.**
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
  title: 'Pages/Refund/RefundListView',
  component: RefundListView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', refunds: storyRefunds('th') },
    onOpen: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onOrders: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RefundListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the requests are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('refund:list.title') })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No refund requests yet: Go to my orders. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refunds: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No refund requests yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my orders' }));
    await expect(args.onOrders).toHaveBeenCalledTimes(1);
  },
};

/** The requests could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai: a request in each status; one opens its details. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0] as HTMLElement).getByText(text('refund:status.pending'))).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText(text('refund:status.cancelled'))).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText(text('refund:list.more', { product: 'มาสก์หน้าสูตรกุหลาบ แพ็ก 5 แผ่น', count: 1 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /เซรั่มไฮยาลูรอนเข้มข้น/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ refundId: 'R-4004' }));
  },
};

/** A long Thai product name wraps to two lines without pushing the status and amount out. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', refunds: storyRefunds('th').map((refund, index) => (index === 0 ? { ...refund, product: LONG_THAI_PRODUCT, amount: 12890.5 } : refund)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('฿12,890.50')).toBeVisible();
  },
};

/** In English, with more to load. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refunds: storyRefunds('en'), moreStatus: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My refunds' })).toBeVisible();
    await expect(canvas.getAllByText('Requested')[0]).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refunds: storyRefunds('zh') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的退款' })).toBeVisible();
    await expect(canvas.getByText('已退款')).toBeVisible();
  },
};
