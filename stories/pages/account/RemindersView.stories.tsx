import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemindersView } from '../../../src/pages/account/Reminders/RemindersView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { LONG_THAI_NAME, storyProducts } from '../centre/centreStoryData';

/**
 * Arrival reminders, /m/account/reminder.php (spec §2 route name account-reminder): the products
 * the shopper waits for, each with Remove. Guests never see it: the loader sends them to sign in.
 * Use it only as that route; to set a reminder use the product page.
 */
const meta = {
  title: 'Pages/Account/RemindersView',
  component: RemindersView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    products: storyProducts('th_TH'),
    onRetry: fn(),
    onShop: fn(),
    onLoadMore: fn(),
    onRemove: fn(),
    onOpenProduct: fn((_product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onAddToCart: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof RemindersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดการแจ้งเตือนของคุณ…');
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No arrival reminders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your reminders could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Four reminders in Thai; Remove names its product and hands it to onRemove. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'แจ้งเตือนสินค้าเข้า' })).getAllByRole('button', { name: /^ลบการแจ้งเตือนของ / })).toHaveLength(4);
    const [first] = args.products ?? [];
    await userEvent.click(canvas.getByRole('button', { name: `ลบการแจ้งเตือนของ ${first?.name ?? ''}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first);
  },
};

export const LongThai: Story = {
  args: { products: [{ ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME }, ...storyProducts('th_TH', 2, 1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_NAME)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { products: storyProducts('en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We let you know when these products are back in stock.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the reminder for Turmeric Brightening Serum 30 ml' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { products: storyProducts('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '到货提醒' })).toBeVisible();
  },
};
