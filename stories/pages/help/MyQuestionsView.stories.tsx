import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyQuestionsView } from '../../../src/pages/help/MyQuestions/MyQuestionsView';
import { LONG_THAI_QUESTION, storyQuestions } from './helpStoryData';

/**
 * The questions the shopper asked about products, /m/my_question.php (spec §2 route name
 * my_question): each with its product (a link to it), the question, when it was asked and the
 * answers (the shop's marked as such), or "waiting for an answer"; the list grows a page at a time.
 * Guests never see it: the loader sends them to sign in. Use it only as that route.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof MyQuestionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', questions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดคำถามของคุณ…');
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { questions: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You have not asked any questions yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse products' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error', questions: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your questions could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The demo shopper's first page in Thai: waiting and answered questions; a product followed; more to load. */
export const Full: Story = {
  args: { moreStatus: 'idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'คำถามเกี่ยวกับสินค้าของฉัน' })).toBeVisible();
    const waiting = canvas.getByRole('article', { name: /กันแดดตัวนี้ใช้ก่อนแต่งหน้าได้ไหม/ });
    await expect(within(waiting).getByText('รอคำตอบ')).toBeVisible();
    await expect(within(waiting).getByText('ถามเมื่อ 13 มี.ค. 2568')).toBeVisible();
    const answered = canvas.getByRole('article', { name: /เซรั่มขมิ้นชันใช้คู่กับวิตามินซีได้ไหมคะ/ });
    await expect(within(answered).getByRole('list', { name: '2 คำตอบ' })).toBeVisible();
    await expect(within(answered).getByText('คำตอบจากร้าน')).toBeVisible();
    await expect(within(answered).getByText('คำตอบจาก มายด์')).toBeVisible();
    await userEvent.click(within(answered).getByRole('link', { name: /เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล\./ }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith('/m/101/50001.html', expect.anything());
  },
};

export const LongThai: Story = {
  args: { questions: [LONG_THAI_QUESTION, ...storyQuestions('th_TH').slice(0, 2)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_QUESTION.question)).toBeVisible();
  },
};

export const English: Story = {
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

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { questions: storyQuestions('zh_CN') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的商品提问' })).toBeVisible();
    await expect(canvas.getAllByText('商家回答').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('等待回答')).toHaveLength(2);
  },
};
