import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { LuckyDrawView } from '../../../src/pages/draws/LuckyDraw/LuckyDrawView';
import { drawDetail, frozenNow, longThaiDraw, lostEntry, wonEntry } from './drawStoryData';

/** One lucky draw, /m/luck_draw.php (spec §2): prize, entry rule, countdown, entering once and the backend's outcome. */
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof LuckyDrawView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('ลุ้นโชค'),
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('This draw could not be loaded'),
};

/** A missing or hostile id: a clear message and the way to the list. */
export const MissingId: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'missing' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This draw could not be found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See all lucky draws' }));
    await expect(args.onOpenList).toHaveBeenCalledTimes(1);
  },
};

/** Thai: a running draw with its rule and countdown; entering. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ใช้ 100 คะแนนเพื่อร่วมลุ้น')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'สิ้นสุดใน' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'ร่วมลุ้นรางวัล' }));
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
  },
};

/** A guest sees the draw; the action asks them to sign in. */
export const Guest: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: drawDetail, now: frozenNow, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to enter' })).toBeVisible();
  },
};

/** Entered and lost: the consolation coupon and the way to the coupons; no second entry. */
export const Lost: Story = {
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

/** Won: the prize and how to claim it. */
export const Won: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: { ...drawDetail, phase: 'ended', entered: true, entry: wonEntry }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You won: 300 points')).toBeVisible();
    await expect(canvas.getByText('The points are in your account.')).toBeVisible();
  },
};

/** The backend refused the entry: its message. */
export const Refused: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: drawDetail, now: frozenNow, failure: 'You do not have enough points.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have enough points.');
  },
};

/** A purchase rule on an upcoming draw: the countdown to its start, no entry yet. */
export const UpcomingPurchaseRule: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draw: { ...drawDetail, phase: 'upcoming', starts_at: '2025-03-21 23:59:59', rule: { kind: 'purchase', min_spend: 990 } }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A paid order of ฿990 or more')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Starts in' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Enter the draw' })).toBeNull();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', draw: { ...drawDetail, ...longThaiDraw, description: longThaiDraw.title.repeat(2) }, now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: longThaiDraw.title })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Spend 100 points to enter')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('使用100积分参与')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '参与抽奖' })).toBeVisible();
  },
};
