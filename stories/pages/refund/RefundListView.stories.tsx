import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundListView } from '../../../src/pages/refund/RefundList/RefundListView';
import { LONG_THAI_PRODUCT, storyRefunds } from './refundStoryData';

/**
 * The shopper's refunds, /m/order/refund/refund_list.php (spec §2): each request with its status
 * and amount, newest first, growing a page at a time; a row opens the refund's detail. Guests
 * never see it: the loader sends them to sign in.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof RefundListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'การคืนเงินของฉัน' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refunds: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No refund requests yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my orders' }));
    await expect(args.onOrders).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai: four requests, one in each status; a row opens its detail. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0] as HTMLElement).getByText('ส่งคำขอแล้ว')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('ยกเลิกแล้ว')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('มาสก์หน้าสูตรกุหลาบ แพ็ก 5 แผ่น และอีก 1 รายการ')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /เซรั่มไฮยาลูรอนเข้มข้น/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ refundId: 'R-4004' }));
  },
};

/** A long Thai product name wraps to two lines without pushing the status and amount out. */
export const LongThaiText: Story = {
  args: { state: { status: 'ready', refunds: storyRefunds('th').map((refund, index) => (index === 0 ? { ...refund, product: LONG_THAI_PRODUCT, amount: 12890.5 } : refund)) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('฿12,890.50')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refunds: storyRefunds('en'), moreStatus: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My refunds' })).toBeVisible();
    await expect(canvas.getAllByText('Requested')[0]).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refunds: storyRefunds('zh') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的退款' })).toBeVisible();
    await expect(canvas.getByText('已退款')).toBeVisible();
  },
};
