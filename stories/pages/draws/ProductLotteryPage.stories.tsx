import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, dismissToasts, drawRequestLog, frozenClock } from './drawPageSupport';

const WON = '/m/product_lottery.php?id=L-7&module_id=9001&related_type=lottery';
const OPEN = '/m/product_lottery.php?id=L-1&module_id=7&related_type=lottery';

/**
 * The product lottery through the real route table on the stateful mock backend: joining (once),
 * the winner buying at the lottery price (the cart really holds it at that price), a guest sent to
 * sign in and back, hostile ids, a malformed answer.
 */
const meta = {
  title: 'Pages/Draws/ProductLotteryPage',
  component: RouteTableHarness,
  decorators: [frozenClock],
  args: { initialPath: OPEN },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = drawRequestLog();

/** Join, pressed twice: one join with the lottery's id; the result is pending until the draw. */
export const PageJoin: Story = {
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

/** Won: buy at ฿99 (pressed twice: one purchase); the cart opens and holds the cushion at ฿99. */
export const PageBuyAtLotteryPrice: Story = {
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

/** Thai, a guest: the lottery shows; joining sends them to sign in with the lottery as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อร่วมลุ้น' }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(OPEN)}`);
  },
};

/** Chinese, not a winner (a new account): the lottery drawn, nothing to buy. */
export const PageClosedChinese: Story = {
  args: { initialPath: WON },
  parameters: { shop: { seed: 'newShopper' } },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该活动已开奖。', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /购买/ })).toBeNull();
  },
};

export const PageHostileId: Story = {
  args: { initialPath: '/m/product_lottery.php?id=%22%3E%3Cimg%20src%3Dx%3E&module_id=..%2F..' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This lottery could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageMissingId: Story = {
  args: { initialPath: '/m/product_lottery.php' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This lottery could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageMalformed: Story = {
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getLottery: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This lottery could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
