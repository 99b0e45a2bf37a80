import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HOSTILE_SAMPLES } from '../../../mocks/fixtures/hostileStrings';
import { FeedDetailView } from '../../../src/pages/community/FeedDetail/FeedDetailView';
import { longThaiPost, storyComments, storyPost, storyProducts } from './communityStoryData';
import { storyText } from '../../support/storyText';

/**
 * **A community post: where a shopper reads a post, and talks about it.**
 *
 * Its photos, text (which can be translated into the shopper's language and shown in the original
 * again), the products in it (each can go into the cart), its tags, likes, Share and Report, and
 * the comments with their replies. Anyone can read it; commenting asks a shopper who has not logged
 * in to log in and come back. A deleted post leads to the page for deleted items. A link whose
 * post, tag or team cannot be read says so and leads to the community.
 *
 * They see the loading state, the error state with Try again when the post could not be loaded, a
 * message when a translation failed, and the shop's message under the field when it refuses a
 * comment.
 */
const meta = {
  title: 'Pages/Community/FeedDetailView',
  component: FeedDetailView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    post: { ...storyPost(), products: storyProducts(2) },
    comments: storyComments(),
    onRetry: fn(),
    onToggleLike: fn(),
    onTranslate: fn(),
    onShare: fn(),
    onReport: fn(),
    onReply: fn(),
    onSendComment: fn(),
    onDraftChange: fn(),
    onAddToCart: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof FeedDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('community:detail.title') })).toBeVisible();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A link whose post cannot be read: a clear message and the way to the community. */
export const InvalidLink: Story = {
  name: 'Invalid Link (English, signed in)',
  globals: { locale: 'en_US' },
  args: { status: 'invalid', onCommunityHome: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This link is not complete' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the community' }));
    await expect(args.onCommunityHome).toHaveBeenCalledTimes(1);
  },
};

/** A post in Thai: like, translate, share, report, reply, put a product into the cart. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'รีวิวกันแดดสำหรับไปทะเลภูเก็ต' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: text('community:detail.translate') })[0] as HTMLElement);
    await expect(args.onTranslate).toHaveBeenCalledWith('30001');
    await userEvent.click(canvas.getByRole('button', { name: text('community:detail.share') }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('community:detail.report') }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('community:detail.replyTo', { name: 'Mint K.' }) }));
    await expect(args.onReply).toHaveBeenCalledWith(expect.objectContaining({ id: '70002' }));
  },
};

/** The post and a comment translated into English, with Show original. */
export const Translated: Story = {
  name: 'Translated (signed in)',
  args: {
    translations: {
      '30001': { status: 'done', text: 'Tried three. My favourite is Andaman Sun: not sticky, no white cast.' },
      '70001': { status: 'error' },
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/My favourite is Andaman Sun/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('community:detail.translateFailed'));
  },
};

/** Replying to a comment, with the shop's refusal under the field. */
export const Replying: Story = {
  name: 'Replying (English, signed in)',
  globals: { locale: 'en_US' },
  args: { replyTo: { id: '70002', authorName: 'Mint K.' }, draft: 'Thank you!', commentError: 'A comment can be at most 500 characters long.', onCancelReply: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Replying to Mint K.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send comment' }));
    await expect(args.onSendComment).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai texts wrap without pushing the page sideways. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { post: longThaiPost() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /รีวิวครีมกันแดดเนื้อบางเบา/ })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { post: { ...storyPost('en_US'), products: storyProducts(2, 'en_US') }, comments: storyComments('en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { post: { ...storyPost('zh_CN'), products: storyProducts(2, 'zh_CN') }, comments: storyComments('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发送评论' })).toBeVisible();
  },
};

/** A shopper who has not logged in: no comment field, Sign in to comment instead. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { guest: true, onSignIn: fn() },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('community:detail.signInToComment') }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/**
 * Text written to break the page (piled-up marks, a very long word, reversed text): shown as plain
 * text, never wider than the screen.
 */
export const HostileContent: Story = {
  name: 'Hostile Content (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  args: {
    post: { ...storyPost(), title: HOSTILE_SAMPLES.script, authorName: `o${'\u0489'.repeat(60)}`, content: `${HOSTILE_SAMPLES.longWord} ${HOSTILE_SAMPLES.image} ${HOSTILE_SAMPLES.rtl}` },
    comments: [
      { id: '70101', authorName: HOSTILE_SAMPLES.emoji, content: HOSTILE_SAMPLES.thaiMarks, createdAt: '2025-03-13 20:15:00', replies: [] },
      { id: '70102', authorName: 'Mint K.', content: `o${'\u0489'.repeat(60)}`, createdAt: '2025-03-13 21:00:00', replies: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: HOSTILE_SAMPLES.script })).toBeVisible();
    await expect(canvas.getByText(HOSTILE_SAMPLES.image, { exact: false })).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"], script')).toBeNull();
    // The date beside the nickname stays on the screen, and nothing makes the page scroll sideways.
    const nickname = canvas.getAllByText(`o${'\u0489'.repeat(60)}`)[0] as HTMLElement;
    const date = nickname.parentElement?.lastElementChild as HTMLElement;
    await expect(date).toBeVisible();
    await expect(date.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
