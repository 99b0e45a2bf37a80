import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BloggerApplicationProgress } from '../../../src/pages/blogger/BloggerProgress/bloggerProgressLoader';
import { BloggerProgressView } from '../../../src/pages/blogger/BloggerProgress/BloggerProgressView';
import { LONG_THAI, playErrorWithRetry } from './bloggerStoryData';

/**
 * The application's progress, /m/blogger/blogger_progress (spec §2 route name blogger-blogger_progress):
 * the status and the timeline, the cashback once approved, the result popup. Needs login.
 */
const meta = {
  title: 'Pages/Blogger/BloggerProgressView',
  component: BloggerProgressView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', onCloseResult: fn(), onAction: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BloggerProgressView>;

export default meta;
type Story = StoryObj<typeof meta>;

const APPLYING: BloggerApplicationProgress = { status: 'applying', appliedAt: '2025-03-07 09:15:00', reviewedAt: null, message: null, cashbackTotal: 0 };
const APPROVED: BloggerApplicationProgress = {
  status: 'approved',
  appliedAt: '2025-02-14 14:00:00',
  reviewedAt: '2025-02-18 10:00:00',
  message: 'ยินดีต้อนรับสู่โครงการบล็อกเกอร์',
  cashbackTotal: 1250,
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'ใบสมัครของฉัน' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** Never applied: Apply. */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { progress: { ...APPLYING, status: 'none', appliedAt: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply now' }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
  },
};

/** Submitted, in Thai: the first step done, the review under way. */
export const Full: Story = {
  args: { progress: APPLYING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ส่งแล้ว อยู่ระหว่างตรวจสอบ')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'ลำดับขั้นตอนของใบสมัคร' })).toBeVisible();
  },
};

/** Approved, in English: the cashback earned, and the result popup leads to it. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { progress: { ...APPROVED, message: 'Welcome to the blogger programme.' }, resultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Welcome, blogger!' });
    await expect(dialog).toHaveTextContent('Welcome to the blogger programme.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'See my cashback' }));
    await expect(args.onAction).toHaveBeenCalledWith('cashback');
  },
};

/** Approved, popup closed, in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { progress: { ...APPROVED, message: '欢迎加入博主计划。' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('฿1,250')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '我的返现' })).toBeVisible();
  },
};

/** Rejected with a long Thai reason, on the narrowest phone: Apply again. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { progress: { ...APPROVED, status: 'rejected', message: LONG_THAI, cashbackTotal: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'สมัครอีกครั้ง' }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
  },
};
