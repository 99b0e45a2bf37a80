import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SimilarProductsView } from '../../../src/pages/account/SimilarProducts/SimilarProductsView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { LONG_THAI_NAME, storyProducts } from '../centre/centreStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Similar products: more products like the one a shopper chose, to compare or pick another.**
 *
 * The chosen product comes first, then products of the same brand or category; each opens its page
 * or goes into the cart. Anyone can see it, logged in or not. A link that does not name a product
 * says so and offers the home page; a product the shop does not sell shows the page-not-found page.
 *
 * They see the loading state while the products are on their way, an empty list with See best
 * sellers, and the error state with Try again when the products could not be loaded (no
 * connection).
 */
const meta = {
  title: 'Pages/Account/SimilarProductsView',
  component: SimilarProductsView,
  args: {
    status: 'ready',
    product: storyProducts('th_TH', 1)[0]!,
    similar: storyProducts('th_TH', 4, 1),
    onRetry: fn(),
    onBestSellers: fn(),
    onHome: fn(),
    onOpenProduct: fn((_product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onAddToCart: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof SimilarProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the products are on their way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text('centre:similar.loading'));
  },
};

/** Nothing like this product yet: See best sellers offers others. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { product: storyProducts('en_US', 1)[0]!, similar: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Turmeric Brightening Serum 30 ml')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No similar products yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See best sellers' }));
    await expect(args.onBestSellers).toHaveBeenCalledTimes(1);
  },
};

/** The products could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Similar products could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A link that does not name a product: the page says so and offers the home page. */
export const Missing: Story = {
  name: 'Missing (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'missing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Which product?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the home page' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

/** The chosen product, then the products like it. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: text('centre:similar.listLabel', { name: args.product?.name ?? '' }) });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: text('centre:similar.of') })).toBeVisible();
  },
};

/** A long Thai product name wraps without pushing the page sideways. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: { product: { ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(LONG_THAI_NAME)[0]).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { product: storyProducts('en_US', 1)[0]!, similar: storyProducts('en_US', 4, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Products like this one' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { product: storyProducts('zh_CN', 1)[0]!, similar: storyProducts('zh_CN', 4, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '相似商品' })).toBeVisible();
  },
};
