import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommunityHomeView } from '../../../src/pages/community/CommunityHome/CommunityHomeView';
import { longThaiPost, storyPosts, storyTags } from './communityStoryData';

/**
 * The community home, /m/community (spec §2 route name community): tabs over a two-column feed,
 * experiences, hot tags and "write a post"; a long press on a post (spec §9) opens its actions.
 */
const meta = {
  title: 'Pages/Community/CommunityHomeView',
  component: CommunityHomeView,
  args: {
    status: 'ready',
    tab: 'recommended',
    posts: storyPosts(4),
    experiences: storyPosts(2),
    hotTags: storyTags(),
    feedStatus: 'end',
    onSelectTab: fn(),
    onWrite: fn(),
    onRetry: fn(),
    onToggleLike: fn(),
    onActions: fn(),
    onOpenPost: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof CommunityHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'คอมมูนิตี้' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: 'แนะนำ' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error', posts: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { posts: [], experiences: [], hotTags: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ยังไม่มีโพสต์' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'เขียนโพสต์' })[1] as HTMLElement);
    await expect(args.onWrite).toHaveBeenCalledTimes(1);
  },
};

/** The feed in Thai: tabs, the two-column feed, a tab chosen, a like. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const feed = canvas.getByRole('list', { name: 'แนะนำ' });
    await expect(within(feed).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('tab', { name: 'ล่าสุด' }));
    await expect(args.onSelectTab).toHaveBeenCalledWith('latest');
    await expect(canvas.getByRole('link', { name: '#กันแดด' })).toBeVisible();
  },
};

/** Shift+F10 (or a long press) on a post asks for its actions. */
export const LongPressActions: Story = {
  globals: { locale: 'en_US' },
  args: { posts: storyPosts(2, 'en_US'), experiences: [], hotTags: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Sunscreens I took to Phuket' });
    link.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await waitFor(() => expect(args.onActions).toHaveBeenCalledTimes(1));
  },
};

/** The actions sheet open: report or not interested. */
export const ActionsOpen: Story = {
  globals: { locale: 'en_US' },
  args: { posts: storyPosts(2, 'en_US'), actionsPost: storyPosts(1, 'en_US')[0] ?? null, onReport: fn(), onNotInterested: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Actions for/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not interested' }));
    await expect(args.onNotInterested).toHaveBeenCalledWith('30001');
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { posts: [longThaiPost(), ...storyPosts(3).slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /รีวิวครีมกันแดดเนื้อบางเบา/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { posts: storyPosts(4, 'en_US'), experiences: storyPosts(2, 'en_US'), hotTags: storyTags('en_US'), tab: 'latest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { posts: storyPosts(4, 'zh_CN'), experiences: storyPosts(2, 'zh_CN'), hotTags: storyTags('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '社区' })).toBeVisible();
  },
};

/** A guest on the following tab: a sign-in prompt. */
export const GuestFollowing: Story = {
  args: { tab: 'following', guest: true, posts: [], onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** A guest on the my-posts tab: a sign-in prompt. */
export const GuestMine: Story = {
  globals: { locale: 'en_US' },
  args: { tab: 'mine', guest: true, posts: [], onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'My posts', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not posted yet, on the my-posts tab: an invitation to write. */
export const MineEmpty: Story = {
  args: { tab: 'mine', posts: [], onWrite: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('คุณยังไม่มีโพสต์')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /เขียนโพสต์/ }).at(-1) as HTMLElement);
    await expect(args.onWrite).toHaveBeenCalledTimes(1);
  },
};
