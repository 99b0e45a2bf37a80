import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, dismissToasts, drawRequestLog, frozenClock } from './drawPageSupport';

const WON = '/m/product_lottery.php?id=L-7&module_id=9001&related_type=lottery';
const OPEN = '/m/product_lottery.php?id=L-1&module_id=7&related_type=lottery';

/**
 * **Product lottery (in the running shop): where a shopper joins a lottery for the chance to buy a
 * product at a much lower price.**
 *
 * The shopper sees the product at its usual price and at the price for winners, how many are taking
 * part and when it is drawn, and joins once. Until the draw they see that they are in; a winner
 * then buys the product at the lottery price, and it goes into their cart at that price; others see
 * Not this time. A shopper who has not logged in may look and is asked to log in to join.
 *
 * They see the loading state while the lottery is on its way, the error state with Try again when
 * it could not be loaded, and a message with the way to the lucky draws when the link is incomplete
 * or the lottery no longer exists.
 */
const meta = {
  title: 'Pages/Draws/ProductLotteryPage',
  component: RouteTableHarness,
  decorators: [frozenClock],
  args: { initialPath: OPEN },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = drawRequestLog();

/** Joining (once, even when tapped twice): the result waits for the draw. */
export const PageJoin: Story = {
  name: 'Page Join (English, signed in)',
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer', { name: 'Drawn in' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Join the lottery' }));
    await waitFor(() => expect(canvas.getByText('You are in. The result comes after the draw.')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByRole('button', { name: 'Join the lottery' })).toBeNull();
    await expect(log.payloadsTo('/m_api/product_lottery_join.php', ['id'])).toEqual([{ id: 'L-1' }]);
    await dismissToasts(canvasElement);
  },
};

/** A winner buys at the lottery price (once, even when tapped twice): the cart opens with the product at that price. */
export const PageBuyAtLotteryPrice: Story = {
  name: 'Page Buy At Lottery Price (English, signed in)',
  args: { initialPath: WON },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You won!', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Buy at ฿99' }));
    await at(canvasElement, '/m/shop_cart.php');
    await waitFor(() => expect(canvas.getAllByText('Oil-Control Cushion, Shade 21').length).toBeGreaterThan(0), { timeout: 5000 });
    await expect(canvas.getAllByText('฿99').length).toBeGreaterThan(0);
    await expect(log.payloadsTo('/m_api/product_lottery_buy.php', ['id'])).toEqual([{ id: 'L-7' }]);
    await dismissToasts(canvasElement);
  },
};

/** In Thai, a shopper who has not logged in may look; joining asks them to log in and brings them back. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อร่วมลุ้น' }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(OPEN)}`);
  },
};

/** In Simplified Chinese, a shopper who did not win: the lottery is drawn, nothing to buy. */
export const PageClosedChinese: Story = {
  name: 'Page Closed Chinese (signed in)',
  args: { initialPath: WON },
  parameters: { shop: { seed: 'newShopper' } },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该活动已开奖。', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /购买/ })).toBeNull();
  },
};

/** Test only: a hostile lottery in the link shows a clear message, no crash. */
export const PageHostileId: Story = {
  name: 'Page Hostile Id (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/product_lottery.php?id=%22%3E%3Cimg%20src%3Dx%3E&module_id=..%2F..' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This lottery could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A link without its lottery: a message, and the way to the lucky draws. */
export const PageMissingId: Story = {
  name: 'Page Missing Id (English, signed in)',
  tags: ['error-state'],
  args: { initialPath: '/m/product_lottery.php' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This lottery could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: a lottery the shop sent garbled shows a clear message, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getLottery: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This lottery could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
