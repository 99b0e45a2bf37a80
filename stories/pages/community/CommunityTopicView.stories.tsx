import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommunityTopicView } from '../../../src/pages/community/CommunityTopic/CommunityTopicView';
import { longThaiPost, storyPosts } from './communityStoryData';
import { storyText } from '../../support/storyText';

const TOPIC = { sign: 'sun-care', name: 'กันแดด', cover: '/static/mock/tag-sun.webp', tagId: '1' };

/**
 * **A community topic: the posts about one subject, such as sun care.**
 *
 * The topic's name and the posts under its tag, with the way to the tag's own page. Anyone can read
 * it; a topic the shop does not have shows the page-not-found page.
 *
 * They see the loading state, the error state with Try again when the topic could not be loaded,
 * and a message when it has no posts yet.
 */
const meta = {
  title: 'Pages/Community/CommunityTopicView',
  component: CommunityTopicView,
  args: { status: 'ready', topic: TOPIC, posts: storyPosts(2), onRetry: fn(), onOpenPost: fn((_href: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()) },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof CommunityTopicView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('community:topic.title') })).toBeVisible();
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

/** No posts yet under this topic. */
export const Empty: Story = {
  args: { posts: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { name: text('community:tag.empty.title') })).toBeVisible();
  },
};

/** A topic and its posts; the way to its tag's page. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: text('community:topic.toTag') }));
    await expect(args.onOpenPost).toHaveBeenCalledWith('/m/community/tag_detail.php?id=1', expect.anything());
  },
};

/** A long Thai topic name wraps on the narrowest phone. */
export const LongThai: Story = {
  // Its point is the long Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { topic: { ...TOPIC, name: 'กันแดดสำหรับผิวแพ้ง่ายและผิวเป็นสิวง่ายในหน้าร้อน' }, posts: [longThaiPost()] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /กันแดดสำหรับผิวแพ้ง่าย/ })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { topic: { ...TOPIC, name: 'Sun care' }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See the tag page' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { topic: { ...TOPIC, name: '防晒' }, posts: storyPosts(2, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '查看标签页' })).toBeVisible();
  },
};
