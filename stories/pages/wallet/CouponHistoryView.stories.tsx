import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponHistoryView } from '../../../src/pages/wallet/CouponHistory/CouponHistoryView';
import { historyCoupons, LONG_THAI_TITLE, WALLET_NOW, walletCoupons } from './walletStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Coupon history: where a signed-in shopper sees the coupons they used and the ones that
 * expired.**
 *
 * Newest first, each coupon greyed with its Used or Expired stamp; more load as the shopper
 * scrolls, and My coupons is a link away (as this page is from My coupons). A shopper who has not
 * logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the coupons are on their way, No coupon history yet with the way
 * to My coupons, and the error state with Try again when the coupons could not be loaded.
 */
const meta = {
  title: 'Pages/Wallet/CouponHistory',
  component: CouponHistoryView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** Used and expired coupons of every kind: baht off, percent off, free shipping and a free gift. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: {
    state: {
      status: 'ready',
      coupons: [...walletCoupons('th_TH', 'used').slice(0, 3), ...historyCoupons('th_TH').filter((coupon) => coupon.status === 'expired')],
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('wallet:history.title') })).toBeVisible();
    await expect(canvas.getByText(text('wallet:listLabel', { count: 4 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('commerce:couponCard.use') })).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: historyCoupons('en_US') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coupon history' })).toBeVisible();
    await expect(canvas.getByText('Free gift with orders over ฿1,500')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: historyCoupons('zh_CN') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '优惠券记录' })).toBeVisible();
  },
};

/** Long Thai coupon names wrap inside their cards. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', coupons: historyCoupons('th_TH').map((coupon) => ({ ...coupon, title: `${coupon.title} ${LONG_THAI_TITLE}` })) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('คูปอง 3 ใบ')).toBeVisible();
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

/** No history yet: the way to My coupons. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'ready', coupons: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No coupon history yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'My coupons' }));
    await expect(args.onMyCoupons).toHaveBeenCalledTimes(1);
  },
};

/** The coupons could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More coupons on their way while scrolling. */
export const LoadingNextPage: Story = {
  name: 'Loading Next Page (signed in)',
  args: { state: { status: 'ready', coupons: historyCoupons('th_TH'), moreStatus: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text('overlays:infiniteList.loading'));
  },
};
