import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PointsView } from '../../../src/pages/points/Points/PointsView';
import type { PointsLine } from '../../../src/pages/points/Points/pointsLoader';

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
 * The shopper's points, /m/account/konvypoint.php (spec §2 route name account-konvypoint): the
 * balance, the points that expire next, the ledger growing a page at a time, and the points rules
 * with the date they apply from (spec §3 pointRuleExpired). Guests never see it: the loader sends
 * them to sign in. Use it only as that route; for a single figure elsewhere use StatCard.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof PointsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดคะแนนของคุณ…');
  },
};

export const Empty: Story = {
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

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your points could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The full page in Thai: Buddhist-era dates in Bangkok time. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'คะแนนของฉัน' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'คะแนนคงเหลือ' })).toHaveTextContent('2,350');
    await expect(canvas.getByText('300 คะแนน ในวันที่ 30 มิ.ย. 2568')).toBeVisible();
    await expect(canvas.getByText('ได้รับ 120 คะแนน')).toBeInTheDocument();
    await expect(canvas.getByText('ใช้ไป 3,000 คะแนน')).toBeInTheDocument();
    await expect(canvas.getByText('กติกานี้มีผลตั้งแต่วันที่ 1 ก.พ. 2567')).toBeVisible();
  },
};

export const LongThai: Story = {
  args: { lines: [{ id: '9', title: LONG_THAI_TITLE, change: 1250, at: '2025-03-14 10:30:00' }, ...LINES.th], balance: 1234567, moreStatus: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LONG_THAI_TITLE)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'คะแนนคงเหลือ' })).toHaveTextContent('1,234,567');
  },
};

export const English: Story = {
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

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { lines: LINES.zh },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的积分' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '积分规则' })).toBeVisible();
    await expect(canvas.getByText('本规则自 2024年2月1日 起生效。')).toBeVisible();
  },
};
