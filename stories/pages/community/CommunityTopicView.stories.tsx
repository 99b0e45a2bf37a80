import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommunityTopicView } from '../../../src/pages/community/CommunityTopic/CommunityTopicView';
import { longThaiPost, storyPosts } from './communityStoryData';

const TOPIC = { sign: 'sun-care', name: 'กันแดด', cover: '/static/mock/tag-sun.webp', tagId: '1' };

/** A topic landing by its sign, /m/community/{sign} (spec §2 route name community-sign). */
const meta = {
  title: 'Pages/Community/CommunityTopicView',
  component: CommunityTopicView,
  args: { status: 'ready', topic: TOPIC, posts: storyPosts(2), onRetry: fn(), onOpenPost: fn((_href: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()) },
  parameters: { frame: 'none' },
} satisfies Meta<typeof CommunityTopicView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'หัวข้อ' })).toBeVisible();
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
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ยังไม่มีโพสต์ที่นี่' })).toBeVisible();
  },
};

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'ไปที่หน้าแท็ก' }));
    await expect(args.onOpenPost).toHaveBeenCalledWith('/m/community/tag_detail.php?id=1', expect.anything());
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { topic: { ...TOPIC, name: 'กันแดดสำหรับผิวแพ้ง่ายและผิวเป็นสิวง่ายในหน้าร้อน' }, posts: [longThaiPost()] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /กันแดดสำหรับผิวแพ้ง่าย/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { topic: { ...TOPIC, name: 'Sun care' }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See the tag page' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { topic: { ...TOPIC, name: '防晒' }, posts: storyPosts(2, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '查看标签页' })).toBeVisible();
  },
};
