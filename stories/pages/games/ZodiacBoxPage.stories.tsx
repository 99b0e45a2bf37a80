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
 * The zodiac box through the real route table on the stateful mock backend: open once, the prize in
 * my coupons; a guest; no box on offer; no answer (retry); a malformed load.
 */
const meta = {
  title: 'Pages/Games/ZodiacBoxPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = gamesRequestLog();

/** Aries, Open pressed twice: one opening; the ฿200 coupon, then My coupons holds it. */
export const PageOpen: Story = {
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

/** A guest sees the box; opening sends them to sign in and back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อเปิดกล่อง' }, { timeout: 5000 }));
    await playGuestSentToSignIn(PATH)(context);
  },
};

/** A malformed box: a clear message with a retry. */
export const PageMalformed: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getZodiacBox: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The zodiac box could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The backend offers a box with no signs: the empty state; its button opens the lucky draws. */
export const PageEmpty: Story = {
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

/**
 * The box call gets no answer (spec §8: on the go transport that is errcode 1 err_timeout, not
 * booking's "Network Error"): the failure asks to check the connection; Try again loads the box.
 */
export const PageNetworkError: Story = {
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
