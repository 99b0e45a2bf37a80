import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { CentreView } from '../../../src/pages/centre/Centre/CentreView';
import { LONG_THAI_NAME, STORY_ACCOUNT, storyProducts } from './centreStoryData';
import { storyText } from '../../support/storyText';

/**
 * **My account: the shopper's home for everything about their account.**
 *
 * A signed-in shopper sees their membership card (photo, nickname, level, points, coupons and store
 * credit, with Edit profile), their orders by where they stand (to pay, to ship, shipped, to
 * review, refunds) with how many are in each, a shortcut to each of their account's pages
 * (favourites, recently viewed, coupons, points, addresses, help, settings and more) and products
 * recommended for them. A shopper who has not logged in stays here and sees an invitation to sign
 * in or sign up, and the recommendations.
 *
 * They see the loading state while their account is on its way, and the error state with Try again
 * when it could not be loaded (no connection); when the recommendations fail, the page shows
 * without them.
 */
const meta = {
  title: 'Pages/Centre/CentreView',
  component: CentreView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    account: STORY_ACCOUNT,
    recommended: storyProducts('th_TH'),
    onRetry: fn(),
    onLogin: fn(),
    // The story stays on its page: a followed link is only recorded.
    onNavigate: fn((_href: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onOpenProduct: fn((_product: ShopProduct, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onAddToCart: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof CentreView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the account is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading', recommended: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('centre:centre.title') })).toBeVisible();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(text('centre:centre.loading'));
  },
};

/** A new account: no orders in any tab, no recommendations yet. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: {
    account: { ...STORY_ACCOUNT, nickname: 'New shopper', level: 1, levelName: null, points: 0, coupons: 0, credit: 0, orderCounts: { unpaid: 0, unshipped: 0, shipped: 0, review: 0, refund: 0 } },
    recommended: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Member')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '0 To pay' })).toHaveAttribute('href', '/m/my.php?status=unpaid');
    await expect(canvas.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
  },
};

/** The account could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your account could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The recommendations still show under the error.
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** A signed-in shopper in Thai: the card, the orders with their counts, the shortcuts and the recommendations. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ploy')).toBeVisible();
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByRole('link', { name: `2,350 ${text('centre:centre.card.points')}` })).toHaveAttribute('href', '/m/account/konvypoint.php');
    await expect(canvas.getByRole('link', { name: `3 ${text('centre:centre.card.coupons')}` })).toHaveAttribute('href', '/m/mycoupon.php');
    await expect(canvas.getByRole('link', { name: new RegExp(` ${text('centre:centre.card.credit')}$`) })).toHaveAttribute('href', '/m/account/my_credit.php');
    await expect(canvas.getByRole('link', { name: new RegExp(`^Ploy.*${text('centre:centre.card.profile')}$`) })).toHaveAttribute('href', '/m/myprofile.php');
    await expect(canvas.getByRole('link', { name: `2 ${text('centre:centre.orders.unshipped')}` })).toHaveAttribute('href', '/m/my.php?status=unshipped');
    await expect(canvas.getByRole('link', { name: `0 ${text('centre:centre.orders.refund')}` })).toHaveAttribute('href', '/m/order/refund/refund_list.php');
    await expect(canvas.getByRole('link', { name: text('centre:centre.shortcuts.reviews') })).toHaveAttribute('href', '/m/account/my_review.php');
    await expect(canvas.getByRole('link', { name: text('centre:centre.shortcuts.addresses') })).toHaveAttribute('href', '/m/account/setting.php#addresses');
    await userEvent.click(canvas.getByRole('link', { name: text('centre:centre.shortcuts.recentlyViewed') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/RecentlyView.php', expect.anything());
    await expect(canvas.getByRole('list', { name: text('centre:centre.recommended.title') })).toBeVisible();
  },
};

/** A long Thai nickname and product name wrap without pushing the page sideways. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH' },
  args: {
    account: { ...STORY_ACCOUNT, nickname: 'คุณพลอยชมพูสวยใสผิวกระจ่างใสตลอดกาลและตลอดไปไม่มีวันเปลี่ยนแปลง', levelName: 'สมาชิกระดับแพลทินัมพิเศษ', level: 4, points: 1234567 },
    recommended: [{ ...storyProducts('th_TH', 1)[0]!, name: LONG_THAI_NAME }, ...storyProducts('th_TH', 3, 1)],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(within(canvasElement).getByText(LONG_THAI_NAME)).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { recommended: storyProducts('en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '3 To review' })).toHaveAttribute('href', '/m/my.php?status=review');
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/m/my.php');
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { recommended: storyProducts('zh_CN') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '我的服务' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1 待付款' })).toBeVisible();
  },
};

/** A shopper who has not logged in: the invitation to sign in and the recommendations, no card, orders or shortcuts. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { status: 'guest' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('centre:centre.guest.title') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: text('centre:centre.orders.title') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('centre:centre.guest.action') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: text('centre:centre.recommended.title') })).toBeVisible();
  },
};
