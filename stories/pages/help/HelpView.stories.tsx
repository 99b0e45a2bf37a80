import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpView } from '../../../src/pages/help/Help/HelpView';
import { storyText } from '../../support/storyText';
import { LONG_THAI_TOPIC, storyTopics } from './helpStoryData';

const SIGN_IN = '/m/login.php?redirect=%2Fm%2Faccount%2Fhelp.php';
/** The chat hours as the shop sends them (in Thai, the shop's language). */
const THAI_HOURS = 'ทุกวัน 09:00–21:00 น.';

/**
 * **Help centre: where a shopper gets answers, from the common questions or from a person.**
 *
 * Live chat comes first: a signed-in shopper starts a chat with the shop's beauty advisers (with
 * the hours they answer); a shopper who has not logged in is asked to log in and comes back to
 * start it; a visitor from China gets the shop's WeChat chat instead. Then the common questions,
 * which the shopper can search and open one by one, and links to send feedback, to their product
 * questions and to rate the shop.
 *
 * They see the loading state while the questions are on their way, the error state with Try again
 * when they could not be loaded, No topics match when a search finds nothing (with a pointer to
 * live chat), a message when live chat could not be started or is not available now, and Try again
 * when the shop could not check whether they are signed in.
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
    chat: { kind: 'shopper', available: true, hours: THAI_HOURS },
    onStartChat: fn(),
    onOpen: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** While the questions are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading', topics: [], chat: null },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('help:help.loading'));
  },
};

/** The questions could not be loaded (no connection): Try again loads them, and live chat with them. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
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

/** A signed-in shopper, with the shop's Thai topics: a question opened, the chat started, a link followed. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('help:help.title') })).toBeVisible();
    await expect(canvas.getByText(text('help:help.chat.hours', { hours: THAI_HOURS }))).toBeVisible();
    const answer = canvas.getByText(/หมายเลขพัสดุจะแสดงเมื่อสินค้าถูกส่งออกจากคลังแล้ว/);
    await expect(answer).not.toBeVisible();
    // A native disclosure: its question is focusable (Enter and Space open it in the browser).
    const question = canvas.getByText('ฉันจะติดตามคำสั่งซื้อได้อย่างไร').closest('summary');
    if (!question) throw new Error('the question is not a summary');
    question.focus();
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('help:help.chat.start') }));
    await expect(args.onStartChat).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: text('help:help.more.feedback') }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/feedback.php', expect.anything());
    await expect(canvas.getByRole('link', { name: text('help:help.more.nps') })).toHaveAttribute('href', '/m/account/nps');
  },
};

/** Typing narrows the questions; when nothing matches, the page says so and points to live chat. */
export const Search: Story = {
  name: 'Search (English, signed in)',
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

/** The chat could not be started: the reason, and the button to try again. */
export const ChatFailed: Story = {
  name: 'Chat Failed (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chatFailure: 'The chat could not be started. Please try again.', chat: { kind: 'shopper', available: true, hours: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat could not be started. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Start live chat' })).toBeEnabled();
  },
};

/** Live chat is not available right now: the shopper can try later or send feedback. */
export const ChatUnavailable: Story = {
  name: 'Chat Unavailable (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chat: { kind: 'shopper', available: false, hours: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live chat is not available right now. Please try again later, or send us feedback.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start live chat' })).toBeNull();
  },
};

/** A shopper who has not logged in: live chat asks them to log in, and they come back here. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { chat: { kind: 'guest', signInHref: SIGN_IN } },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    const signIn = canvas.getByRole('link', { name: text('help:help.chat.signIn') });
    await expect(signIn).toHaveAttribute('href', SIGN_IN);
    await expect(canvas.queryByRole('button', { name: text('help:help.chat.start') })).toBeNull();
    await userEvent.click(signIn);
    await expect(args.onOpen).toHaveBeenCalledWith(SIGN_IN, expect.anything());
  },
};

/** A visitor from China: the WeChat chat instead. */
export const Tourist: Story = {
  name: 'Tourist (signed in)',
  globals: { tourist: 'on' },
  args: { topics: storyTopics('zh_CN'), chat: { kind: 'tourist', wechatHref: '/m/webview/event?chat=wechat' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '通过微信联系客服' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/webview/event?chat=wechat', expect.anything());
    await expect(canvas.queryByRole('button', { name: '开始在线咨询' })).toBeNull();
  },
};

/** The shop could not check whether the shopper is signed in: Try again instead of the chat. */
export const SignInUnknown: Story = {
  name: 'Sign In Unknown (English, signed in)',
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chat: { kind: 'unknown' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not check whether you are signed in.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai question, opened: it wraps without being cut. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH' },
  args: { topics: [LONG_THAI_TOPIC, ...storyTopics('th_TH')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(LONG_THAI_TOPIC.question));
    await expect(canvas.getByText(LONG_THAI_TOPIC.answer)).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { topics: storyTopics('en_US'), chat: { kind: 'shopper', available: true, hours: 'every day, 09:00–21:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Common questions' })).toBeVisible();
    await expect(canvas.getByText('Advisers answer every day, 09:00–21:00.')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { topics: storyTopics('zh_CN'), chat: { kind: 'shopper', available: true, hours: '每天 09:00–21:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始在线咨询' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的商品提问' })).toHaveAttribute('href', '/m/my_question.php');
  },
};
