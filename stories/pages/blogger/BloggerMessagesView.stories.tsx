import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BloggerMessagesView } from '../../../src/pages/blogger/BloggerMessages/BloggerMessagesView';
import { LONG_THAI, MESSAGES, playErrorWithRetry } from './bloggerStoryData';

/** Messages from the programme, /m/blogger/blogger_msg (spec §2 route name blogger-blogger_msg); each opens in a popup. Needs login. */
const meta = {
  title: 'Pages/Blogger/BloggerMessagesView',
  component: BloggerMessagesView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', messages: MESSAGES, onOpen: fn(), onClose: fn(), onProgramme: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BloggerMessagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'ข้อความจากโครงการ' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { messages: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About the programme' }));
    await expect(args.onProgramme).toHaveBeenCalledTimes(1);
  },
};

/** Thai: the list; a message opens. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ใบสมัครของคุณได้รับการอนุมัติ/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('R-1');
  },
};

/** A result message open in its popup, in English. */
export const English: Story = {
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

/** The announcement open in the programme's announcement popup, in Chinese. */
export const Chinese: Story = {
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

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { messages: MESSAGES.map((message) => ({ ...message, title: LONG_THAI, body: `${LONG_THAI} ${LONG_THAI}` })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /รีวิวรูทีน/ })).toHaveLength(3);
  },
};
