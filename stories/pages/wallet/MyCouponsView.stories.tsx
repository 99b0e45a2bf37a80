import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyCouponsView } from '../../../src/pages/wallet/MyCoupons/MyCouponsView';
import { historyCoupons, LONG_THAI_TITLE, usableWithOneEndingSoon, WALLET_NOW, walletCoupons } from './walletStoryData';
import { storyText } from '../../support/storyText';

/**
 * **My coupons: where a signed-in shopper finds the coupons they can use and opens the products
 * they apply to.**
 *
 * Three tabs: Usable, Used and Expired. Each coupon shows what it gives (baht off, percent off,
 * free shipping or a free gift) and until when; Use on a usable coupon opens the products it
 * applies to. Used and expired coupons are greyed and stamped. More load as the shopper scrolls,
 * and the coupon history is a link away. A shopper who has not logged in is asked to log in first
 * and comes back to the same tab.
 *
 * They see the loading state while the coupons are on their way, an empty message of its own on
 * each tab (Go shopping when nothing is usable), the error state with Try again when the coupons
 * could not be loaded, and Try again at the end of the list when more could not be.
 */
const meta = {
  title: 'Pages/Wallet/MyCoupons',
  component: MyCouponsView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** Every kind of coupon: baht off, percent off, free shipping (ending in two days) and a free gift. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('wallet:myCoupons.title') })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text('wallet:tabs.usable') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('฿100')).toBeVisible();
    await expect(canvas.getByText('15%')).toBeVisible();
    await expect(canvas.getByText(text('commerce:couponCard.expiresInDays', { count: 2 }))).toBeVisible();
    const uses = canvas.getAllByRole('button', { name: text('commerce:couponCard.use') });
    await expect(uses).toHaveLength(5);
    await userEvent.click(uses[1] as HTMLElement);
    await expect(args.onUse).toHaveBeenCalledWith(expect.objectContaining({ id: 'C-3002' }));
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
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

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: usableWithOneEndingSoon('zh_CN') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '可使用' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Long Thai coupon names wrap inside their cards. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: {
    state: { status: 'ready', coupons: walletCoupons('th_TH').slice(0, 3).map((coupon) => ({ ...coupon, title: `${coupon.title} ${LONG_THAI_TITLE}` })) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'ใช้เลย' })).toHaveLength(3);
  },
};

/** Used: greyed coupons stamped Used, nothing to tap. */
export const UsedTab: Story = {
  name: 'Used Tab (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { tab: 'used', state: { status: 'ready', coupons: historyCoupons('en_US').filter((coupon) => coupon.status === 'used') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Used' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByText('Used', { selector: 'span, p, div' }).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.queryByRole('button', { name: 'Use' })).toBeNull();
  },
};

/** Expired: greyed coupons stamped Expired, nothing to tap. */
export const ExpiredTab: Story = {
  name: 'Expired Tab (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { tab: 'expired', state: { status: 'ready', coupons: historyCoupons('en_US').filter((coupon) => coupon.status === 'expired') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free gift with orders over ฿1,500')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use' })).toBeNull();
  },
};

/** While the coupons are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text('wallet:loading'));
  },
};

/** Nothing usable: Go shopping. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No coupons to use' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** No used coupons yet: a note. */
export const EmptyUsed: Story = {
  name: 'Empty Used (signed in)',
  args: { tab: 'used', state: { status: 'ready', coupons: [] } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { name: text('wallet:empty.used.title') })).toBeVisible();
  },
};

/** No expired coupons, in Simplified Chinese. */
export const EmptyExpired: Story = {
  name: 'Empty Expired (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { tab: 'expired', state: { status: 'ready', coupons: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '暂无过期优惠券' })).toBeVisible();
  },
};

/** The coupons could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your coupons could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More coupons could not be loaded while scrolling: what is shown stays, with Try again at the end. */
export const NextPageFailed: Story = {
  name: 'Next Page Failed (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: walletCoupons('en_US'), moreStatus: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
