import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { ProductLotteryView } from '../../../src/pages/draws/ProductLottery/ProductLotteryView';
import { frozenNow, longThaiDraw, lottery } from './drawStoryData';
import { formatMoney } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

/**
 * **Product lottery: where a shopper joins a lottery for the chance to buy a product at a much
 * lower price.**
 *
 * The shopper sees the product at its usual price and at the price for winners, how many are taking
 * part and when it is drawn, and joins once. Until the draw they see that they are in; a winner
 * then buys the product at the lottery price, and it goes into their cart at that price; others see
 * Not this time. A shopper who has not logged in may look and is asked to log in to join.
 *
 * They see the loading state while the lottery is on its way, the error state with Try again when
 * it could not be loaded, and a message with the way to the lucky draws when the link is incomplete
 * or the lottery no longer exists.
 */
const meta = {
  title: 'Pages/Draws/ProductLotteryView',
  component: ProductLotteryView,
  args: { state: { status: 'ready', lottery, now: frozenNow }, onJoin: fn(), onBuy: fn(), onOpenCart: fn(), onOpenDraws: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ProductLotteryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = { ...lottery, joined: false, result: 'not_joined' as const, draw_at: '2025-03-21 23:59:59' };

/** While the lottery is on its way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('draws:lottery.title'),
};

/** The lottery could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('This lottery could not be loaded'),
};

/** The link is incomplete or the lottery no longer exists: a message, and the way to the lucky draws. */
export const MissingId: Story = {
  name: 'Missing Id (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'missing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This lottery could not be found' })).toBeVisible();
  },
};

/** The shopper won and can buy at the lottery price. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('draws:lottery.result.won'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('draws:lottery.buy', { price: formatMoney(99, storyLocale(context.globals)) }) }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** Open to join: the countdown to the draw, and Join the lottery. */
export const Open: Story = {
  name: 'Open (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: open, now: frozenNow } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Drawn in' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Join the lottery' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not logged in: joining asks them to log in. */
export const Guest: Story = {
  name: 'Guest (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: open, now: frozenNow, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to join' })).toBeVisible();
  },
};

/** Joined: the shopper is in, and the result comes after the draw. */
export const Pending: Story = {
  name: 'Pending (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: { ...open, joined: true, result: 'pending' }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are in. The result comes after the draw.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Join the lottery' })).toBeNull();
  },
};

/** Not won this time. */
export const Lost: Story = {
  name: 'Lost (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: { ...lottery, result: 'lost' }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not this time. Thank you for taking part.')).toBeVisible();
  },
};

/** Won and bought: the product is in the cart at the lottery price. */
export const Bought: Story = {
  name: 'Bought (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', lottery: { ...lottery, bought: true }, now: frozenNow } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bought at the lottery price: it is in your cart.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to cart' }));
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai names wrap without hiding the buttons. */
export const LongThaiText: Story = {
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', lottery: { ...lottery, title: longThaiDraw.title, product: lottery.product ? { ...lottery.product, name: longThaiDraw.prize.name } : null }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: longThaiDraw.title })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Buy at ฿99' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '以฿99购买' })).toBeVisible();
  },
};
