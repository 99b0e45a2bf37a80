import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address, playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/my_question.php';
const QUESTIONS_PATH = '/wap/api/user_center/my_question';

/**
 * **My product questions (in the running shop): where a signed-in shopper finds the questions they
 * asked about products and their answers.**
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
  title: 'Pages/Help/MyQuestionsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** The first five questions, then the last two as the shopper scrolls to the end. */
export const PageShopper: Story = {
  name: 'Page Shopper (English, signed in)',
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

/** In Thai: a question's product opens its page. */
export const PageOpensProduct: Story = {
  name: 'Page Opens Product (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole('article', { name: /เซรั่มขมิ้นชันใช้คู่กับวิตามินซีได้ไหมคะ/ }, { timeout: 5000 });
    await userEvent.click(within(question).getByRole('link', { name: /เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล\./ }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/101/50001.html'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: /เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล\./ }, { timeout: 5000 })).toBeVisible();
  },
};

/** A new shopper has asked nothing, in Simplified Chinese: the empty state with Browse products. */
export const PageEmpty: Story = {
  name: 'Page Empty (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '您还没有提过问题' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '浏览商品' })).toBeEnabled();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Test only: questions the shop sent garbled show a clear message with Try again, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ getMyQuestions: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your questions could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
