import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { couponHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { PaidSentCouponView } from '../../../src/pages/checkout/PaidSentCoupon/PaidSentCouponView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { sentCoupons, STORY_NOW } from './storyData';

/**
 * After paying (/m/order_paid_sent_coupon?order_id=): the order is paid and the coupons it earned
 * were sent. Use it when a paid order came with coupons. Not as the general payment result.
 */
const meta = {
  title: 'Pages/Checkout/PaidSentCoupon',
  component: PaidSentCouponView,
  parameters: { frame: 'none' },
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

export const Full: Story = {};

/** Inside the iOS app, logged in (the page is the same; the screenshot keeps it so). */
export const AppLoggedIn: Story = { globals: { platform: 'ios', login: 'loggedIn' } };

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

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', orderId: '20250399', coupons: sentCoupons('zh_CN') } },
};

/** Long Thai coupon titles wrap within their cards. */
export const LongThai: Story = {
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

export const Empty: Story = { args: { state: { status: 'ready', orderId: '20250399', coupons: [] } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Error: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const PageCouponsError: StoryObj<{ initialPath: string }> = {
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { coupons: couponHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/order_paid_sent_coupon?order_id=20250399" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};
