import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { couponHandlers } from '../../../mocks/handlers';
import { couponMocks } from '../../../mocks/handlers/coupons';
import { scenario } from '../../../mocks/scenarios';
import { getCouponHistory } from '../../../src/api/endpoints/coupons';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, at } from '../../support/routeSteps';

/**
 * **Coupon history (in the running shop): where a signed-in shopper sees the coupons they used and
 * the ones that expired.**
 *
 * Newest first, each coupon greyed with its Used or Expired stamp; more load as the shopper
 * scrolls, and My coupons is a link away (as this page is from My coupons). A shopper who has not
 * logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the coupons are on their way, No coupon history yet with the way
 * to My coupons, and the error state with Try again when the coupons could not be loaded.
 */
const meta = {
  title: 'Pages/Wallet/CouponHistoryPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/history_coupon' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper's two used coupons, then the one that expired in February. */
export const PageHistory: Story = {
  name: 'Page History (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 coupons', {}, { timeout: 5000 })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
    await expect(titles.map((title) => title.split(' ')[0])).toEqual(['฿100', '15%', '฿50']);
    await expect(canvas.queryByRole('button', { name: 'Use' })).toBeNull();
  },
};

/** From My coupons to the history. */
export const PageFromWallet: Story = {
  name: 'Page From Wallet (English, signed in)',
  args: { initialPath: '/m/mycoupon.php' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Coupon history' }, { timeout: 5000 }));
    await at(canvasElement, '/m/history_coupon');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coupon history' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  globals: { login: 'guest', locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/login.php?redirect=%2Fm%2Fhistory_coupon'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new account, in Simplified Chinese: no history, and the way to My coupons. */
export const PageEmpty: Story = {
  name: 'Page Empty (Chinese, signed in)',
  globals: { login: 'loggedIn', locale: 'zh_CN' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无优惠券记录' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '我的优惠券' }));
    await at(canvasElement, '/m/mycoupon.php');
  },
};

const firstFails = answersInTurn(getCouponHistory.meta, couponMocks.getCouponHistory, [scenario.serverError, scenario.ok]);

/** The coupons could not be loaded, in Thai: Try again loads them. */
export const PageErrorRetry: Story = {
  name: 'Page Error Retry (Thai, signed in)',
  tags: ['error-state'],
  globals: { login: 'loggedIn', locale: 'th_TH' },
  parameters: { msw: { handlers: { coupons: [firstFails.handler, ...couponHandlers()] } } },
  beforeEach: () => firstFails.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ลองอีกครั้ง' }, { timeout: 5000 }));
    await expect(await canvas.findByText('คูปอง 3 ใบ', {}, { timeout: 5000 })).toBeVisible();
    await expect(firstFails.calls()).toBe(2);
  },
};
