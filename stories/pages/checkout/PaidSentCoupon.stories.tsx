import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { couponHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { PaidSentCouponView } from '../../../src/pages/checkout/PaidSentCoupon/PaidSentCouponView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { sentCoupons, STORY_NOW } from './storyData';

/**
 * **Order paid, with coupons: the thank-you a shopper sees when their payment earned them
 * coupons.**
 *
 * The order is paid and the coupons sent to them as a thank-you are listed, with the way to My
 * coupons. Not the usual payment result: only an order that came with coupons ends here.
 *
 * They see the loading state, a message when no coupon came this time, and the error state with Try
 * again when the coupons could not be loaded.
 */
const meta = {
  title: 'Pages/Checkout/PaidSentCoupon',
  component: PaidSentCouponView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    state: { status: 'ready', orderId: '20250399', coupons: sentCoupons('th_TH') },
    now: STORY_NOW,
    onRetry: fn(),
    onUseCoupon: fn(),
    onMyCoupons: fn(),
    onContinueShopping: fn(),
  },
} satisfies Meta<typeof PaidSentCouponView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order and the coupons it earned, in Thai. */
export const Full: Story = {};

/** Inside the shop's iPhone app, signed in: the same page. */
export const AppLoggedIn: Story = { name: 'App Logged In (iOS app)', globals: { platform: 'ios', login: 'loggedIn' } };

/** In English: My coupons opens the shopper's coupons. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', orderId: '20250399', coupons: sentCoupons('en_US') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '3 coupons sent to you' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'My coupons' }));
    await expect(args.onMyCoupons).toHaveBeenCalledTimes(1);
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', orderId: '20250399', coupons: sentCoupons('zh_CN') } },
};

/** Long Thai coupon titles wrap within their cards. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    state: {
      status: 'ready',
      orderId: '20250399',
      coupons: sentCoupons('th_TH').map((coupon) => ({
        ...coupon,
        title: `${coupon.title} สำหรับสินค้าสกินแคร์สมุนไพรไทยทุกแบรนด์ในร้านเรือธงเท่านั้น ใช้ได้ถึงสิ้นเดือนนี้`,
      })),
    },
  },
};

/** No coupon this time: the page invites the shopper to keep shopping. */
export const Empty: Story = { args: { state: { status: 'ready', orderId: '20250399', coupons: [] } } };

/** While the coupons are on their way. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The coupons could not be loaded: the shopper can try again. */
export const Error: Story = {
  name: 'Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A signed-in shopper's paid order whose coupons could not be loaded: the error with Try again. */
export const PageCouponsError: StoryObj<{ initialPath: string }> = {
  name: 'Page Coupons Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true }, shop: { seed: 'shopper' }, msw: { handlers: { coupons: couponHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/order_paid_sent_coupon?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};
