import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecentlyViewedView } from '../../../src/pages/account/RecentlyViewed/RecentlyViewedView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { LONG_THAI_NAME, storyProducts } from '../centre/centreStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Recently viewed: the products a signed-in shopper looked at lately, to find one again.**
 *
 * The products come newest first, more arriving as the shopper scrolls; each opens its page or goes
 * into the cart. Clear all empties the list after the shopper confirms it. A shopper who has not
 * logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the list is on its way, an empty list with Go shopping, and the
 * error state with Try again when the list could not be loaded (no connection).
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RecentlyViewedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the list is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('centre:recently.loading'));
    await expect(canvas.queryByRole('button', { name: text('centre:recently.clear') })).toBeNull();
  },
};

/** Nothing viewed yet (or the list was cleared): Go shopping leads back to the shop. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
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

/** The list could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recently viewed could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who looked at four products; Clear all asks before emptying the list. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: text('centre:recently.count', { count: 4 }) })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: text('centre:recently.title') })).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: text('centre:recently.clear') }));
    await expect(args.onAskClear).toHaveBeenCalledTimes(1);
  },
};

/** After Clear all: the shopper confirms with Clear, or keeps the list. */
export const ConfirmClear: Story = {
  name: 'Confirm Clear (English, signed in)',
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

/** Long Thai product names wrap without pushing the page sideways. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH' },
  args: { products: [{ ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME }, ...storyProducts('th_TH', 3, 1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_NAME)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In English, with more products to come as the shopper scrolls. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { products: storyProducts('en_US'), count: 12, moreStatus: 'idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '12 products' })).toBeVisible();
    await expect(canvas.getByText('Turmeric Brightening Serum 30 ml')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { products: storyProducts('zh_CN') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '最近浏览' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部清空' })).toBeVisible();
  },
};
