import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TarotView } from '../../../src/pages/games/Tarot/TarotView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { storyProducts } from '../centre/centreStoryData';
import { storyText } from '../../support/storyText';
import { LONG_THAI_READING } from './gamesStoryData';

const STAR = { name: 'The Star', image: '/static/mock/tarot-star.webp', reading: 'New hope is coming; your skin is asking for moisture.' };

/**
 * **Beauty tarot: where a shopper draws three cards for a reading and products that go with it.**
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
  title: 'Pages/Games/TarotView',
  component: TarotView,
  globals: { login: 'loggedIn' },
  args: {
    stage: { kind: 'picking', picks: [] },
    isLogin: true,
    onPick: fn(),
    onUndo: fn(),
    onReveal: fn(),
    onAgain: fn(),
    onShare: fn(),
    onAddToCart: fn(),
    onOpenProduct: fn((_product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onRetryProducts: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof TarotView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet: every card can be picked, and Reveal waits for three. */
export const Picking: Story = {
  name: 'Picking (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('games:tarot.title') })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: text('games:tarot.reveal') })).toBeDisabled();
    canvas.getByRole('button', { name: text('games:tarot.card', { number: 4 }) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(4);
  },
};

/** Three picked: the other cards wait; Undo and Reveal are offered. */
export const ThreePicked: Story = {
  name: 'Three Picked (English, signed in)',
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'picking', picks: [2, 5, 7] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 3 cards picked');
    await expect(canvas.getByRole('button', { name: 'Card 5' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Card 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo last pick' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal my reading' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** While the reading is drawn: the cards wait and Reveal shows it is working. */
export const Loading: Story = {
  name: 'Loading (English, signed in)',
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'picking', picks: [2, 5, 7], drawing: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Card 2' })).toBeDisabled();
  },
};

/** A shopper who has not logged in picks freely; revealing asks them to log in first. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { isLogin: false, stage: { kind: 'picking', picks: [1, 2, 3] } },
  play: async ({ canvasElement, args, ...context }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText(context)('games:tarot.signIn') }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** The reading could not be drawn (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'picking', picks: [2, 5, 7], failure: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your reading could not be drawn' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** The reading with its products: add to cart, draw again, share. */
export const Reading: Story = {
  name: 'Reading (English, signed in)',
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'reading', card: STAR, products: { status: 'ready', products: storyProducts('en_US', 2) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your card: The Star' })).toBeVisible();
    await expect(canvas.getByText(STAR.reading)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^Add .* to cart$/ })[0]!);
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Draw again' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

/** While the reading's products are on their way. */
export const ProductsLoading: Story = {
  name: 'Products Loading (signed in)',
  args: { stage: { kind: 'reading', card: STAR, products: { status: 'loading' } } },
};

/** No product goes with the reading today. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'reading', card: STAR, products: { status: 'ready', products: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products go with this reading today.')).toBeVisible();
  },
};

/** The products could not be loaded: they have a Try again of their own. */
export const ProductsError: Story = {
  name: 'Products Error (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'reading', card: STAR, products: { status: 'error' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryProducts).toHaveBeenCalledOnce();
  },
};

/** A long Thai reading wraps without hiding the buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: { stage: { kind: 'reading', card: { ...STAR, name: 'ดวงดาวแห่งความหวังและการเริ่มต้นใหม่', reading: LONG_THAI_READING }, products: { status: 'ready', products: storyProducts('th_TH', 2) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_READING)).toBeVisible();
  },
};

/** In Simplified Chinese, one card picked. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { stage: { kind: 'picking', picks: [3] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '美妆塔罗' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 3 张牌' })).toHaveAttribute('aria-pressed', 'true');
  },
};
