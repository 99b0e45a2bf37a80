import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharePostView } from '../../../src/pages/community/SharePost/SharePostView';
import { longThaiPost, storyPost } from './communityStoryData';
import { storyText } from '../../support/storyText';

/**
 * **A shared post: what someone sees when they open a link to a community post.**
 *
 * The post's summary (who wrote it and its likes), then Open in the app or Open on the website;
 * inside the app only the website's button shows. A link whose post, tag or team cannot be read
 * says so and leads to the community.
 *
 * They see the loading state, and the error state with Try again when the post could not be loaded.
 */
const meta = {
  title: 'Pages/Community/SharePostView',
  component: SharePostView,
  args: { status: 'ready', post: storyPost(), onRetry: fn(), onOpenOnSite: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()) },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof SharePostView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('community:share.title') })).toBeVisible();
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

/** A link whose post cannot be read: a clear message and the way to the community. */
export const InvalidLink: Story = {
  args: { status: 'invalid' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { name: text('community:common.invalid.title') })).toBeVisible();
  },
};

/** On the web: open in the app or on the website. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('community:share.byWithLikes', { name: 'Ploy S.', likes: '9999+' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('community:share.openInApp') })).toHaveAttribute('href', 'konvy://community/feed/detail?id=30001');
    await userEvent.click(canvas.getByRole('link', { name: text('community:share.openOnSite') }));
    await expect(args.onOpenOnSite).toHaveBeenCalledTimes(1);
  },
};

/** Inside the shop's app: only Open on the website. */
export const InsideApp: Story = {
  name: 'Inside App (Android app)',
  globals: { platform: 'android' },
  args: { inApp: true },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).queryByRole('link', { name: text('community:share.openInApp') })).toBeNull();
  },
};

/** A long Thai post on the narrowest phone. */
export const LongThai: Story = {
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { post: longThaiPost() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/…$/)).toBeVisible();
  } };

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { post: storyPost('en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Open in the app' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { post: storyPost('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '在网页中打开' })).toBeVisible();
  },
};
