import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagDetailView } from '../../../src/pages/community/TagDetail/TagDetailView';
import { longThaiPost, storyPosts } from './communityStoryData';

const TAG = { id: '1', name: 'กันแดด', cover: '/static/mock/tag-sun.webp', postCount: 2, followerCount: 120, following: false };

/** A tag's posts, /m/community/tag_detail.php?id= (spec §2 route name community-tag_detail): cover, counts, follow, posts. */
const meta = {
  title: 'Pages/Community/TagDetailView',
  component: TagDetailView,
  args: { status: 'ready', tag: TAG, posts: storyPosts(2), onToggleFollow: fn(), onRetry: fn(), onToggleLike: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof TagDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'แท็ก' })).toBeVisible();
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

export const Empty: Story = {
  args: { posts: [], tag: { ...TAG, postCount: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ยังไม่มีโพสต์ที่นี่' })).toBeVisible();
  },
};

/** Follow asks once. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 โพสต์ · ผู้ติดตาม 120 คน')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ติดตาม' }));
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
  },
};

export const Following: Story = {
  globals: { locale: 'en_US' },
  args: { tag: { ...TAG, name: 'Sun care', following: true, followerCount: 121 }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { tag: { ...TAG, name: 'กันแดดสำหรับผิวแพ้ง่ายและผิวเป็นสิวง่ายในหน้าร้อน' }, posts: [longThaiPost()] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /กันแดดสำหรับผิวแพ้ง่าย/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { tag: { ...TAG, name: 'Sun care' }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 posts · 120 followers')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { tag: { ...TAG, name: '防晒' }, posts: storyPosts(2, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '关注' })).toBeVisible();
  },
};

export const InvalidLink: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'invalid', onCommunityHome: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to the community' }));
    await expect(args.onCommunityHome).toHaveBeenCalledTimes(1);
  },
};
