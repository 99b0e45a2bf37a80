import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TarotView } from '../../../src/pages/games/Tarot/TarotView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { storyProducts } from '../centre/centreStoryData';
import { LONG_THAI_READING } from './gamesStoryData';

const STAR = { name: 'The Star', image: '/static/mock/tarot-star.webp', reading: 'New hope is coming; your skin is asking for moisture.' };

/**
 * Tarot, /m/tarot (spec §2 route name tarot): three face-down cards picked (toggle buttons, undo),
 * then the backend's reading with its recommended products and share. Guests pick; revealing asks
 * them to sign in.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof TarotView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked: every card can be pressed (Enter or Space), Reveal waits for three. */
export const Picking: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ไพ่ทาโรต์ความงาม' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: 'เปิดคำทำนายของฉัน' })).toBeDisabled();
    canvas.getByRole('button', { name: 'ไพ่ใบที่ 4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(4);
  },
};

/** Three picked: the others wait, undo and reveal are offered. */
export const ThreePicked: Story = {
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

/** The draw on its way: the cards wait and Reveal spins. */
export const Loading: Story = {
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'picking', picks: [2, 5, 7], drawing: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Card 2' })).toBeDisabled();
  },
};

/** A guest picks freely; revealing asks them to sign in first. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { isLogin: false, stage: { kind: 'picking', picks: [1, 2, 3] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูคำทำนาย' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** The draw failed: the message with a retry. */
export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'picking', picks: [2, 5, 7], failure: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your reading could not be drawn' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** The reading with its recommended products: add to cart, draw again, share. */
export const Reading: Story = {
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

/** The products are on their way. */
export const ProductsLoading: Story = {
  args: { stage: { kind: 'reading', card: STAR, products: { status: 'loading' } } },
};

/** No product goes with the reading today. */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'reading', card: STAR, products: { status: 'ready', products: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products go with this reading today.')).toBeVisible();
  },
};

/** The products failed: a retry of their own. */
export const ProductsError: Story = {
  globals: { locale: 'en_US' },
  args: { stage: { kind: 'reading', card: STAR, products: { status: 'error' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryProducts).toHaveBeenCalledOnce();
  },
};

export const LongThaiText: Story = {
  args: { stage: { kind: 'reading', card: { ...STAR, name: 'ดวงดาวแห่งความหวังและการเริ่มต้นใหม่', reading: LONG_THAI_READING }, products: { status: 'ready', products: storyProducts('th_TH', 2) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_READING)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { stage: { kind: 'picking', picks: [3] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '美妆塔罗' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 3 张牌' })).toHaveAttribute('aria-pressed', 'true');
  },
};
