import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { at, dismissToasts, drawRequestLog, frozenClock } from './drawPageSupport';

const PATH = '/m/luck_draw.php?id=LD-101';
const ENTER = '/api/go/lucky_draw/enter';

/**
 * **Lucky draws (in the running shop): where a shopper enters a prize draw and learns whether they
 * won.**
 *
 * The shopper sees the prize, how to enter (spending points, or a paid order of a given amount),
 * when the draw starts or ends with a countdown, and enters once. Afterwards they see their result:
 * the prize they won, or Not this time with a consolation coupon put in their coupons. A shopper
 * who has not logged in may look and is asked to log in to enter. Lucky draws lists every draw
 * (running, upcoming, ended), and My draws lists the shopper's own entries and prizes.
 *
 * They see the loading state while the draw is on its way, the error state with Try again when it
 * could not be loaded, a message with the way to all draws when the link is incomplete or the draw
 * no longer exists, and the shop's message when it refused the entry (for example, not enough
 * points).
 */
const meta = {
  title: 'Pages/Draws/LuckyDrawPage',
  component: RouteTableHarness,
  decorators: [frozenClock],
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = drawRequestLog();

/** Entering a draw (once, even when tapped twice): the result, the entry in My draws, and a second entry refused. */
export const PageEnterJourney: Story = {
  name: 'Page Enter Journey (English, signed in)',
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Spend 100 points to enter', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Enter the draw' }));
    await waitFor(() => expect(canvas.getByText('Not this time')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByText('A consolation coupon is in your coupons: ฿200 off orders over ฿1,500')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enter the draw' })).toBeNull();
    await expect(log.payloadsTo(ENTER, ['draw_id'])).toEqual([{ draw_id: 'LD-101' }]);
    // My draws: the new entry first, with its result.
    await userEvent.click(canvas.getByRole('button', { name: 'My draws' }));
    await at(canvasElement, '/m/account/my_draws');
    const entry = await canvas.findByRole('article', { name: 'Win a full-size turmeric serum' }, { timeout: 5000 });
    await expect(within(entry).getByText('Not this time')).toBeVisible();
    await expect(canvas.getAllByRole('article')[0]).toBe(entry);
    // Back to the draw; the backend refuses a second entry however it is sent.
    await userEvent.click(within(entry).getByRole('button', { name: 'See the draw' }));
    await at(canvasElement, PATH);
    await waitFor(() => expect(canvas.getByText('Not this time')).toBeVisible(), { timeout: 5000 });
    await dismissToasts(canvasElement);
    const again = await fetch(`${ENTER}?lang=en_US`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ draw_id: 'LD-101' }) });
    await expect(((await again.json()) as { errcode: number }).errcode).toBe(4_163);
  },
};

/** The consolation coupon really is in the shopper's coupons. */
export const PageConsolationInCoupons: Story = {
  name: 'Page Consolation In Coupons (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enter the draw' }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'See my coupons' }, { timeout: 5000 }));
    await at(canvasElement, '/m/mycoupon.php');
    await waitFor(() => expect(canvas.getByText('฿200 off orders over ฿1,500')).toBeVisible(), { timeout: 5000 });
    await dismissToasts(canvasElement);
  },
};

/** A draw entered by a paid order: won, and the prize coupon is in the shopper's coupons. */
export const PagePurchaseWin: Story = {
  name: 'Page Purchase Win (English, signed in)',
  args: { initialPath: '/m/luck_draw.php?id=LD-102' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('A paid order of ฿990 or more', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enter the draw' }));
    await waitFor(() => expect(canvas.getByText('You won: ฿200 coupon')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByText('The coupon is in My coupons: use it at checkout.')).toBeVisible();
    await dismissToasts(canvasElement);
  },
};

/** A new account without enough points: the shop refuses the entry, and nothing is spent. */
export const PageNotEnoughPoints: Story = {
  name: 'Page Not Enough Points (English, signed in)',
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enter the draw' }, { timeout: 5000 }));
    await expect(await canvas.findByText('You do not have enough points.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enter the draw' })).toBeVisible();
  },
};

/** A shopper who has not logged in may look; entering asks them to log in and brings them back. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อร่วมลุ้น' }, { timeout: 5000 }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};

/** Test only: a hostile draw in the link shows a clear message, asks nothing, no crash. */
export const PageHostileId: Story = {
  name: 'Page Hostile Id (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/luck_draw.php?id=%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This draw could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The shopper's sign-in has run out while entering: they are sent to the shop's log-in. */
export const PageLoginLink: Story = {
  name: 'Page Login Link (English, signed in)',
  // Ends on the login page, whose look its own stories hold (no screenshot here).
  tags: ['no-screenshot'],
  parameters: {
    msw: {
      handlers: {
        campaigns: campaignHandlers({ default: scenario.ok, enterLuckyDraw: scenario.needLogin('/m/login.php?from=lucky_draw') }),
        userCenter: userCenterHandlers({ default: scenario.ok, getProfile: scenario.errcode(401) }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enter the draw' }, { timeout: 5000 }));
    await at(canvasElement, '/m/login.php?from=lucky_draw');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The draw could not be loaded (no connection): a message with Try again. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getLuckyDrawDetail: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This draw could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Test only: a draw the shop sent garbled shows a clear message, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getLuckyDrawDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This draw could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Lucky draws: running, upcoming and ended; a draw opens from the list. */
export const PageList: Story = {
  name: 'Page List (English, signed in)',
  args: { initialPath: '/m/lucky-draws' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const serum = await canvas.findByRole('article', { name: 'Win a full-size turmeric serum' }, { timeout: 5000 });
    await expect(within(serum).getByRole('timer', { name: 'Ends in' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('article', { name: 'Valentine’s points draw' })).getByText('Entered')).toBeVisible();
    await userEvent.click(within(serum).getByRole('button', { name: 'Enter the draw' }));
    await at(canvasElement, PATH);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Win a full-size turmeric serum' })).toBeVisible(), { timeout: 5000 });
  },
};

/** Lucky draws for a shopper who has not logged in, in Simplified Chinese. */
export const PageListGuestChinese: Story = {
  args: { initialPath: '/m/lucky-draws' },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: '即将开始' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: a list the shop sent garbled shows a clear message, never a crash. */
export const PageListMalformed: Story = {
  name: 'Page List Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  args: { initialPath: '/m/lucky-draws' },
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getLuckyDraws: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The lucky draws could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** My draws, for a shopper who has not logged in: they are asked to log in first and come back here after. */
export const PageMyDrawsGuest: Story = {
  name: 'Page My Draws Guest (English)',
  args: { initialPath: '/m/account/my_draws' },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/account/my_draws')}`);
  },
};

/** My draws in Thai: the shopper's entries and prizes. */
export const PageMyDraws: Story = {
  name: 'Page My Draws (Thai, signed in)',
  args: { initialPath: '/m/account/my_draws' },
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const won = await canvas.findByRole('article', { name: 'ลุ้นคะแนนวันวาเลนไทน์' }, { timeout: 5000 });
    await expect(within(won).getByText('คุณได้รับรางวัล: 300 คะแนน')).toBeVisible();
  },
};

/** My draws on a new account: No entries yet, with the way to the draws. */
export const PageMyDrawsEmpty: Story = {
  name: 'Page My Draws Empty (English, signed in)',
  args: { initialPath: '/m/account/my_draws' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'See lucky draws' }, { timeout: 5000 }));
    await at(canvasElement, '/m/lucky-draws');
    await goToAddress('/m/account/my_draws');
    await expect(await canvas.findByRole('heading', { name: 'No entries yet' }, { timeout: 5000 })).toBeVisible();
  },
};
