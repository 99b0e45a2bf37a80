import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { LuckyDrawView } from '../../../src/pages/draws/LuckyDraw/LuckyDrawView';
import { drawDetail, frozenNow, longThaiDraw, lostEntry, wonEntry } from './drawStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Lucky draw: where a shopper enters a prize draw and learns whether they won.**
 *
 * The shopper sees the prize, how to enter (spending points, or a paid order of a given amount),
 * when the draw starts or ends with a countdown, and enters once. Afterwards they see their result:
 * the prize they won, or Not this time with a consolation coupon put in their coupons. A shopper
 * who has not logged in may look and is asked to log in to enter. Lucky draws lists every draw
 * (running, upcoming, ended), and My draws lists the shopper's own entries and prizes.
 *
 * They see the loading state while the draw is on its way, the error state with Try again when it
 * could not be loaded, a message with the way to all draws when the link is incomplete or the draw
 * no longer exists, and the shop's message when it refused the entry (for example, not enough
 * points).
 */
const meta = {
  title: 'Pages/Draws/LuckyDrawView',
  component: LuckyDrawView,
  args: {
    state: { status: 'ready', draw: drawDetail, now: frozenNow },
    onEnter: fn(),
    onOpenCoupons: fn(),
    onOpenMyDraws: fn(),
    onOpenList: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof LuckyDrawView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the draw is on its way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('draws:detail.title'),
};

/** The draw could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('This draw could not be loaded'),
};

/** The link is incomplete or the draw no longer exists: a message, and the way to all draws. */
export const MissingId: Story = {
  name: 'Missing Id (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'missing' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This draw could not be found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See all lucky draws' }));
    await expect(args.onOpenList).toHaveBeenCalledTimes(1);
  },
};

/** A running draw with its prize, how to enter and the countdown. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('draws:rule.points', { count: 100 }))).toBeVisible();
    await expect(canvas.getByRole('timer', { name: text('draws:countdown.endsIn') })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text('draws:detail.enter') }));
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not logged in sees the draw; entering asks them to log in. */
export const Guest: Story = {
  name: 'Guest (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: drawDetail, now: frozenNow, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to enter' })).toBeVisible();
  },
};

/** Entered and not won: the consolation coupon and the way to the coupons; no second entry. */
export const Lost: Story = {
  name: 'Lost (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: { ...drawDetail, entered: true, entry: lostEntry }, now: frozenNow } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not this time')).toBeVisible();
    await expect(canvas.getByText('A consolation coupon is in your coupons: ฿200 off orders over ฿1,500')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enter the draw' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See my coupons' }));
    await expect(args.onOpenCoupons).toHaveBeenCalledTimes(1);
  },
};

/** Won: the prize, and where its coupon went. */
export const Won: Story = {
  name: 'Won (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: { ...drawDetail, phase: 'ended', entered: true, entry: wonEntry }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You won: 300 points')).toBeVisible();
    await expect(canvas.getByText('The points are in your account.')).toBeVisible();
  },
};

/** The shop refused the entry: its message says why (here, not enough points). */
export const Refused: Story = {
  name: 'Refused (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: drawDetail, now: frozenNow, failure: 'You do not have enough points.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have enough points.');
  },
};

/** A draw that has not started, entered by a paid order: the countdown to its start, no entry yet. */
export const UpcomingPurchaseRule: Story = {
  name: 'Upcoming Purchase Rule (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: { ...drawDetail, phase: 'upcoming', starts_at: '2025-03-21 23:59:59', rule: { kind: 'purchase', min_spend: 990 } }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A paid order of ฿990 or more')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Starts in' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Enter the draw' })).toBeNull();
  },
};

/** Long Thai names wrap without hiding the button. */
export const LongThaiText: Story = {
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', draw: { ...drawDetail, ...longThaiDraw, description: longThaiDraw.title.repeat(2) }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: longThaiDraw.title })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Spend 100 points to enter')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('使用100积分参与')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '参与抽奖' })).toBeVisible();
  },
};
