import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, gamesRequestLog } from './gamesPageSupport';

const PATH = '/m/tarot';
const DRAW_PATH = '/api/go/tarot/draw';

/**
 * Tarot through the real route table on the stateful mock backend: the journey three cards →
 * reading → a recommended product in the cart; a guest sent to sign in with the picks kept; a
 * hostile picks value; a failed draw.
 */
const meta = {
  title: 'Pages/Games/TarotPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = gamesRequestLog();

/** Journey: three cards (touch and keyboard, one undone) → the backend's reading (drawn once) → a recommended product in the cart. */
export const PageJourney: Story = {
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

/** Draw again (double-clicked: one DELETE): the card goes back to the deck and the cards are face down again. */
export const PageDrawAgain: Story = {
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

/** A guest picks, then is sent to sign in with the picks kept in the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of ['ไพ่ใบที่ 1', 'ไพ่ใบที่ 6', 'ไพ่ใบที่ 9']) await userEvent.click(await canvas.findByRole('button', { name: card }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูคำทำนาย' }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/tarot?picks=1,6,9')}`);
  },
};

/** A hostile picks value: only the valid card is kept, no crash. */
export const PageHostilePicks: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?picks=${encodeURIComponent('<script>alert(1)</script>,2,99')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 of 3 cards picked', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Card 2' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The draw fails (a malformed answer): a clear message with a retry, the picks kept. */
export const PageDrawMalformed: Story = {
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
