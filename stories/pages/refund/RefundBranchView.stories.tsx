import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundBranchView } from '../../../src/pages/refund/RefundBranch/RefundBranchView';
import { storyText } from '../../support/storyText';

const BRANCHES = [
  { id: 'B-1', name: 'สาขาสยามพารากอน', address: '991 ถนนพระราม 1 แขวงปทุมวัน', openHours: '10:00–22:00' },
  { id: 'B-2', name: 'สาขาเซ็นทรัลเฟสติวัล เชียงใหม่', address: '99 หมู่ 3 ถนนซุปเปอร์ไฮเวย์ ตำบลฟ้าฮ่าม', openHours: '11:00–21:00' },
];

/**
 * **Return at a branch: where a shopper chooses the branch they will bring a refund's goods to.**
 *
 * Each branch shows its address and opening hours; the shopper picks one and taps Confirm branch,
 * then brings the goods with their request number. A shopper who has not logged in never sees this
 * page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the branches are on their way, No branch takes returns right now
 * (with a pointer to a courier pick-up), the error state with Try again when the branches could not
 * be loaded, and the shop's message when it refused the choice.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RefundBranchView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the branches are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('refund:branch.title') })).toBeVisible();
  },
};

/** No branch takes returns right now: a courier pick-up is suggested instead. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', branches: [], chosen: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No branch takes returns right now' })).toBeVisible();
  },
};

/** The branches could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The branches (as the shop names them, in Thai) with their address and hours. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(context)('refund:branch.hint', { address: '991 ถนนพระราม 1 แขวงปทุมวัน', hours: '10:00–22:00' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /สาขาเซ็นทรัลเฟสติวัล เชียงใหม่/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('B-2');
  },
};

/** In English, a branch chosen: Confirm branch sends it. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', branches: BRANCHES, chosen: 'B-1', submitting: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm branch' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** In Simplified Chinese: the shop refused the choice (the request is closed), and its message says so. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4004', branches: BRANCHES, chosen: 'B-2', failure: '此申请已关闭。' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99 หมู่ 3 ถนนซุปเปอร์ไฮเวย์ ตำบลฟ้าฮ่าม · 营业时间 11:00–21:00')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('此申请已关闭。');
  },
};
