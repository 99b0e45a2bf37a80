import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCount, formatDate } from '../../../src/format';
import { PointsView } from '../../../src/pages/points/Points/PointsView';
import type { PointsLine } from '../../../src/pages/points/Points/pointsLoader';
import { storyLocale, storyText } from '../../support/storyText';

const LINES: Record<'th' | 'en' | 'zh', readonly PointsLine[]> = {
  th: [
    { id: '4', title: 'ได้รับจากคำสั่งซื้อ', change: 120, at: '2025-03-13 18:05:00' },
    { id: '3', title: 'แลกคูปอง', change: -500, at: '2025-03-07 09:15:00' },
    { id: '2', title: 'ใช้เป็นส่วนลดคำสั่งซื้อ', change: -3000, at: '2025-02-14 14:00:00' },
    { id: '1', title: 'คะแนนหมดอายุ', change: -200, at: '2025-01-01 00:00:00' },
  ],
  en: [
    { id: '4', title: 'Earned from an order', change: 120, at: '2025-03-13 18:05:00' },
    { id: '3', title: 'Redeemed for a coupon', change: -500, at: '2025-03-07 09:15:00' },
    { id: '2', title: 'Used on an order', change: -3000, at: '2025-02-14 14:00:00' },
    { id: '1', title: 'Points expired', change: -200, at: '2025-01-01 00:00:00' },
  ],
  zh: [
    { id: '4', title: '订单获得', change: 120, at: '2025-03-13 18:05:00' },
    { id: '3', title: '兑换优惠券', change: -500, at: '2025-03-07 09:15:00' },
    { id: '2', title: '订单抵扣', change: -3000, at: '2025-02-14 14:00:00' },
    { id: '1', title: '积分过期', change: -200, at: '2025-01-01 00:00:00' },
  ],
};

const LONG_THAI_TITLE = 'ได้รับคะแนนพิเศษจากแคมเปญวันเกิดสมาชิกระดับทองและการรีวิวสินค้าพร้อมรูปภาพครบถ้วนสำหรับคำสั่งซื้อเซรั่มขมิ้นชันเข้มข้น';

/**
 * **My points: where a signed-in shopper sees how many points they have and where they came from.**
 *
 * The shopper sees their balance, the points that expire next and when, the history of points
 * earned and used (more loads as they scroll), and the points rules with the date they apply from.
 * Dates are in the Buddhist calendar in Thai. A shopper who has not logged in never sees this page:
 * they are asked to log in first and come back here after.
 *
 * They see the loading state while the points are on their way, an empty history with Go shopping
 * on a new account, and the error state with Try again when the points could not be loaded.
 */
const meta = {
  title: 'Pages/Points/PointsView',
  component: PointsView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    balance: 2350,
    expiring: 300,
    expireAt: '2025-06-30',
    lines: LINES.th,
    ruleDate: '2024-02',
    onRetry: fn(),
    onShop: fn(),
    onLoadMore: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof PointsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the points are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('points:points.loading'));
  },
};

/** A new account: no points and no history yet; Go shopping leads to the shop. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { balance: 0, expiring: 0, expireAt: null, lines: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Points balance' })).toHaveTextContent('0');
    await expect(canvas.getByText('No points expiring')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No points history yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** The points could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your points could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A shopper with points (the shop's Thai history): the balance, what expires next, the history and the rules. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    const locale = storyLocale(context.globals);
    await expect(canvas.getByRole('heading', { level: 1, name: text('points:points.title') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: text('points:points.balance') })).toHaveTextContent(formatCount(2350, locale));
    await expect(canvas.getByText(text('points:points.expiry.value', { points: formatCount(300, locale), date: formatDate('2025-06-30', locale) }))).toBeVisible();
    await expect(canvas.getByText(text('points:points.ledger.in', { points: formatCount(120, locale) }))).toBeInTheDocument();
    await expect(canvas.getByText(text('points:points.ledger.out', { points: formatCount(3000, locale) }))).toBeInTheDocument();
    await expect(canvas.getByText(text('points:points.rules.since', { date: formatDate('2024-02-01', locale) }))).toBeVisible();
  },
};

/** A long Thai history line and a large balance wrap without breaking the page. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { lines: [{ id: '9', title: LONG_THAI_TITLE, change: 1250, at: '2025-03-14 10:30:00' }, ...LINES.th], balance: 1234567, moreStatus: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_THAI_TITLE)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'คะแนนคงเหลือ' })).toHaveTextContent('1,234,567');
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { lines: LINES.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My points' })).toBeVisible();
    await expect(canvas.getByText('300 points on Jun 30, 2025')).toBeVisible();
    await expect(canvas.getByText('Mar 13, 2025, 6:05 PM')).toBeVisible();
    await expect(canvas.getByText('500 points out')).toBeInTheDocument();
    await expect(canvas.getByText('These rules apply from Feb 1, 2024.')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { lines: LINES.zh },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的积分' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '积分规则' })).toBeVisible();
    await expect(canvas.getByText('本规则自 2024年2月1日 起生效。')).toBeVisible();
  },
};
