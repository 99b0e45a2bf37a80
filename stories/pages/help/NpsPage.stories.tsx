import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { sendNps } from '../../../mocks/shop/account/profileOps';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address, playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/account/nps';
const NPS_PATH = '/wap/api/user_center/nps';

/**
 * **Rate our shop (in the running shop): where a signed-in shopper says how likely they are to
 * recommend the shop to a friend.**
 *
 * The shopper picks a score from 0 (not likely) to 10 (very likely), by tap or with the keyboard's
 * arrow keys, may say why, and sends it once; a thank-you with their score leads back to the help
 * centre. A shopper who already answered sees the thank-you with the date at once. A shopper who
 * has not logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the survey is on its way, the error state with Try again when it
 * could not be loaded, a message on the scale when they send without a score, and the shop's
 * message when it refused the answer.
 */
const meta = {
  title: 'Pages/Help/NpsPage',
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
const answers = () => sent.filter((request) => request.url.pathname === NPS_PATH && request.method === 'POST').map((request) => new URLSearchParams(request.body));

/** The demo shopper answered on an earlier visit (the shop keeps it). */
function answeredBefore(): void {
  sendNps(sharedShop.state, { score: '8', comment: 'ส่งไวมาก' });
}

/** Test only: 9 by keyboard and a reason, Send tapped twice sends once; coming back shows the thank-you at once. */
export const PageAnswersOnce: Story = {
  name: 'Page Answers Once (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zero = await canvas.findByRole('radio', { name: '0 not likely' }, { timeout: 5000 });
    zero.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '10 very likely' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '9' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /What is the main reason/ }), ' Fast delivery ');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send my answer' }));
    const thanks = await canvas.findByRole('heading', { name: 'Thank you for your answer' }, { timeout: 5000 });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText('Your score: 9 out of 10')).toBeVisible();
    await expect(answers()).toHaveLength(1);
    await expect([answers()[0]?.get('score'), answers()[0]?.get('comment')]).toEqual(['9', 'Fast delivery']);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to help centre' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Rate our shop' }, { timeout: 5000 }));
    await expect(await canvas.findByText(/You already answered this survey on Mar 14, 2025/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(address(canvasElement)).toHaveTextContent(PATH);
  },
};

/** Answered on an earlier visit, in Thai: the thank-you with the date and score, no form. */
export const PageAlreadyAnswered: Story = {
  name: 'Page Already Answered (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  beforeEach: answeredBefore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('คุณตอบแบบสอบถามนี้แล้วเมื่อ 14 มี.ค. 2568 ขอบคุณค่ะ', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('คะแนนของคุณ: 8 จาก 10')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** The shopper answered meanwhile in another tab: the shop refuses a second answer and the page shows the thank-you. */
export const PageSecondAnswerRefused: Story = {
  name: 'Page Second Answer Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: {
    msw: {
      handlers: {
        userCenter: [
          http.get('*/wap/api/user_center/nps/status', () => HttpResponse.json({ errcode: 0, msg: '', is_login: 1, data: { answered: 0 } }), { once: true }),
          ...userCenterHandlers(),
        ],
      },
    },
  },
  beforeEach: (context) => {
    answeredBefore();
    record(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '7' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send my answer' }));
    await expect(await canvas.findByText(/You already answered this survey on Mar 14, 2025/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Your score: 8 out of 10')).toBeVisible();
    await expect(answers()).toHaveLength(1);
    await expect(answers()[0]?.get('score')).toBe('7');
  },
};

/** Send without a score, in Simplified Chinese: the scale says what to do; nothing is sent. */
export const PageScoreRequired: Story = {
  name: 'Page Score Required (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提交回答' }, { timeout: 5000 }));
    await expect(canvas.getByText('请选择 0 到 10 的分数。')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '您有多大可能向朋友推荐我们的商店？' })).toHaveAccessibleDescription(/请选择 0 到 10 的分数。/);
    await expect(answers()).toHaveLength(0);
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
