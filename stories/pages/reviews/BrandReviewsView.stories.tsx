import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandReviewsView } from '../../../src/pages/reviews/BrandReviews/BrandReviewsView';
import { longThaiReview, reviewCallbacks, storyReviews } from './reviewStoryData';

/**
 * A brand's reviews, /m/brand_review?brand_id= (spec §2 route name brand_review): the brand's
 * score, then its reviews with likes (spec §5 counts), Translate and photos. A missing or
 * malformed brand_id shows a clear message and the way to the review square. Open to guests.
 */
const meta = {
  title: 'Pages/Reviews/BrandReviewsView',
  component: BrandReviewsView,
  args: { status: 'ready', score: 4.7, reviews: storyReviews('th'), moreStatus: 'end', onLoadMore: fn(), onSquare: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BrandReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดรีวิว');
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { reviews: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No reviews for this brand yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the review square' }));
    await expect(args.onSquare).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error', reviews: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** ?brand_id=<script> or none: a clear message, nothing asked. */
export const InvalidLink: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'invalid', reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This link does not name a brand' })).toBeVisible();
  },
};

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'รีวิวแบรนด์' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'คะแนนของแบรนด์' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^ถูกใจ/ })[2] as HTMLElement);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80003' }));
  },
};

export const LongThai: Story = {
  args: { reviews: [longThaiReview()] },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { reviews: storyReviews('en') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Brand reviews' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { reviews: storyReviews('zh') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '品牌评价' })).toBeVisible();
  },
};
