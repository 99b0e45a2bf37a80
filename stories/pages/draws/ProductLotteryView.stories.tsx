import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { ProductLotteryView } from '../../../src/pages/draws/ProductLottery/ProductLotteryView';
import { frozenNow, longThaiDraw, lottery } from './drawStoryData';

/** A product lottery, /m/product_lottery.php (spec §2): the product at both prices, joining, the result and buying when won. */
const meta = {
  title: 'Pages/Draws/ProductLotteryView',
  component: ProductLotteryView,
  args: { state: { status: 'ready', lottery, now: frozenNow }, onJoin: fn(), onBuy: fn(), onOpenCart: fn(), onOpenDraws: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ProductLotteryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = { ...lottery, joined: false, result: 'not_joined' as const, draw_at: '2025-03-21 23:59:59' };

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('ลุ้นซื้อสินค้าราคาพิเศษ'),
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('This lottery could not be loaded'),
};

export const MissingId: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'missing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This lottery could not be found' })).toBeVisible();
  },
};

/** Thai: won, buy at the lottery price. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ยินดีด้วย คุณได้รับรางวัล!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ซื้อในราคา ฿99' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** Open for joining: the countdown to the draw and the join action. */
export const Open: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: open, now: frozenNow } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Drawn in' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Join the lottery' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

export const Guest: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: open, now: frozenNow, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to join' })).toBeVisible();
  },
};

export const Pending: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: { ...open, joined: true, result: 'pending' }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are in. The result comes after the draw.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Join the lottery' })).toBeNull();
  },
};

export const Lost: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: { ...lottery, result: 'lost' }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not this time. Thank you for taking part.')).toBeVisible();
  },
};

export const Bought: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: { ...lottery, bought: true }, now: frozenNow } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bought at the lottery price: it is in your cart.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cart' }));
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', lottery: { ...lottery, title: longThaiDraw.title, product: lottery.product ? { ...lottery.product, name: longThaiDraw.prize.name } : null }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: longThaiDraw.title })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy at ฿99' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '以฿99购买' })).toBeVisible();
  },
};
