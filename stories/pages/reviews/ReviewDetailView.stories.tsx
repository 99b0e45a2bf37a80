import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewDetailView } from '../../../src/pages/reviews/ReviewDetail/ReviewDetailView';
import type { ShownReview } from '../../../src/pages/reviews/shared/reviewItems';
import { blue, longThaiReview, pink, reviewCallbacks, storyReviews } from './reviewStoryData';

const thaiReviews = storyReviews('th');
const thaiReview = thaiReviews[0] as ShownReview;
const plainReview = thaiReviews[2] as ShownReview;
const REPLIES = [
  { id: 'c1', nickname: 'Beauty Shop', content: 'ขอบคุณที่รีวิวนะคะ ดีใจที่ชอบค่ะ', date: '2025-03-12 10:00:00' },
  { id: 'c2', nickname: 'มายด์', content: 'ใช้คู่กับมาสก์ดีมากค่ะ', date: '2025-03-13 08:15:00' },
];

/**
 * One review, /m/review/detail?id= (spec §2 route name review-detail): the whole text, its photos
 * full-screen, its like (spec §5 count), Translate (spec §4 target) and the replies; a removed
 * review shows only the deleted note. Open to guests.
 */
const meta = {
  title: 'Pages/Reviews/ReviewDetailView',
  component: ReviewDetailView,
  args: { status: 'ready', review: thaiReview, replies: REPLIES, reply: '', onReplyChange: fn(), onReply: fn(), onSquare: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ReviewDetailView>;

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

/** The review was removed: the deleted note and the way to the square. */
export const Deleted: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'deleted' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This review has been deleted')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the review square' }));
    await expect(args.onSquare).toHaveBeenCalledTimes(1);
  },
};

/** ?id=abc or none: a clear message, nothing asked. */
export const InvalidLink: Story = {
  globals: { locale: 'zh_CN' },
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '评价链接无效' })).toBeVisible();
  },
};

/** Thai: 9999+ likes, unlike, translate, a photo full-screen, two replies. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '2 การตอบกลับ' })).toBeVisible();
    await expect(canvas.getByText('ขอบคุณที่รีวิวนะคะ ดีใจที่ชอบค่ะ')).toBeVisible();
    const like = canvas.getByRole('button', { name: 'ถูกใจ 9999+' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80001' }));
    await userEvent.click(canvas.getByRole('button', { name: 'แปล' }));
    await expect(args.onTranslate).toHaveBeenCalledWith('80001');
    await userEvent.click(canvas.getByRole('button', { name: 'รูปที่ 1 จาก 2' }));
    await expect(args.onOpenPhoto).toHaveBeenCalledWith([pink, blue], 0);
    await expect(canvas.queryByRole('link', { name: /ดูรีวิว/ })).toBeNull();
  },
};

/** No photos, no likes (the count is empty), no replies yet. */
export const NoReplies: Story = {
  globals: { locale: 'en_US' },
  args: { review: { ...plainReview, like: { liked: false, count: 0, pending: false } }, replies: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No replies yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Like/ })).toHaveTextContent(/^Like\s*$/);
  },
};

export const LongThai: Story = {
  args: { review: longThaiReview() },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { review: storyReviews('en')[0], replies: [{ id: 'c1', nickname: 'Beauty Shop', content: 'Thank you for your review!', date: '2025-03-12 10:00:00' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '1 reply' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { review: storyReviews('zh')[0], replies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '评价' })).toBeVisible();
  },
};

/** A reply written and sent; Send with nothing shows spec §5's message (the page passes it). */
export const Reply: Story = {
  globals: { locale: 'en_US' },
  args: { reply: 'Which skin type are you?' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Write a reply/ })).toHaveValue('Which skin type are you?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledTimes(1);
  },
};

export const ReplyRequired: Story = {
  globals: { locale: 'zh_CN' },
  args: { replyError: '必填项不能为空' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /写回复/ })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};
