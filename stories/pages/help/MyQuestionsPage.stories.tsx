import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

const PATH = '/m/my_question.php';
const QUESTIONS_PATH = '/wap/api/user_center/my_question';

/**
 * The shopper's product questions through the real route table on the stateful mock backend: the
 * demo shopper's seven questions in two pages (the second as the end scrolls into view), a product
 * opened, a new shopper's empty list, a malformed answer, and a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Help/MyQuestionsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** The first five questions, then the last two as the end scrolls into view (pages 1 and 2 asked). */
export const PageShopper: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: /Can I wear this sunscreen under make-up\?/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(await canvas.findByText("You've seen everything", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    const last = canvas.getByRole('article', { name: /Aloe gel: ok for the face\?/ });
    await expect(within(last).getByText('Waiting for an answer')).toBeVisible();
    const pages = sent.filter((request) => request.url.pathname === QUESTIONS_PATH).map((request) => request.url.searchParams.get('page'));
    await expect(pages).toEqual(['1', '2']);
    window.scrollTo(0, 0);
  },
};

/** Following a question's product opens its page. */
export const PageOpensProduct: Story = {
  globals: { login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole('article', { name: /เซรั่มขมิ้นชันใช้คู่กับวิตามินซีได้ไหมคะ/ }, { timeout: 5000 });
    await userEvent.click(within(question).getByRole('link', { name: /เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล\./ }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/101/50001.html'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: /เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล\./ }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new shopper has asked nothing: the empty state with its way on (pressing it: MyQuestionsView Empty). */
export const PageEmpty: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '您还没有提过问题' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '浏览商品' })).toBeEnabled();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A malformed answer: the clear error with a retry, no crash. */
export const PageMalformed: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ getMyQuestions: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your questions could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  },
};
