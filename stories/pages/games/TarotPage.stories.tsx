import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, gamesRequestLog } from './gamesPageSupport';

const PATH = '/m/tarot';
const DRAW_PATH = '/api/go/tarot/draw';

/**
 * **Beauty tarot (in the running shop): where a shopper draws three cards for a reading and
 * products that go with it.**
 *
 * The shopper picks three face-down cards (and can undo the last pick), then taps Reveal my
 * reading: the reading of their card comes with products recommended for it, which they can add to
 * the cart; they can draw again or share. Anyone may pick; a shopper who has not logged in is asked
 * to log in to see the reading, and their picks are kept for when they come back.
 *
 * They see Reveal working while the reading is drawn, a message with Try again when the reading
 * could not be drawn, and, under the reading, the products loading, No products go with this
 * reading today, or a message with Try again of its own when the products could not be loaded.
 */
const meta = {
  title: 'Pages/Games/TarotPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = gamesRequestLog();

/** Three cards picked (by touch and keyboard, one undone), the reading drawn once, and a recommended product added to the cart. */
export const PageJourney: Story = {
  name: 'Page Journey (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Card 2' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Card 4' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo last pick' }));
    await expect(canvas.getByRole('button', { name: 'Card 4' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Card 5' }));
    canvas.getByRole('button', { name: 'Card 7' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('3 of 3 cards picked')).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Reveal my reading' }));
    await expect(await canvas.findByRole('heading', { name: 'Your card: The Star' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('New hope is coming; your skin is asking for moisture.')).toBeVisible();
    await expect(log.jsonTo(DRAW_PATH)).toEqual([{}]);
    const adds = await canvas.findAllByRole('button', { name: /^Add .* to cart$/ }, { timeout: 5000 });
    await expect(adds).toHaveLength(2);
    await userEvent.click(adds[0]!);
    await expect(await canvas.findByText('Added to your cart', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('dialog', { name: 'Bundle offer' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(log.cartAdds()).toEqual(['50003']), { timeout: 5000 });
  },
};

/** Draw again (once, even when tapped twice): the cards are face down again. */
export const PageDrawAgain: Story = {
  name: 'Page Draw Again (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?picks=1,2,3` },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reveal my reading' }, { timeout: 5000 }));
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Draw again' }, { timeout: 5000 }));
    await expect(await canvas.findByText('0 of 3 cards picked', {}, { timeout: 5000 })).toBeVisible();
    await expect(log.jsonTo(DRAW_PATH)).toHaveLength(2);
  },
};

/** In Thai, a shopper who has not logged in picks, then is asked to log in with the picks kept. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  parameters: { shop: { seed: 'guest' } },
  globals: { locale: 'th_TH', login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of ['ไพ่ใบที่ 1', 'ไพ่ใบที่ 6', 'ไพ่ใบที่ 9']) await userEvent.click(await canvas.findByRole('button', { name: card }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูคำทำนาย' }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/tarot?picks=1,6,9')}`);
  },
};

/** Test only: hostile picks in the link: only the valid card is kept, no crash. */
export const PageHostilePicks: Story = {
  name: 'Page Hostile Picks (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?picks=${encodeURIComponent('<script>alert(1)</script>,2,99')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 of 3 cards picked', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Card 2' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Test only: a reading the shop sent garbled shows a message with Try again; the picks are kept. */
export const PageDrawMalformed: Story = {
  name: 'Page Draw Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?picks=4,5,6` },
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, drawTarot: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reveal my reading' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: 'Your reading could not be drawn' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Card 5' })).toHaveAttribute('aria-pressed', 'true');
  },
};
