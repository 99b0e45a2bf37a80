import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { sendNps } from '../../../mocks/shop/account/profileOps';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

const PATH = '/m/account/nps';
const NPS_PATH = '/wap/api/user_center/nps';

/**
 * The NPS survey through the real route table on the stateful mock backend: a score chosen by
 * keyboard and a comment, sent once however often Send is pressed, then the thank-you; the shop
 * remembers the answer (coming back shows the thank-you) and refuses a second one; a score is
 * required; a guest is sent to sign in.
 */
const meta = {
  title: 'Pages/Help/NpsPage',
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
const answers = () => sent.filter((request) => request.url.pathname === NPS_PATH && request.method === 'POST').map((request) => new URLSearchParams(request.body));

/** The demo shopper answered on an earlier visit (the shop keeps it). */
function answeredBefore(): void {
  sendNps(sharedShop.state, { score: '8', comment: 'ส่งไวมาก' });
}

/**
 * 9 by keyboard and a comment; Send double-clicked: one answer with both; the thank-you. Back to
 * help, then Rate our shop again: the shop remembers, the thank-you shows at once.
 */
export const PageAnswersOnce: Story = {
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
  globals: { login: 'loggedIn' },
  beforeEach: answeredBefore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('คุณตอบแบบสอบถามนี้แล้วเมื่อ 14 มี.ค. 2568 ขอบคุณค่ะ', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('คะแนนของคุณ: 8 จาก 10')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/**
 * The form was shown, but the answer was given meanwhile (another tab): the shop refuses the
 * second one, and the page, asking again, shows the thank-you.
 */
export const PageSecondAnswerRefused: Story = {
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

/** Send without a score, in Chinese: the message on the scale; nothing sent. */
export const PageScoreRequired: Story = {
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

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  },
};
