import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HOSTILE_SAMPLES } from '../../../mocks/fixtures/hostileStrings';
import { FeedDetailView } from '../../../src/pages/community/FeedDetail/FeedDetailView';
import { longThaiPost, storyComments, storyPost, storyProducts } from './communityStoryData';

/**
 * A community post, /m/community/feed/detail?id= (spec §2 route name community-feed-detail):
 * pictures, text and its translation, tagged products, tags, like, share, report and comments with
 * replies. A guest reads it all and is offered sign-in to comment.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof FeedDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'โพสต์' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A missing or hostile id: a clear message and the way to the community. */
export const InvalidLink: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'invalid', onCommunityHome: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This link is not complete' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the community' }));
    await expect(args.onCommunityHome).toHaveBeenCalledTimes(1);
  },
};

/** The post in Thai: like, translate, share, report, reply, add a product to the cart. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'รีวิวกันแดดสำหรับไปทะเลภูเก็ต' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'แปลภาษา' })[0] as HTMLElement);
    await expect(args.onTranslate).toHaveBeenCalledWith('30001');
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'รายงาน' }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'ตอบกลับ Mint K.' }));
    await expect(args.onReply).toHaveBeenCalledWith(expect.objectContaining({ id: '70002' }));
  },
};

/** The post and a comment translated (spec §4 target: English on the Thai site). */
export const Translated: Story = {
  args: {
    translations: {
      '30001': { status: 'done', text: 'Tried three. My favourite is Andaman Sun: not sticky, no white cast.' },
      '70001': { status: 'error' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/My favourite is Andaman Sun/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('แปลข้อความนี้ไม่สำเร็จ');
  },
};

/** Replying, with the backend's refusal under the field. */
export const Replying: Story = {
  globals: { locale: 'en_US' },
  args: { replyTo: { id: '70002', authorName: 'Mint K.' }, draft: 'Thank you!', commentError: 'A comment can be at most 500 characters long.', onCancelReply: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Replying to Mint K.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send comment' }));
    await expect(args.onSendComment).toHaveBeenCalledTimes(1);
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { post: longThaiPost() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /รีวิวครีมกันแดดเนื้อบางเบา/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { post: { ...storyPost('en_US'), products: storyProducts(2, 'en_US') }, comments: storyComments('en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { post: { ...storyPost('zh_CN'), products: storyProducts(2, 'zh_CN') }, comments: storyComments('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发送评论' })).toBeVisible();
  },
};

/** A guest: no comment field, a sign-in button instead. */
export const Guest: Story = {
  globals: { login: 'loggedOut' },
  args: { guest: true, onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบเพื่อแสดงความคิดเห็น' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** A letter under a flood of combining marks, a script, a long word and RTL overrides: shown as text, never wider than the screen. */
export const HostileContent: Story = {
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
