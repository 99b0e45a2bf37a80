import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BloggerCashbackView } from '../../../src/pages/blogger/BloggerCashback/BloggerCashbackView';
import { LINES, LONG_THAI, playErrorWithRetry, WITHDRAWALS } from './bloggerStoryData';

/** The blogger's cashback, /m/blogger/blogger_cashback (spec §2 route name blogger-blogger_cashback): totals in THB, lines, withdrawals. Needs login. */
const meta = {
  title: 'Pages/Blogger/BloggerCashbackView',
  component: BloggerCashbackView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', totals: { total: 1250, withdrawn: 800, available: 450 }, lines: LINES, withdrawals: WITHDRAWALS, onProgramme: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BloggerCashbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'เงินคืนของฉัน' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { totals: { total: 0, withdrawn: 0, available: 0 }, lines: [], withdrawals: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About the programme' }));
    await expect(args.onProgramme).toHaveBeenCalledTimes(1);
  },
};

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('฿1,250')).toBeVisible();
    await expect(canvas.getByText('+฿500')).toBeVisible();
    await expect(canvas.getByText('กำลังดำเนินการ')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cashback by post and product' })).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { withdrawals: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('可提现')).toBeVisible();
    await expect(canvas.getByText('暂无提现记录。')).toBeVisible();
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { lines: LINES.map((line) => ({ ...line, post: LONG_THAI, amount: 123456 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('+฿123,456')).toHaveLength(3);
  },
};
