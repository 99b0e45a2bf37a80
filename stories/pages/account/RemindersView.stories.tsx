import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemindersView } from '../../../src/pages/account/Reminders/RemindersView';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { LONG_THAI_NAME, storyProducts } from '../centre/centreStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Arrival reminders: the sold-out products a signed-in shopper asked to hear about when they are
 * back.**
 *
 * A shopper sets a reminder with Remind me on a sold-out product's page; here they see all of them
 * and can Remove the ones they no longer want (a message confirms it, or says it could not be done
 * and the product stays). A shopper who has not logged in never sees this page: they are asked to
 * log in first and come back here after.
 *
 * They see the loading state while the reminders are on their way, an empty list with Go shopping,
 * and the error state with Try again when the reminders could not be loaded (no connection).
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RemindersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the reminders are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text('centre:reminders.loading'));
  },
};

/** No reminders yet: the page says how to set one, and Go shopping leads back to the shop. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No arrival reminders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** The reminders could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your reminders could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A shopper waiting for a few products, each with Remove. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: text('centre:reminders.title') }));
    // Each of the four products has its Remove button, named after the product.
    await expect(args.products ?? []).toHaveLength(4);
    for (const product of args.products ?? []) {
      await expect(list.getByRole('button', { name: text('centre:reminders.removeLabel', { name: product.name }) })).toBeVisible();
    }
    const [first] = args.products ?? [];
    await userEvent.click(canvas.getByRole('button', { name: text('centre:reminders.removeLabel', { name: first?.name ?? '' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith(first);
  },
};

/** Long Thai product names wrap without hiding Remove. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH' },
  args: { products: [{ ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME }, ...storyProducts('th_TH', 2, 1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_NAME)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { products: storyProducts('en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We let you know when these products are back in stock.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the reminder for Turmeric Brightening Serum 30 ml' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { products: storyProducts('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '到货提醒' })).toBeVisible();
  },
};
