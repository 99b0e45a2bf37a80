import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommunityHomeView } from '../../../src/pages/community/CommunityHome/CommunityHomeView';
import { longThaiPost, storyPosts, storyTags } from './communityStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Community: where shoppers share their beauty routines and read each other's.**
 *
 * Tabs over a feed of posts in two columns (Recommended, Following, Latest, My posts), the
 * shoppers' experiences, hot tags and Write a post. A shopper can like a post or open it; pressing
 * and holding a post (or Shift+F10) offers to report it or see fewer posts like it. Anyone can read
 * the feed; the Following and My posts tabs and writing ask a shopper who has not logged in to log
 * in.
 *
 * They see the loading state, the error state with Try again when the feed could not be loaded, an
 * empty feed that invites the first post, an invitation to log in on the Following and My posts
 * tabs, and an invitation to write on My posts for a shopper who has not posted yet.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof CommunityHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  args: { status: 'loading', posts: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('community:home.title') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: text('community:home.tabs.recommended') })).toBeNull();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error', posts: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No posts yet: the page invites the shopper to share the first one. */
export const Empty: Story = {
  args: { posts: [], experiences: [], hotTags: [] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('community:home.empty.title') })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: text('community:home.write') })[1] as HTMLElement);
    await expect(args.onWrite).toHaveBeenCalledTimes(1);
  },
};

/** The feed in Thai: tabs, the two columns, another tab chosen, a like. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const feed = canvas.getByRole('list', { name: text('community:home.tabs.recommended') });
    await expect(within(feed).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('tab', { name: text('community:home.tabs.latest') }));
    await expect(args.onSelectTab).toHaveBeenCalledWith('latest');
    await expect(canvas.getByRole('link', { name: '#กันแดด' })).toBeVisible();
  },
};

/** Press and hold a post (or Shift+F10): its actions are asked for. */
export const LongPressActions: Story = {
  name: 'Long Press Actions (English)',
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

/** A post's actions open: report it, or not interested. */
export const ActionsOpen: Story = {
  name: 'Actions Open (English)',
  globals: { locale: 'en_US' },
  args: { posts: storyPosts(2, 'en_US'), actionsPost: storyPosts(1, 'en_US')[0] ?? null, onReport: fn(), onNotInterested: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Actions for/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not interested' }));
    await expect(args.onNotInterested).toHaveBeenCalledWith('30001');
  },
};

/** Long Thai titles wrap without pushing the page sideways. */
export const LongThai: Story = {
  // Its point is the long Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { posts: [longThaiPost(), ...storyPosts(3).slice(1)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /รีวิวครีมกันแดดเนื้อบางเบา/ })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { posts: storyPosts(4, 'en_US'), experiences: storyPosts(2, 'en_US'), hotTags: storyTags('en_US'), tab: 'latest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { posts: storyPosts(4, 'zh_CN'), experiences: storyPosts(2, 'zh_CN'), hotTags: storyTags('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '社区' })).toBeVisible();
  },
};

/** A shopper who has not logged in, on Following: invited to log in. */
export const GuestFollowing: Story = {
  args: { tab: 'following', guest: true, posts: [], onSignIn: fn() },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('community:common.signIn') }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not logged in, on My posts: invited to log in. */
export const GuestMine: Story = {
  name: 'Guest Mine (English)',
  globals: { locale: 'en_US' },
  args: { tab: 'mine', guest: true, posts: [], onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'My posts', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not posted yet, on My posts: invited to write. */
export const MineEmpty: Story = {
  args: { tab: 'mine', posts: [], onWrite: fn() },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('community:home.mineEmpty.title'))).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: text('community:home.write') }).at(-1) as HTMLElement);
    await expect(args.onWrite).toHaveBeenCalledTimes(1);
  },
};
