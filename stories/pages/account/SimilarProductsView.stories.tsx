import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SimilarProductsView } from '../../../src/pages/account/SimilarProducts/SimilarProductsView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { LONG_THAI_NAME, storyProducts } from '../centre/centreStoryData';

/**
 * Similar products, /m/account/similar_pro?id= (spec §2 route name account-similar_pro): the
 * product named at the top, then the products of its category or brand. An address without a
 * product id shows a clear message. Use it only as that route.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof SimilarProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดสินค้าที่คล้ายกัน…');
  },
};

/** No similar products: an offer to see the best sellers. */
export const Empty: Story = {
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

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Similar products could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The address names no product (or a malformed one): a clear message and a way home. */
export const Missing: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'missing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Which product?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the home page' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: `สินค้าที่คล้ายกับ ${args.product?.name ?? ''}` });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'สินค้าที่คล้ายกับชิ้นนี้' })).toBeVisible();
  },
};

export const LongThai: Story = {
  args: { product: { ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(LONG_THAI_NAME)[0]).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { product: storyProducts('en_US', 1)[0]!, similar: storyProducts('en_US', 4, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Products like this one' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { product: storyProducts('zh_CN', 1)[0]!, similar: storyProducts('zh_CN', 4, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '相似商品' })).toBeVisible();
  },
};
