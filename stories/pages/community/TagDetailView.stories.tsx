import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagDetailView } from '../../../src/pages/community/TagDetail/TagDetailView';
import { longThaiPost, storyPosts } from './communityStoryData';
import { storyText } from '../../support/storyText';

const TAG = { id: '1', name: 'กันแดด', cover: '/static/mock/tag-sun.webp', postCount: 2, followerCount: 120, following: false };

/**
 * **A community tag: every post under one tag, such as sun care.**
 *
 * The tag's cover, how many posts and followers it has, Follow (a shopper who has not logged in is
 * asked to log in first) and its posts. A link whose post, tag or team cannot be read says so and
 * leads to the community.
 *
 * They see the loading state, the error state with Try again when the tag could not be loaded, and
 * a message when the tag has no posts yet.
 */
const meta = {
  title: 'Pages/Community/TagDetailView',
  component: TagDetailView,
  args: { status: 'ready', tag: TAG, posts: storyPosts(2), onToggleFollow: fn(), onRetry: fn(), onToggleLike: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof TagDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('community:tag.title') })).toBeVisible();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
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

/** No posts under this tag yet. */
export const Empty: Story = {
  args: { posts: [], tag: { ...TAG, postCount: 0 } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { name: text('community:tag.empty.title') })).toBeVisible();
  },
};

/** A tag and its posts: Follow. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('community:tag.counts', { posts: '2', followers: '120' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('community:tag.follow') }));
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
  },
};

/** A tag the shopper follows, in English. */
export const Following: Story = {
  name: 'Following (English)',
  globals: { locale: 'en_US' },
  args: { tag: { ...TAG, name: 'Sun care', following: true, followerCount: 121 }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A long Thai tag name wraps on the narrowest phone. */
export const LongThai: Story = {
  // Its point is the long Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { tag: { ...TAG, name: 'กันแดดสำหรับผิวแพ้ง่ายและผิวเป็นสิวง่ายในหน้าร้อน' }, posts: [longThaiPost()] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /กันแดดสำหรับผิวแพ้ง่าย/ })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { tag: { ...TAG, name: 'Sun care' }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 posts · 120 followers')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { tag: { ...TAG, name: '防晒' }, posts: storyPosts(2, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '关注' })).toBeVisible();
  },
};

/** A link whose tag cannot be read: a clear message and the way to the community. */
export const InvalidLink: Story = {
  name: 'Invalid Link (English)',
  globals: { locale: 'en_US' },
  args: { status: 'invalid', onCommunityHome: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to the community' }));
    await expect(args.onCommunityHome).toHaveBeenCalledTimes(1);
  },
};
