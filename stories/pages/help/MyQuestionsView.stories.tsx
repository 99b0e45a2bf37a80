import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate } from '../../../src/format';
import { MyQuestionsView } from '../../../src/pages/help/MyQuestions/MyQuestionsView';
import { storyLocale, storyText } from '../../support/storyText';
import { LONG_THAI_QUESTION, storyQuestions } from './helpStoryData';

/**
 * **My product questions: where a signed-in shopper finds the questions they asked about products
 * and their answers.**
 *
 * Each question shows its product (which opens from it), when it was asked and its answers, the
 * shop's own marked as such, or Waiting for an answer; more load as the shopper scrolls. A shopper
 * who has not logged in never sees this page: they are asked to log in first and come back here
 * after.
 *
 * They see the loading state while the questions are on their way, an empty state with Browse
 * products when they have asked nothing, and the error state with Try again when the questions
 * could not be loaded.
 */
const meta = {
  title: 'Pages/Help/MyQuestionsView',
  component: MyQuestionsView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    questions: storyQuestions('th_TH'),
    moreStatus: 'end',
    onLoadMore: fn(),
    onOpenProduct: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    onShop: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MyQuestionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the questions are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading', questions: [] },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('help:questions.loading'));
  },
};

/** No questions asked yet: Browse products leads to the shop. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { questions: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You have not asked any questions yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse products' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** The questions could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error', questions: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your questions could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The shop's Thai questions, waiting and answered; a product opened; more to load. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { moreStatus: 'idle' },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('help:questions.title') })).toBeVisible();
    const waiting = canvas.getByRole('article', { name: /กันแดดตัวนี้ใช้ก่อนแต่งหน้าได้ไหม/ });
    await expect(within(waiting).getByText(text('help:questions.waiting'))).toBeVisible();
    const asked = args.questions?.find((item) => item.question.includes('กันแดดตัวนี้ใช้ก่อนแต่งหน้าได้ไหม'));
    if (!asked) throw new Error('the waiting question is not in the story');
    await expect(within(waiting).getByText(text('help:questions.asked', { date: formatDate(asked.askedAt, storyLocale(context.globals)) }))).toBeVisible();
    const answered = canvas.getByRole('article', { name: /เซรั่มขมิ้นชันใช้คู่กับวิตามินซีได้ไหมคะ/ });
    await expect(within(answered).getByRole('list', { name: text('help:questions.answers', { count: 2 }) })).toBeVisible();
    await expect(within(answered).getByText(text('help:questions.official'))).toBeVisible();
    await expect(within(answered).getByText(text('help:questions.byShopper', { name: 'มายด์' }))).toBeVisible();
    await userEvent.click(within(answered).getByRole('link', { name: /เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล\./ }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith('/m/101/50001.html', expect.anything());
  },
};

/** A long Thai question wraps without being cut. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH' },
  args: { questions: [LONG_THAI_QUESTION, ...storyQuestions('th_TH').slice(0, 2)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_QUESTION.question)).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { questions: storyQuestions('en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My product questions' })).toBeVisible();
    await expect(canvas.getAllByText('Waiting for an answer')).toHaveLength(2);
    await expect(canvas.getByText('Answered on Mar 11, 2025')).toBeVisible();
    await expect(canvas.getByText('Answer from มายด์')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { questions: storyQuestions('zh_CN') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的商品提问' })).toBeVisible();
    await expect(canvas.getAllByText('商家回答').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('等待回答')).toHaveLength(2);
  },
};
