import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewDetailView } from '../../../src/pages/reviews/ReviewDetail/ReviewDetailView';
import type { ShownReview } from '../../../src/pages/reviews/shared/reviewItems';
import { storyText } from '../../support/storyText';
import { blue, longThaiReview, pink, reviewCallbacks, storyReviews } from './reviewStoryData';

const thaiReviews = storyReviews('th');
const thaiReview = thaiReviews[0] as ShownReview;
const plainReview = thaiReviews[2] as ShownReview;
const REPLIES = [
  { id: 'c1', nickname: 'Beauty Shop', content: 'ขอบคุณที่รีวิวนะคะ ดีใจที่ชอบค่ะ', date: '2025-03-12 10:00:00' },
  { id: 'c2', nickname: 'มายด์', content: 'ใช้คู่กับมาสก์ดีมากค่ะ', date: '2025-03-13 08:15:00' },
];

/**
 * **Review: where a shopper reads one review in full, with its replies.**
 *
 * The whole text, its photos (which open full-screen), its likes, Translate (into English on the
 * Thai site, into Thai on the others) and the replies, with a field to write one. Anyone may read;
 * a shopper who has not logged in is asked to log in when they like or reply, and comes back here
 * after. A review that was taken down shows only a note saying so, with the way to the review
 * square.
 *
 * They see the loading state while the review is on its way, the error state with Try again when it
 * could not be loaded, a message with the way to the review square when the link does not name a
 * review, a message when they send an empty reply, and the shop's message when it refused a like.
 */
const meta = {
  title: 'Pages/Reviews/ReviewDetailView',
  component: ReviewDetailView,
  args: { status: 'ready', review: thaiReview, replies: REPLIES, reply: '', onReplyChange: fn(), onReply: fn(), onSquare: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ReviewDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the review is on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('reviews:common.loading'));
  },
};

/** The review could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The review was taken down: a note, and the way to the review square. */
export const Deleted: Story = {
  name: 'Deleted (English)',
  globals: { locale: 'en_US' },
  args: { status: 'deleted' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This review has been deleted')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the review square' }));
    await expect(args.onSquare).toHaveBeenCalledTimes(1);
  },
};

/** The link does not name a review: a message, and the way to the review square. */
export const InvalidLink: Story = {
  name: 'Invalid Link (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '评价链接无效' })).toBeVisible();
  },
};

/** A Thai review: 9999+ likes, a like taken back, Translate, a photo full-screen and two replies. */
export const Full: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 2, name: text('reviews:detail.replies', { count: 2 }) })).toBeVisible();
    await expect(canvas.getByText('ขอบคุณที่รีวิวนะคะ ดีใจที่ชอบค่ะ')).toBeVisible();
    const like = canvas.getByRole('button', { name: `${text('commerce:likeButton.like')} 9999+` });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80001' }));
    await userEvent.click(canvas.getByRole('button', { name: text('commerce:reviewCard.translate') }));
    await expect(args.onTranslate).toHaveBeenCalledWith('80001');
    await userEvent.click(canvas.getByRole('button', { name: text('commerce:reviewCard.photo', { index: 1, total: 2 }) }));
    await expect(args.onOpenPhoto).toHaveBeenCalledWith([pink, blue], 0);
    await expect(canvas.queryByRole('link', { name: new RegExp(text('reviews:common.open')) })).toBeNull();
  },
};

/** No photos, no likes and no replies yet. */
export const NoReplies: Story = {
  name: 'No Replies (English)',
  globals: { locale: 'en_US' },
  args: { review: { ...plainReview, like: { liked: false, count: 0, pending: false } }, replies: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No replies yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Like/ })).toHaveTextContent(/^Like\s*$/);
  },
};

/** A long Thai review wraps without being cut. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: { review: longThaiReview() },
};

/** In English, with the shop's reply. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { review: storyReviews('en')[0], replies: [{ id: 'c1', nickname: 'Beauty Shop', content: 'Thank you for your review!', date: '2025-03-12 10:00:00' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '1 reply' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { review: storyReviews('zh')[0], replies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '评价' })).toBeVisible();
  },
};

/** A reply written and sent. */
export const Reply: Story = {
  name: 'Reply (English)',
  globals: { locale: 'en_US' },
  args: { reply: 'Which skin type are you?' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Write a reply/ })).toHaveValue('Which skin type are you?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledTimes(1);
  },
};

/** Send with nothing written, in Simplified Chinese: the field says it is needed. */
export const ReplyRequired: Story = {
  name: 'Reply Required (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { replyError: '必填项不能为空' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /写回复/ })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};
