import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { goToAddress, RouteTableHarness } from '../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../support/requestRecorder';
import { at } from '../support/routeSteps';

/**
 * The account journeys (issue "Sign-in, the account and the wallet") that cross several pages: the
 * Chinese tourist's automatic WeChat login, and a coupon claimed on a product page, found in my
 * coupons and applied at checkout. Each runs the real route table on the stateful mock backend and
 * clicks through like a shopper. (Sign-in from checkout and the forgotten password are the login
 * and reset pages' journey stories; sign-up to profile and account deletion are the profile's and
 * the deletion page's.)
 */
const meta = {
  title: 'Journeys/Account',
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  tags: ['reduced-motion'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PRODUCT_PATH = '/m/lotus-dew/turmeric-serum-50001.html';
const COUPON_TITLE = '15% off orders over ฿500';

let sent: SentRequest[] = [];

/**
 * A Chinese tourist who is not signed in opens /m: the page is in Chinese, the automatic WeChat
 * login signs the tourist in, and the Chinese toast says so (spec §4).
 */
export const TouristWechatAutoLogin: Story = {
  globals: { tourist: 'on' },
  render: () => <RouteTableHarness initialPath="/m" />,
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('微信授权登录成功', {}, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByText('已通过微信登录')).toBeVisible();
    const logins = sent.filter((request) => request.url.pathname === '/m_api/user/wechat_auto_login.php');
    await expect(logins).toHaveLength(1);
    await expect(new URLSearchParams(logins[0]?.body).get('lang')).toBe('zh_CN');
    // The toast is dismissed so the screenshot does not depend on its timer.
    await userEvent.click(canvas.getByRole('button', { name: '关闭通知' }));
    await waitFor(() => expect(canvas.queryByText('微信授权登录成功')).not.toBeInTheDocument());
  },
};

/**
 * The new shopper (an empty wallet) claims the product's 15% coupon, finds it under usable in my
 * coupons, then buys the product: the coupon is offered at checkout, chosen, and priced into the
 * order that is sent.
 */
export const CouponClaimedToCheckout: Story = {
  name: 'Coupon Claimed To Checkout (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Turmeric Brightening Serum 30 ml' }, { timeout: 10_000 });
    const coupons = canvas.getByRole('region', { name: 'Coupons' });
    const card = within(coupons).getByText(COUPON_TITLE).closest('article') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Claim/ }));
    await expect(await canvas.findByText('Coupon claimed')).toBeVisible();
    // Dismissed, so the last screenshot does not depend on the toast's timer.
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByText('Coupon claimed')).not.toBeInTheDocument());
    await expect(sent.some((r) => r.url.pathname === '/m_api/coupon/receive.php' && new URLSearchParams(r.body).get('coupon_id') === 'C-3002')).toBe(true);

    await goToAddress('/m/mycoupon.php');
    await at(canvasElement, '/m/mycoupon.php');
    // The product page stays until my coupons has loaded: wait for its tab panel.
    const usable = await canvas.findByRole('tabpanel', { name: 'Usable' }, { timeout: 5000 });
    await expect(await within(usable).findByText(COUPON_TITLE)).toBeVisible();

    await goToAddress('/m/orderconfirm?team_id=50001&quantity=1');
    await at(canvasElement, '/m/orderconfirm');
    await canvas.findByRole('heading', { level: 1, name: 'Confirm order' }, { timeout: 5000 });
    await userEvent.click(await canvas.findByRole('button', { name: /^Coupon.*available/ }, { timeout: 5000 }));
    const sheet = await body.findByRole('dialog', { name: 'Choose a coupon' });
    await userEvent.click(within(sheet).getByRole('radio', { name: new RegExp(COUPON_TITLE) }));
    await waitFor(() =>
      expect(sent.some((r) => r.url.pathname.includes('order') && (r.url.searchParams.get('coupon_id') ?? new URLSearchParams(r.body).get('coupon_id')) === 'C-3002')).toBe(true),
    );
    // The shop's standing ฿100 off plus 15% of ฿690.
    await expect(await canvas.findByText('−฿203.50', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('฿486.50')).toBeVisible();
  },
};
