import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandReviewsView } from '../../../src/pages/reviews/BrandReviews/BrandReviewsView';
import { storyText } from '../../support/storyText';
import { longThaiReview, reviewCallbacks, storyReviews } from './reviewStoryData';

/**
 * **Brand reviews: where a shopper reads what other shoppers say about one brand.**
 *
 * The shopper sees the brand's rating, then its reviews, each with its stars, photos (which open
 * full-screen), likes and Translate. More load as they scroll. Anyone may read; a shopper who has
 * not logged in is asked to log in when they like, and comes back here after.
 *
 * They see the loading state while the reviews are on their way, No reviews for this brand yet, the
 * error state with Try again when the reviews could not be loaded, and a message with the way to
 * the review square when the link does not name a brand.
 */
const meta = {
  title: 'Pages/Reviews/BrandReviewsView',
  component: BrandReviewsView,
  args: { status: 'ready', score: 4.7, reviews: storyReviews('th'), moreStatus: 'end', onLoadMore: fn(), onSquare: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BrandReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the reviews are on their way. */
export const Loading: Story = {
  args: { status: 'loading', reviews: [] },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('reviews:common.loading'));
  },
};

/** The brand has no reviews yet. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { reviews: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No reviews for this brand yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the review square' }));
    await expect(args.onSquare).toHaveBeenCalledTimes(1);
  },
};

/** The reviews could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error', reviews: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The link does not name a brand: a message, and the way to the review square. */
export const InvalidLink: Story = {
  name: 'Invalid Link (English)',
  globals: { locale: 'en_US' },
  args: { status: 'invalid', reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This link does not name a brand' })).toBeVisible();
  },
};

/** The brand's rating and its reviews (Thai ones). */
export const Full: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('reviews:brand.title') })).toBeVisible();
    await expect(canvas.getByRole('group', { name: text('reviews:brand.score') })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: new RegExp(`^${text('commerce:likeButton.like')}`) })[2] as HTMLElement);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80003' }));
  },
};

/** A long Thai review wraps without being cut. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: { reviews: [longThaiReview()] },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { reviews: storyReviews('en') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Brand reviews' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { reviews: storyReviews('zh') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '品牌评价' })).toBeVisible();
  },
};
