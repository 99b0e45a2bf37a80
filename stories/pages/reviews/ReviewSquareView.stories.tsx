import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewSquareView } from '../../../src/pages/reviews/ReviewSquare/ReviewSquareView';
import { blue, longThaiReview, pink, reviewCallbacks, storyReviews } from './reviewStoryData';

/**
 * The review square, /m/review (spec §2 route name review): shoppers' reviews with photos, the
 * latest or the best first; each with its like (spec §5: nothing for zero, 9999+ above 9999),
 * Translate (into the spec §4 target) and its photos full-screen. Open to guests.
 */
const meta = {
  title: 'Pages/Reviews/ReviewSquareView',
  component: ReviewSquareView,
  args: { status: 'ready', sort: 'latest', onSort: fn(), reviews: storyReviews('th'), moreStatus: 'end', onLoadMore: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ReviewSquareView>;

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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No reviews with photos yet' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error', reviews: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai: like counts per spec §5 (9999+, nothing for zero), like, translate, a photo, the Best tab and a review's own page. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ลานรีวิว' })).toBeVisible();
    const likes = canvas.getAllByRole('button', { name: /^ถูกใจ/ });
    await expect(likes.map((button) => button.textContent)).toEqual(['ถูกใจ 9999+', 'ถูกใจ ', 'ถูกใจ 28']);
    await expect(likes[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(likes[1] as HTMLElement);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80002' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'แปล' })[0] as HTMLElement);
    await expect(args.onTranslate).toHaveBeenCalledWith('80001');
    await userEvent.click(canvas.getAllByRole('button', { name: 'รูปที่ 2 จาก 2' })[0] as HTMLElement);
    await expect(args.onOpenPhoto).toHaveBeenCalledWith([pink, blue], 1);
    await userEvent.click(canvas.getByRole('link', { name: /^ดูรีวิว.*มายด์/  }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/review/detail?id=80002', expect.anything());
    await userEvent.click(canvas.getByRole('tab', { name: 'ยอดนิยม' }));
    await expect(args.onSort).toHaveBeenCalledWith('best');
  },
};

/** A translation shown (with Show original), one translating and one failed. */
export const Translations: Story = {
  globals: { locale: 'en_US' },
  args: {
    reviews: storyReviews('th').map((review, i) => ({
      ...review,
      translation: [{ status: 'done', text: 'Two weeks in and my skin really is brighter.' } as const, { status: 'loading' } as const, { status: 'error' } as const][i] ?? { status: 'error' },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Two weeks in and my skin really is brighter.')).toBeVisible();
    await expect(canvas.getByText("Couldn't translate this review. Try again.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show original' }));
    await expect(args.onShowOriginal).toHaveBeenCalledWith('80001');
  },
};

/** The photos full-screen: previous and next wrap, Escape closes. */
export const PhotoViewerOpen: Story = {
  globals: { locale: 'en_US' },
  args: { viewer: { photos: [pink, blue], index: 1 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Review photos' });
    const viewer = within(dialog);
    await expect(viewer.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
    await userEvent.click(viewer.getByRole('button', { name: 'Next photo' }));
    await expect(viewer.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseViewer).toHaveBeenCalled();
  },
};

export const LongThai: Story = {
  args: { reviews: [longThaiReview(), ...storyReviews('th').slice(1)], moreStatus: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ดูเพิ่มเติม' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { reviews: storyReviews('en'), sort: 'best' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Best' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ploy S.' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { reviews: storyReviews('zh') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '评价广场' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^点赞/ })).toHaveLength(3);
  },
};
