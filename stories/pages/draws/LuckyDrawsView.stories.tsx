import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { LuckyDrawsView } from '../../../src/pages/draws/LuckyDraws/LuckyDrawsView';
import { drawList, frozenNow, longThaiDraw } from './drawStoryData';

/** The lucky draws, /m/lucky-draws (spec §2): running, upcoming and ended, each with its prize and a countdown on the backend's clock (frozen here). */
const meta = {
  title: 'Pages/Draws/LuckyDrawsView',
  component: LuckyDrawsView,
  args: { state: { status: 'ready', draws: drawList, now: frozenNow }, onOpenDraw: fn(), onOpenMyDraws: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof LuckyDrawsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('ลุ้นโชค'),
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('The lucky draws could not be loaded'),
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draws: [], now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No lucky draws right now' })).toBeVisible();
  },
};

/** Thai: the three phases; the running draw counts down from the backend's time to its end. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'กำลังดำเนินอยู่' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'เร็ว ๆ นี้' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'จบแล้ว' })).toBeVisible();
    const serum = canvas.getByRole('article', { name: 'Win a full-size turmeric serum' });
    await expect(within(serum).getByRole('timer', { name: 'สิ้นสุดใน' })).toBeInTheDocument();
    await userEvent.click(within(serum).getByRole('button', { name: 'ร่วมลุ้นรางวัล' }));
    await expect(args.onOpenDraw).toHaveBeenCalledWith('LD-101');
    await userEvent.click(canvas.getByRole('button', { name: 'การลุ้นของฉัน' }));
    await expect(args.onOpenMyDraws).toHaveBeenCalledTimes(1);
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', draws: [longThaiDraw], now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: longThaiDraw.title })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = canvas.getByRole('article', { name: 'Summer sun-care set draw' });
    await expect(within(upcoming).getByRole('timer', { name: 'Starts in' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('article', { name: 'Valentine’s points draw' })).getByText('Entered')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '幸运抽奖' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '进行中' })).toBeVisible();
  },
};
