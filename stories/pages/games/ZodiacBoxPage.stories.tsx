import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { campaignHandlers } from '../../../mocks/handlers';
import { campaignMocks } from '../../../mocks/handlers/campaigns';
import { scenario } from '../../../mocks/scenarios';
import { getZodiacBox } from '../../../src/api/endpoints/campaigns';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, gamesRequestLog, playGuestSentToSignIn } from './gamesPageSupport';

const PATH = '/m/koko/zodiac-box';
const OPEN_PATH = '/api/go/koko/zodiac_box/open';

/**
 * **Zodiac surprise box (in the running shop): where a shopper picks their zodiac sign and opens a
 * box with a prize.**
 *
 * The shopper chooses their sign and opens the box: one box per shopper, and every box holds a
 * prize (a coupon goes to My coupons, with the way to it). Anyone may look; a shopper who has not
 * logged in is asked to log in to open it, and comes back here after.
 *
 * They see the loading state while the box is on its way, the error state with Try again when it
 * could not be loaded, No zodiac box right now with the way to the lucky draws when there is none,
 * and the shop's message when it refused the opening (for example, a box already opened).
 */
const meta = {
  title: 'Pages/Games/ZodiacBoxPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = gamesRequestLog();

/** Aries, opened once even when tapped twice: the ฿200 coupon, then My coupons holds it. */
export const PageOpen: Story = {
  name: 'Page Open (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Aries' }, { timeout: 5000 }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Open the box' }));
    await expect(await canvas.findByRole('heading', { name: 'Aries: your prize' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('฿200 coupon')).toBeVisible();
    await expect(log.jsonTo(OPEN_PATH)).toEqual([{ surprise_id: 'ZB-2025', sign: 'aries' }]);
    await userEvent.click(canvas.getByRole('button', { name: 'See my coupons' }));
    await at(canvasElement, '/m/mycoupon.php');
    await expect(await canvas.findByText(/฿200 off orders over ฿1,500/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** In Thai, a shopper who has not logged in sees the box; opening asks them to log in and brings them back. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  parameters: { shop: { seed: 'guest' } },
  globals: { locale: 'th_TH', login: 'guest' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อเปิดกล่อง' }, { timeout: 5000 }));
    await playGuestSentToSignIn(PATH)(context);
  },
};

/** Test only: a box the shop sent garbled shows a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getZodiacBox: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The zodiac box could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No box right now: its button opens the lucky draws. */
export const PageEmpty: Story = {
  name: 'Page Empty (English, signed in)',
  globals: { locale: 'en_US' },
  // Ends on the lucky draws, whose look their own stories hold (the empty box's look: ZodiacBoxView Empty).
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getZodiacBox: scenario.empty }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No zodiac box right now' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open the box' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See the lucky draws' }));
    await at(canvasElement, '/m/lucky-draws');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lucky draws' }, { timeout: 5000 })).toBeVisible();
  },
};

const boxCalls = answersInTurn(getZodiacBox.meta, campaignMocks.getZodiacBox, [scenario.offline, scenario.ok]);

/** The box could not be loaded: the message asks to check the connection, and Try again loads it. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { campaigns: [boxCalls.handler, ...campaignHandlers()] } } },
  beforeEach: () => boxCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The zodiac box could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Please check your connection and try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('radio', { name: 'Aries' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'The zodiac box could not be loaded' })).toBeNull();
    await expect(boxCalls.calls()).toBe(2);
  },
};
