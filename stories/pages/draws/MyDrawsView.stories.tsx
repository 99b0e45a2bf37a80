import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { MyDrawsView } from '../../../src/pages/draws/MyDraws/MyDrawsView';
import { longThaiDraw, lostEntry, wonEntry } from './drawStoryData';

/** The shopper's lucky-draw entries and prizes, /m/account/my_draws (spec §2). Guests never see it: the loader sends them to sign in. */
const meta = {
  title: 'Pages/Draws/MyDrawsView',
  component: MyDrawsView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready', entries: [lostEntry, wonEntry] }, onOpenDraw: fn(), onOpenCoupons: fn(), onOpenList: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof MyDrawsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('การลุ้นของฉัน'),
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('Your draws could not be loaded'),
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', entries: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See lucky draws' }));
    await expect(args.onOpenList).toHaveBeenCalledTimes(1);
  },
};

/** Thai: a lost entry with its consolation coupon, then a won one; each opens its draw. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lost = canvas.getByRole('article', { name: lostEntry.title });
    await expect(within(lost).getByText('ครั้งนี้ยังไม่ได้รับรางวัล')).toBeVisible();
    await userEvent.click(within(lost).getByRole('button', { name: 'ดูคูปองของฉัน' }));
    await expect(args.onOpenCoupons).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvas.getByRole('article', { name: wonEntry.title })).getByRole('button', { name: 'ดูกิจกรรม' }));
    await expect(args.onOpenDraw).toHaveBeenCalledWith('LD-100');
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', entries: [{ ...lostEntry, title: longThaiDraw.title }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: longThaiDraw.title })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You won: 300 points')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '我的抽奖' })).toBeVisible();
    await expect(within(canvasElement).getByText('很遗憾，未中奖')).toBeVisible();
  },
};
