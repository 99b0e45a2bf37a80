import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyCouponsView } from '../../../src/pages/wallet/MyCoupons/MyCouponsView';
import { historyCoupons, LONG_THAI_TITLE, usableWithOneEndingSoon, WALLET_NOW, walletCoupons } from './walletStoryData';

/**
 * The shopper's coupon wallet, /m/mycoupon.php (spec §2 route name mycoupon): tabs usable, used
 * and expired (`?tab=`), each coupon as a CouponCard in its four types (spec §3); Use on a usable
 * coupon opens the products it applies to; the list grows page by page. Use it only as that
 * route; to offer coupons to claim use CouponCard on the product or cart page.
 */
const meta = {
  title: 'Pages/Wallet/MyCoupons',
  component: MyCouponsView,
  parameters: { frame: 'none' },
  globals: { login: 'loggedIn' },
  args: {
    tab: 'usable',
    state: { status: 'ready', coupons: usableWithOneEndingSoon('th_TH') },
    now: WALLET_NOW,
    onTabChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onUse: fn(),
    onShop: fn(),
    onHistory: fn(),
  },
} satisfies Meta<typeof MyCouponsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every coupon type: ฿ off, % off, free shipping (ending in two days), free gift. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'คูปองของฉัน' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'ใช้ได้' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('฿100')).toBeVisible();
    await expect(canvas.getByText('15%')).toBeVisible();
    await expect(canvas.getByText('หมดอายุในอีก 2 วัน')).toBeVisible();
    const uses = canvas.getAllByRole('button', { name: 'ใช้เลย' });
    await expect(uses).toHaveLength(5);
    await userEvent.click(uses[1] as HTMLElement);
    await expect(args.onUse).toHaveBeenCalledWith(expect.objectContaining({ id: 'C-3002' }));
  },
};

export const English: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: usableWithOneEndingSoon('en_US') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible();
    await expect(canvas.getByText('Free shipping over ฿299')).toBeVisible();
    await expect(canvas.getByText('Free gift with orders over ฿1,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Used' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('used');
    await userEvent.click(canvas.getByRole('button', { name: 'Coupon history' }));
    await expect(args.onHistory).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: usableWithOneEndingSoon('zh_CN') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '可使用' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Long Thai coupon titles wrap inside their cards. */
export const LongThai: Story = {
  args: {
    state: { status: 'ready', coupons: walletCoupons('th_TH').slice(0, 3).map((coupon) => ({ ...coupon, title: `${coupon.title} ${LONG_THAI_TITLE}` })) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'ใช้เลย' })).toHaveLength(3);
  },
};

/** The used tab: greyed cards stamped "used", no action. */
export const UsedTab: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { tab: 'used', state: { status: 'ready', coupons: historyCoupons('en_US').filter((coupon) => coupon.status === 'used') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Used' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByText('Used', { selector: 'span, p, div' }).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.queryByRole('button', { name: 'Use' })).toBeNull();
  },
};

/** The expired tab: greyed cards stamped "expired", no action. */
export const ExpiredTab: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { tab: 'expired', state: { status: 'ready', coupons: historyCoupons('en_US').filter((coupon) => coupon.status === 'expired') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free gift with orders over ฿1,500')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดคูปองของคุณ…');
  },
};

/** The usable tab empty: go shopping. */
export const Empty: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No coupons to use' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** The used tab empty: a note, no action. */
export const EmptyUsed: Story = {
  args: { tab: 'used', state: { status: 'ready', coupons: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ยังไม่มีคูปองที่ใช้แล้ว' })).toBeVisible();
  },
};

/** The expired tab empty (Chinese). */
export const EmptyExpired: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { tab: 'expired', state: { status: 'ready', coupons: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '暂无过期优惠券' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your coupons could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The next page failed: the coupons stay, the sentinel offers a retry. */
export const NextPageFailed: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: walletCoupons('en_US'), moreStatus: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
