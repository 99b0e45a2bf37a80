import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewSquareView } from '../../../src/pages/reviews/ReviewSquare/ReviewSquareView';
import { storyText } from '../../support/storyText';
import { blue, longThaiReview, pink, reviewCallbacks, storyReviews } from './reviewStoryData';

/**
 * **Review square: where a shopper browses other shoppers' reviews with photos.**
 *
 * The latest or the best reviews first; each with its stars, likes (none shown for zero, 9999+
 * above that), Translate (into English on the Thai site, into Thai on the others) and its photos,
 * which open full-screen. A review opens its own page; more load as the shopper scrolls. Anyone may
 * read; a shopper who has not logged in is asked to log in when they like, and comes back here
 * after.
 *
 * They see the loading state while the reviews are on their way, No reviews with photos yet, the
 * error state with Try again when the reviews could not be loaded, and a message on a review whose
 * translation failed.
 */
const meta = {
  title: 'Pages/Reviews/ReviewSquareView',
  component: ReviewSquareView,
  args: { status: 'ready', sort: 'latest', onSort: fn(), reviews: storyReviews('th'), moreStatus: 'end', onLoadMore: fn(), ...reviewCallbacks() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ReviewSquareView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the reviews are on their way. */
export const Loading: Story = {
  args: { status: 'loading', reviews: [] },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('reviews:common.loading'));
  },
};

/** No reviews with photos yet. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No reviews with photos yet' })).toBeVisible();
  },
};

/** The reviews could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error', reviews: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai reviews: the like counts, a like, Translate, a photo, the Best tab and a review's own page. */
export const Full: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    const like = text('commerce:likeButton.like');
    await expect(canvas.getByRole('heading', { level: 1, name: text('reviews:square.title') })).toBeVisible();
    const likes = canvas.getAllByRole('button', { name: new RegExp(`^${like}`) });
    await expect(likes.map((button) => button.textContent)).toEqual([`${like} 9999+`, `${like} `, `${like} 28`]);
    await expect(likes[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(likes[1] as HTMLElement);
    await expect(args.onLike).toHaveBeenCalledWith(expect.objectContaining({ id: '80002' }));
    await userEvent.click(canvas.getAllByRole('button', { name: text('commerce:reviewCard.translate') })[0] as HTMLElement);
    await expect(args.onTranslate).toHaveBeenCalledWith('80001');
    await userEvent.click(canvas.getAllByRole('button', { name: text('commerce:reviewCard.photo', { index: 2, total: 2 }) })[0] as HTMLElement);
    await expect(args.onOpenPhoto).toHaveBeenCalledWith([pink, blue], 1);
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(`^${text('reviews:common.open')}.*มายด์`) }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/review/detail?id=80002', expect.anything());
    await userEvent.click(canvas.getByRole('tab', { name: text('reviews:square.sorts.best') }));
    await expect(args.onSort).toHaveBeenCalledWith('best');
  },
};

/** A review translated (with Show original), one translating and one whose translation failed. */
export const Translations: Story = {
  name: 'Translations (English)',
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

/** A review's photos full-screen: previous and next go round, Escape closes. */
export const PhotoViewerOpen: Story = {
  name: 'Photo Viewer Open (English)',
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

/** A long Thai review wraps without being cut. */
export const LongThai: Story = {
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { reviews: [longThaiReview(), ...storyReviews('th').slice(1)], moreStatus: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ดูเพิ่มเติม' })).toBeVisible();
  },
};

/** In English, the best first. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { reviews: storyReviews('en'), sort: 'best' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Best' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ploy S.' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { reviews: storyReviews('zh') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '评价广场' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^点赞/ })).toHaveLength(3);
  },
};
