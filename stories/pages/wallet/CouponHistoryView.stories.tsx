import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponHistoryView } from '../../../src/pages/wallet/CouponHistory/CouponHistoryView';
import { historyCoupons, LONG_THAI_TITLE, WALLET_NOW, walletCoupons } from './walletStoryData';

/**
 * The shopper's coupon history, /m/history_coupon (spec §2 route name history_coupon): coupons
 * used and expired, newest first, each greyed with its stamp; the list grows page by page. Use it
 * only as that route; the wallet's usable coupons are on /m/mycoupon.php.
 */
const meta = {
  title: 'Pages/Wallet/CouponHistory',
  component: CouponHistoryView,
  parameters: { frame: 'none' },
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', coupons: historyCoupons('th_TH') },
    now: WALLET_NOW,
    onRetry: fn(),
    onLoadMore: fn(),
    onMyCoupons: fn(),
  },
} satisfies Meta<typeof CouponHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Used and expired coupons of every type: ฿ off, % off, free shipping, free gift. */
export const Full: Story = {
  args: {
    state: {
      status: 'ready',
      coupons: [...walletCoupons('th_TH', 'used').slice(0, 3), ...historyCoupons('th_TH').filter((coupon) => coupon.status === 'expired')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ประวัติคูปอง' })).toBeVisible();
    await expect(canvas.getByText('คูปอง 4 ใบ')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ใช้เลย' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: historyCoupons('en_US') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coupon history' })).toBeVisible();
    await expect(canvas.getByText('Free gift with orders over ฿1,500')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: historyCoupons('zh_CN') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '优惠券记录' })).toBeVisible();
  },
};

export const LongThai: Story = {
  args: { state: { status: 'ready', coupons: historyCoupons('th_TH').map((coupon) => ({ ...coupon, title: `${coupon.title} ${LONG_THAI_TITLE}` })) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('คูปอง 3 ใบ')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดคูปองของคุณ…');
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No coupon history yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'My coupons' }));
    await expect(args.onMyCoupons).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The next page is on its way. */
export const LoadingNextPage: Story = {
  args: { state: { status: 'ready', coupons: historyCoupons('th_TH'), moreStatus: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดรายการเพิ่มเติม…');
  },
};
