import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BloggerMessagesView } from '../../../src/pages/blogger/BloggerMessages/BloggerMessagesView';
import { LONG_THAI, MESSAGES, playErrorWithRetry } from './bloggerStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Messages from the programme: what the blogger programme has told a shopper.**
 *
 * Notices, the result of their application and announcements, the unread ones marked;
 * each opens in a popup. A shopper who has not logged in never sees this page: they are asked to
 * log in first and come back here after.
 *
 * They see the loading state, an empty list (no messages yet) that leads to the programme page, and
 * the error state with Try again when the messages could not be loaded.
 */
const meta = {
  title: 'Pages/Blogger/BloggerMessagesView',
  component: BloggerMessagesView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', messages: MESSAGES, onOpen: fn(), onClose: fn(), onProgramme: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BloggerMessagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the messages are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('blogger:messages.title') })).toBeVisible();
  },
};

/** The messages could not be loaded: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** No messages yet: the page leads to the programme page. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { messages: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About the programme' }));
    await expect(args.onProgramme).toHaveBeenCalledTimes(1);
  },
};

/** A few messages, in Thai; tapping one opens it. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ใบสมัครของคุณได้รับการอนุมัติ/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('R-1');
  },
};

/** The result of an application, opened in its popup, in English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: {
    messages: [{ id: 'R-1', kind: 'result', title: 'Your application was approved', body: 'Welcome to the blogger programme.', at: '2025-03-07 09:15:00', unread: false }],
    openId: 'R-1',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Your application was approved' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** An announcement, opened in its popup, in Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: {
    messages: [{ id: 'A-1', kind: 'announcement', title: '宋干节活动：8% 返现', body: '4月15日前发布防晒产品测评，即可获得8%返现。', at: '2025-03-13 18:05:00', unread: true }],
    openId: 'A-1',
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '宋干节活动：8% 返现' });
    await expect(within(dialog).getByRole('button', { name: '知道了' })).toBeVisible();
  },
};

/** Long Thai titles and messages wrap without pushing the page sideways. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { messages: MESSAGES.map((message) => ({ ...message, title: LONG_THAI, body: `${LONG_THAI} ${LONG_THAI}` })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /รีวิวรูทีน/ })).toHaveLength(3);
  } };
