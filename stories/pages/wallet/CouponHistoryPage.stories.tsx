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
 * The coupon history through the real route table on the stateful mock backend: the demo
 * shopper's used and expired coupons, the wallet reached from it, a guest sent to sign in and
 * back, a new shopper's empty history and a failed load retried.
 */
const meta = {
  title: 'Pages/Wallet/CouponHistoryPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/history_coupon' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopper's two used coupons, then the one that expired in February. */
export const PageHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 coupons', {}, { timeout: 5000 })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
    await expect(titles.map((title) => title.split(' ')[0])).toEqual(['฿100', '15%', '฿50']);
    await expect(canvas.queryByRole('button', { name: 'Use' })).toBeNull();
  },
};

/** From the wallet's header to the history. */
export const PageFromWallet: Story = {
  args: { initialPath: '/m/mycoupon.php' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Coupon history' }, { timeout: 5000 }));
    await at(canvasElement, '/m/history_coupon');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coupon history' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, and back here after. */
export const PageGuest: Story = {
  globals: { login: 'guest', locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/login.php?redirect=%2Fm%2Fhistory_coupon'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new account has no history: it offers the wallet. */
export const PageEmpty: Story = {
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

/** The first load fails: Try again loads the history. */
export const PageErrorRetry: Story = {
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
