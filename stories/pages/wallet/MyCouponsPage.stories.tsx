import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { couponHandlers } from '../../../mocks/handlers';
import { couponMocks } from '../../../mocks/handlers/coupons';
import { scenario } from '../../../mocks/scenarios';
import { getMyCoupons } from '../../../src/api/endpoints/coupons';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address, at, homeShown } from '../../support/routeSteps';

/**
 * **My coupons (in the running shop): where a signed-in shopper finds the coupons they can use and
 * opens the products they apply to.**
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
  title: 'Pages/Wallet/MyCouponsPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/mycoupon.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const couponCalls = () => sent.filter((request) => request.url.pathname.endsWith('/m_api/coupon/my_coupon.php'));

/** The shopper's usable coupons of all four kinds, each with Use. */
export const PageUsable: Story = {
  name: 'Page Usable (English, signed in)',
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My coupons' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Usable' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('฿100 off orders over ฿990')).toBeVisible();
    await expect(canvas.getByText('15% off orders over ฿500')).toBeVisible();
    await expect(canvas.getByText('Free shipping over ฿299')).toBeVisible();
    await expect(canvas.getByText('Free gift with orders over ฿1,500')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Use' })).toHaveLength(5);
    await expect(couponCalls().map((request) => request.url.searchParams.get('status'))).toEqual(['usable']);
  },
};

/** The Used tab: the used coupons are stamped and offer nothing to tap. */
export const PageTabSwitch: Story = {
  name: 'Page Tab Switch (English, signed in)',
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Used' }, { timeout: 5000 }));
    await at(canvasElement, '/m/mycoupon.php?tab=used');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Used' })).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByText('2 coupons', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use' })).toBeNull();
    await expect(couponCalls().map((request) => request.url.searchParams.get('status'))).toEqual(['usable', 'used']);
  },
};

/** Use opens the products the coupon applies to. */
export const PageUseCoupon: Story = {
  name: 'Page Use Coupon (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const uses = await canvas.findAllByRole('button', { name: 'Use' }, { timeout: 5000 });
    await userEvent.click(uses[1] as HTMLElement);
    await at(canvasElement, '/m/list?coupon_id=C-3002');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'All products' }, { timeout: 5000 })).toBeVisible();
    // The list is the coupon's: its chip names it.
    await expect(await canvas.findByRole('button', { name: '15% off orders over ฿500', pressed: true }, { timeout: 5000 })).toBeVisible();
  },
};

/** A link to a tab the page does not have opens Usable. */
export const PageUnknownTab: Story = {
  name: 'Page Unknown Tab (English, signed in)',
  args: { initialPath: '/m/mycoupon.php?tab=%3Cscript%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Usable' })).toHaveAttribute('aria-selected', 'true'), { timeout: 5000 });
    await expect(canvas.getAllByRole('button', { name: 'Use' })).toHaveLength(5);
  },
};

/** The Expired tab in Thai: the Valentine's coupon that ended in February. */
export const PageExpiredThai: Story = {
  name: 'Page Expired Thai (signed in)',
  globals: { login: 'loggedIn', locale: 'th_TH' },
  args: { initialPath: '/m/mycoupon.php?tab=expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ลด ฿50 เมื่อช้อปครบ ฿300 (วาเลนไทน์)', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'หมดอายุ' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back to the same tab. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  globals: { login: 'guest', locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  args: { initialPath: '/m/mycoupon.php?tab=used' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/login.php?redirect=%2Fm%2Fmycoupon.php%3Ftab%3Dused'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new account has no coupons: Usable offers Go shopping. */
export const PageEmpty: Story = {
  name: 'Page Empty (English, signed in)',
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No coupons to use' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await at(canvasElement, /^\/m$/);
    await homeShown(canvasElement);
  },
};

const firstFails = answersInTurn(getMyCoupons.meta, couponMocks.getMyCoupons, [scenario.serverError, scenario.ok]);

/** The coupons could not be loaded: Try again loads them. */
export const PageErrorRetry: Story = {
  name: 'Page Error Retry (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { coupons: [firstFails.handler, ...couponHandlers()] } } },
  beforeEach: () => firstFails.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your coupons could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('5 coupons', {}, { timeout: 5000 })).toBeVisible();
    await expect(firstFails.calls()).toBe(2);
  },
};
