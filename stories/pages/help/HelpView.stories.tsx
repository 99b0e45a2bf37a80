import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpView } from '../../../src/pages/help/Help/HelpView';
import { LONG_THAI_TOPIC, storyTopics } from './helpStoryData';

const SIGN_IN = '/m/login.php?redirect=%2Fm%2Faccount%2Fhelp.php';

/**
 * The help centre, /m/account/help.php (spec §2 route name account-help): live chat first (a
 * signed-in shopper starts it; a guest is asked to sign in and comes back; a Chinese tourist gets
 * the WeChat live chat, spec §6), then the common questions, searchable, each a disclosure, and
 * links to feedback, the shopper's product questions and the NPS survey. Use it only as that
 * route; the search filters the topics it is given, it does not call the backend.
 */
const meta = {
  title: 'Pages/Help/HelpView',
  component: HelpView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    topics: storyTopics('th_TH'),
    query: '',
    onQueryChange: fn(),
    chat: { kind: 'shopper', available: true, hours: 'ทุกวัน 09:00–21:00 น.' },
    onStartChat: fn(),
    onOpen: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    onRetry: fn(),
  },
  parameters: { frame: 'none' },
  // The search is the page's own state: typing narrows the list here as on the page.
  render: function Render(args) {
    const [query, setQuery] = useState(args.query ?? '');
    return (
      <HelpView
        {...args}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          args.onQueryChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof HelpView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', topics: [], chat: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดหัวข้อช่วยเหลือ…');
  },
};

/** The topics failed (and the chat's address, which comes with them): one retry loads both. */
export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error', topics: [], chat: { kind: 'shopper', available: false, hours: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Help topics could not be loaded' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start live chat' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The signed-in shopper in Thai: a topic opened, the chat started, a link followed. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ศูนย์ช่วยเหลือ' })).toBeVisible();
    await expect(canvas.getByText('ผู้เชี่ยวชาญตอบแชททุกวัน 09:00–21:00 น.')).toBeVisible();
    const answer = canvas.getByText(/หมายเลขพัสดุจะแสดงเมื่อสินค้าถูกส่งออกจากคลังแล้ว/);
    await expect(answer).not.toBeVisible();
    // A native disclosure: its question is focusable (Enter and Space open it in the browser).
    const question = canvas.getByText('ฉันจะติดตามคำสั่งซื้อได้อย่างไร').closest('summary');
    if (!question) throw new Error('the question is not a summary');
    question.focus();
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่มแชทสด' }));
    await expect(args.onStartChat).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'ส่งความคิดเห็น' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/feedback.php', expect.anything());
    await expect(canvas.getByRole('link', { name: 'ให้คะแนนร้านของเรา' })).toHaveAttribute('href', '/m/account/nps');
  },
};

/** Typing narrows the topics (the count is announced); no match says so and points to live chat. */
export const Search: Story = {
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chat: { kind: 'shopper', available: true, hours: 'every day, 09:00–21:00' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search help topics' });
    await userEvent.type(search, 'refund');
    await expect(canvas.getByText('2 topics found')).toBeVisible();
    await expect(canvas.getByText('When will I get my refund?')).toBeVisible();
    await expect(canvas.queryByText('How do I track my order?')).toBeNull();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('refund');
    await userEvent.clear(search);
    await userEvent.type(search, 'lipstick');
    await expect(canvas.getByText('No topics match “lipstick”. Try other words, or ask us in live chat.')).toBeVisible();
  },
};

/** The chat could not be started: the reason, the button still there. */
export const ChatFailed: Story = {
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chatFailure: 'The chat could not be started. Please try again.', chat: { kind: 'shopper', available: true, hours: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat could not be started. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Start live chat' })).toBeEnabled();
  },
};

/** No chat address came with the topics: live chat is not offered today. */
export const ChatUnavailable: Story = {
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chat: { kind: 'shopper', available: false, hours: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live chat is not available right now. Please try again later, or send us feedback.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start live chat' })).toBeNull();
  },
};

/** A guest: live chat asks to sign in, and the sign-in comes back here. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { chat: { kind: 'guest', signInHref: SIGN_IN } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('link', { name: 'เข้าสู่ระบบเพื่อแชทกับเรา' });
    await expect(signIn).toHaveAttribute('href', SIGN_IN);
    await expect(canvas.queryByRole('button', { name: 'เริ่มแชทสด' })).toBeNull();
    await userEvent.click(signIn);
    await expect(args.onOpen).toHaveBeenCalledWith(SIGN_IN, expect.anything());
  },
};

/** A Chinese tourist (spec §4 tourist mode): the WeChat live chat instead. */
export const Tourist: Story = {
  globals: { tourist: 'on' },
  args: { topics: storyTopics('zh_CN'), chat: { kind: 'tourist', wechatHref: '/m/webview/event?chat=wechat' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '通过微信联系客服' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/webview/event?chat=wechat', expect.anything());
    await expect(canvas.queryByRole('button', { name: '开始在线咨询' })).toBeNull();
  },
};

/** The sign-in check failed (not a 401): a retry instead of a chat. */
export const SignInUnknown: Story = {
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chat: { kind: 'unknown' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not check whether you are signed in.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai topic, opened: it wraps without clipping. */
export const LongThai: Story = {
  args: { topics: [LONG_THAI_TOPIC, ...storyTopics('th_TH')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(LONG_THAI_TOPIC.question));
    await expect(canvas.getByText(LONG_THAI_TOPIC.answer)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chat: { kind: 'shopper', available: true, hours: 'every day, 09:00–21:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Common questions' })).toBeVisible();
    await expect(canvas.getByText('Advisers answer every day, 09:00–21:00.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { topics: storyTopics('zh_CN'), chat: { kind: 'shopper', available: true, hours: '每天 09:00–21:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始在线咨询' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的商品提问' })).toHaveAttribute('href', '/m/my_question.php');
  },
};
