import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecentlyViewedView } from '../../../src/pages/account/RecentlyViewed/RecentlyViewedView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { LONG_THAI_NAME, storyProducts } from '../centre/centreStoryData';

/**
 * Recently viewed, /m/account/RecentlyView.php (spec §2 route name account-RecentlyView): the
 * products the shopper looked at, newest first, growing a page at a time; "Clear all" asks first.
 * Guests never see it: the loader sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Account/RecentlyViewedView',
  component: RecentlyViewedView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    products: storyProducts('th_TH'),
    onRetry: fn(),
    onShop: fn(),
    onLoadMore: fn(),
    onAskClear: fn(),
    onCancelClear: fn(),
    onConfirmClear: fn(),
    onOpenProduct: fn((_product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onAddToCart: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof RecentlyViewedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดสินค้าที่ดูล่าสุด…');
    await expect(canvas.queryByRole('button', { name: 'ล้างทั้งหมด' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No recently viewed products' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recently viewed could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Four products in Thai; Clear all asks for confirmation. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '4 รายการ' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'ดูล่าสุด' })).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างทั้งหมด' }));
    await expect(args.onAskClear).toHaveBeenCalledTimes(1);
  },
};

/** The confirmation open: Clear confirms, Keep cancels. */
export const ConfirmClear: Story = {
  globals: { locale: 'en_US' },
  args: { confirming: true, products: storyProducts('en_US') },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Clear recently viewed?' });
    await expect(dialog).toHaveTextContent('Every product you viewed will be removed from this list.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(args.onConfirmClear).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await expect(args.onCancelClear).toHaveBeenCalledTimes(1);
  },
};

export const LongThai: Story = {
  args: { products: [{ ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME }, ...storyProducts('th_TH', 3, 1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_NAME)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { products: storyProducts('en_US'), count: 12, moreStatus: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '12 products' })).toBeVisible();
    await expect(canvas.getByText('Turmeric Brightening Serum 30 ml')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { products: storyProducts('zh_CN') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '最近浏览' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部清空' })).toBeVisible();
  },
};
