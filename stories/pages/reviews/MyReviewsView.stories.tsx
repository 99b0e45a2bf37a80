import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyReviewsView } from '../../../src/pages/reviews/MyReviews/MyReviewsView';
import { storyText } from '../../support/storyText';
import { green, longThaiReview, pink, reviewCallbacks, storyReviews } from './reviewStoryData';

const PENDING = [
  { key: '20250304-50004', orderSn: 'KV20250304', name: 'เซรั่มขมิ้นชัน 30 มล.', imageUrl: pink, href: '/m/account/write_review.php?order_id=20250304&team_id=50004' },
  { key: '20250304-50008', orderSn: 'KV20250304', name: 'มาสก์หน้าน้ำนมข้าว ×10', imageUrl: green, href: '/m/account/write_review.php?order_id=20250304&team_id=50008' },
];

/**
 * **My reviews: where a signed-in shopper finds the reviews they wrote and the products waiting for
 * one.**
 *
 * Two tabs, each with its count: Written (their reviews with likes and photos) and To review (the
 * products of orders they received, each with Write a review). The review rules are a link away. A
 * shopper who has not logged in never sees this page: they are asked to log in first and come back
 * here after.
 *
 * They see the loading state while the reviews are on their way, an empty message of its own on
 * each tab (with Start shopping when nothing waits for a review), and the error state with Try
 * again when the reviews could not be loaded.
 */
const meta = {
  title: 'Pages/Reviews/MyReviewsView',
  component: MyReviewsView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', tab: 'written', onTab: fn(), written: storyReviews('th'), pending: PENDING, moreStatus: 'end', onLoadMore: fn(), onShop: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MyReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the reviews are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('reviews:common.loading'));
  },
};

/** The reviews could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No review written yet. */
export const EmptyWritten: Story = {
  name: 'Empty Written (English, signed in)',
  globals: { locale: 'en_US' },
  args: { written: [], pending: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'You have not written a review yet' })).toBeVisible();
  },
};

/** Nothing waiting for a review: Start shopping. */
export const EmptyPending: Story = {
  name: 'Empty Pending (English, signed in)',
  globals: { locale: 'en_US' },
  args: { tab: 'pending', pending: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** Written (Thai reviews): the counts in the tabs, the rules link and a like; then the To review tab. */
export const Written: Story = {
  name: 'Written (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('tab', { name: text('reviews:mine.tabs.written', { count: 3 }) })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('link', { name: text('reviews:mine.rules') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/my_review/rule', expect.anything());
    await userEvent.click(canvas.getAllByRole('button', { name: new RegExp(`^${text('commerce:likeButton.like')}`) })[0] as HTMLElement);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80001' }));
    await userEvent.click(canvas.getByRole('tab', { name: text('reviews:mine.tabs.pending', { count: 2 }) }));
    await expect(args.onTab).toHaveBeenCalledWith('pending');
  },
};

/** To review (Thai products): each product with its order and Write a review. */
export const Pending: Story = {
  name: 'Pending (signed in)',
  args: { tab: 'pending' },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getAllByText(text('reviews:mine.order', { sn: 'KV20250304' }))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(`^${text('reviews:mine.write')}.*มาสก์หน้าน้ำนมข้าว`) }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/write_review.php?order_id=20250304&team_id=50008', expect.anything());
  },
};

/** A long Thai review wraps without being cut. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH' },
  args: { written: [longThaiReview()] },
};

/** In English, To review. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { written: storyReviews('en'), tab: 'pending', pending: PENDING.map((item, i) => ({ ...item, name: ['Turmeric Serum 30 ml', 'Rice Milk Sheet Mask ×10'][i] ?? item.name })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'To review (2)' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { written: storyReviews('zh') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '已评价（3）' })).toBeVisible();
  },
};
