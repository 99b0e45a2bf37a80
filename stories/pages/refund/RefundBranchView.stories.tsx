import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundBranchView } from '../../../src/pages/refund/RefundBranch/RefundBranchView';

const BRANCHES = [
  { id: 'B-1', name: 'สาขาสยามพารากอน', address: '991 ถนนพระราม 1 แขวงปทุมวัน', openHours: '10:00–22:00' },
  { id: 'B-2', name: 'สาขาเซ็นทรัลเฟสติวัล เชียงใหม่', address: '99 หมู่ 3 ถนนซุปเปอร์ไฮเวย์ ตำบลฟ้าฮ่าม', openHours: '11:00–21:00' },
];

/**
 * Drop a refund's goods at a branch, /m/order/refund/branch (spec §2): each branch with its address
 * and opening hours; Confirm sends the choice. Guests are sent to sign in.
 */
const meta = {
  title: 'Pages/Refund/RefundBranchView',
  component: RefundBranchView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', refundId: 'R-4004', branches: BRANCHES, chosen: '' },
    onChoose: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onList: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof RefundBranchView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'ส่งคืนที่สาขา' })).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', branches: [], chosen: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No branch takes returns right now' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai: the branches with address and hours; choosing calls onChoose. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('991 ถนนพระราม 1 แขวงปทุมวัน · เปิด 10:00–22:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /สาขาเซ็นทรัลเฟสติวัล เชียงใหม่/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('B-2');
  },
};

/** English, a branch chosen: Confirm sends. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', branches: BRANCHES, chosen: 'B-1', submitting: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm branch' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4004', branches: BRANCHES, chosen: 'B-2', failure: '此申请已关闭。' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99 หมู่ 3 ถนนซุปเปอร์ไฮเวย์ ตำบลฟ้าฮ่าม · 营业时间 11:00–21:00')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('此申请已关闭。');
  },
};
