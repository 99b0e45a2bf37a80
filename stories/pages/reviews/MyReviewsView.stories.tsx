import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyReviewsView } from '../../../src/pages/reviews/MyReviews/MyReviewsView';
import { green, longThaiReview, pink, reviewCallbacks, storyReviews } from './reviewStoryData';

const PENDING = [
  { key: '20250304-50004', orderSn: 'KV20250304', name: 'เซรั่มขมิ้นชัน 30 มล.', imageUrl: pink, href: '/m/account/write_review.php?order_id=20250304&team_id=50004' },
  { key: '20250304-50008', orderSn: 'KV20250304', name: 'มาสก์หน้าน้ำนมข้าว ×10', imageUrl: green, href: '/m/account/write_review.php?order_id=20250304&team_id=50008' },
];

/**
 * My reviews, /m/account/my_review.php (spec §2 route name account-my_review): the reviews written
 * (likes, photos) and the products of received orders waiting for one, each with "Write a review";
 * the review rules a link away. Guests never see it: the loader sends them to sign in.
 */
const meta = {
  title: 'Pages/Reviews/MyReviewsView',
  component: MyReviewsView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', tab: 'written', onTab: fn(), written: storyReviews('th'), pending: PENDING, moreStatus: 'end', onLoadMore: fn(), onShop: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof MyReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดรีวิว');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EmptyWritten: Story = {
  globals: { locale: 'en_US' },
  args: { written: [], pending: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'You have not written a review yet' })).toBeVisible();
  },
};

export const EmptyPending: Story = {
  globals: { locale: 'en_US' },
  args: { tab: 'pending', pending: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** Thai, written: counts in the tabs, the rules link, a like; switching to the waiting tab. */
export const Written: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'รีวิวแล้ว (3)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'กติกาการรีวิว' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/my_review/rule', expect.anything());
    await userEvent.click(canvas.getAllByRole('button', { name: /^ถูกใจ/ })[0] as HTMLElement);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80001' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'รอรีวิว (2)' }));
    await expect(args.onTab).toHaveBeenCalledWith('pending');
  },
};

/** Thai, waiting: each product with its order and "Write a review" (a link to write_review.php). */
export const Pending: Story = {
  args: { tab: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('คำสั่งซื้อ KV20250304')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: /เขียนรีวิว.*มาสก์หน้าน้ำนมข้าว/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/write_review.php?order_id=20250304&team_id=50008', expect.anything());
  },
};

export const LongThai: Story = {
  args: { written: [longThaiReview()] },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { written: storyReviews('en'), tab: 'pending', pending: PENDING.map((item, i) => ({ ...item, name: ['Turmeric Serum 30 ml', 'Rice Milk Sheet Mask ×10'][i] ?? item.name })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'To review (2)' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { written: storyReviews('zh') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '已评价（3）' })).toBeVisible();
  },
};
