import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharePostView } from '../../../src/pages/community/SharePost/SharePostView';
import { longThaiPost, storyPost } from './communityStoryData';

/** A post's share page, /m/community/share.php?id= (spec §2 route name community-share): the summary, open in the app or on the site. */
const meta = {
  title: 'Pages/Community/SharePostView',
  component: SharePostView,
  args: { status: 'ready', post: storyPost(), onRetry: fn(), onOpenOnSite: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()) },
  parameters: { frame: 'none' },
} satisfies Meta<typeof SharePostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'โพสต์ที่แชร์' })).toBeVisible();
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

export const InvalidLink: Story = {
  args: { status: 'invalid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ลิงก์นี้ไม่สมบูรณ์' })).toBeVisible();
  },
};

/** On the web: open in the app (its deep link) or on the site. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('โดย Ploy S. · ถูกใจ 9999+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'เปิดในแอป' })).toHaveAttribute('href', 'konvy://community/feed/detail?id=30001');
    await userEvent.click(canvas.getByRole('link', { name: 'เปิดบนเว็บไซต์' }));
    await expect(args.onOpenOnSite).toHaveBeenCalledTimes(1);
  },
};

/** Inside the app: only the site's button. */
export const InsideApp: Story = {
  globals: { platform: 'android' },
  args: { inApp: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'เปิดในแอป' })).toBeNull();
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { post: longThaiPost() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/…$/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { post: storyPost('en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Open in the app' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { post: storyPost('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '在网页中打开' })).toBeVisible();
  },
};
