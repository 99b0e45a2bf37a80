import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { authMocks } from '../../../mocks/handlers/auth';
import { matchesEndpoint } from '../../../mocks/handlers/core';
import { scenario } from '../../../mocks/scenarios';
import { deleteAccount, sendDeletionCode } from '../../../src/api/endpoints/auth';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { puzzleHandlers } from '../../flows/captcha/puzzleMocks';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { solveSliderCaptcha } from '../../support/solveSliderCaptcha';
import { address, playGuestSentToSignIn, requestLog } from './settingsStorySupport';

const PATH = '/m/account/deletion';
const DELETION_CODE_PATH = '/wap/api/user_center/deletion/send_code';
const DELETION_PATH = '/wap/api/user_center/deletion';
const LOGIN_PATH = '/m_api/user/login.php';
const DEMO_PHONE = '0812345678';
const DEMO_PASSWORD = 'beauty123';
const SLIDER_EN = { dialog: 'Security check', slider: 'Puzzle slider', verified: 'Verified' };

/**
 * Account deletion through the real route table on the stateful mock backend: the slider captcha
 * before the code, the reason, the final confirmation, one deletion however often it is pressed;
 * afterwards the shopper is signed out on home and the old password no longer signs in. Also:
 * keeping the account, closing the captcha, the captcha asked again at deletion, the spec §5
 * messages, and a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Settings/DeletionPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { auth: [...puzzleHandlers, ...authHandlers()] } } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, bodiesTo } = requestLog();

/** The deletion code is sent with no wait before the next one: no countdown ticks under the screenshot. */
const codeWithoutWait = http.all(
  ({ request }) => matchesEndpoint(sendDeletionCode.meta, request),
  () => HttpResponse.json({ errcode: 0, msg: '', data: { sent: 1, resend_after: 0 } }),
);

/** In English: a reason, Send code (double-tapped) through the slider, the code typed in. */
async function prepare(canvasElement: HTMLElement, reason: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('region', { name: 'What deleting your account means' }, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('radio', { name: reason }));
  // A double tap on Send code asks the slider once and, once solved, sends one code.
  await userEvent.dblClick(canvas.getByRole('button', { name: 'Send code' }));
  await expect(await canvas.findByText('Complete the security check to continue.')).toBeVisible();
  await solveSliderCaptcha(canvasElement, SLIDER_EN);
  await waitFor(() => expect(bodiesTo(DELETION_CODE_PATH)).toHaveLength(1), { timeout: 5000 });
  await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
}

/**
 * The journey: the slider, the code, the reason, a double click on Delete and on the confirmation:
 * one deletion with the captcha's ticket; signed out on home with a toast. On login the old
 * password then fails with the backend's message.
 */
export const JourneyDeletionSignsOut: Story = {
  name: 'Journey Deletion Signs Out (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await prepare(canvasElement, 'I have another account');
    await expect(canvas.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await expect(bodiesTo(DELETION_CODE_PATH)[0]?.get('captcha_ticket')).toBe('story-ticket');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete your account for good?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(address(canvasElement).textContent).toBe('/m'), { timeout: 5000 });
    await expect(await canvas.findByText('Your account has been deleted')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(bodiesTo(DELETION_CODE_PATH)).toHaveLength(1);
    const deletions = bodiesTo(DELETION_PATH);
    await expect(deletions.map((body) => [body.get('code'), body.get('captcha_ticket'), body.get('reason')])).toEqual([['123456', 'story-ticket', 'other_account']]);
    // Signed out: the home page's View coupons leads to sign in, where the old password fails.
    await userEvent.click(await canvas.findByRole('link', { name: 'View coupons' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/login.php?redirect='), { timeout: 5000 });
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }, { timeout: 5000 }), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('No account uses this phone number or e-mail.', {}, { timeout: 5000 })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/m/login.php');
    await expect(bodiesTo(LOGIN_PATH).map((body) => [body.get('account'), body.get('password')])).toEqual([[DEMO_PHONE, DEMO_PASSWORD]]);
  },
};

/** In Thai: another reason in the shopper's own words; at the confirmation Keep my account sends nothing. */
export const PageKeepAccount: Story = {
  name: 'Page Keep Account (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  parameters: { msw: { handlers: { auth: [codeWithoutWait, ...puzzleHandlers, ...authHandlers()] } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'เหตุผลอื่น' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^บอกเราเพิ่มเติม\*?$/ }), 'ย้ายไปอยู่ต่างประเทศ');
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งรหัส' }));
    await solveSliderCaptcha(canvasElement, { dialog: 'การตรวจสอบความปลอดภัย', slider: 'แถบเลื่อนจิ๊กซอว์', verified: 'ยืนยันสำเร็จ' });
    await expect(await canvas.findByRole('button', { name: 'ส่งรหัสอีกครั้ง' }, { timeout: 5000 })).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'รหัสยืนยัน' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'ลบบัญชีของฉัน' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'ต้องการลบบัญชีอย่างถาวรหรือไม่' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'เก็บบัญชีไว้' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(bodiesTo(DELETION_PATH)).toHaveLength(0);
    await expect(bodiesTo(DELETION_CODE_PATH)[0]?.get('captcha_ticket')).toBe('story-ticket');
  },
};

/** Closing the slider (Escape) sends no code; Send code can be pressed again. */
export const PageCaptchaClosed: Story = {
  name: 'Page Captcha Closed (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send code' }, { timeout: 5000 }));
    const popup = await canvas.findByRole('dialog', { name: 'Security check' }, { timeout: 5000 });
    await within(popup).findByRole('slider', { name: 'Puzzle slider' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByText('Complete the security check to continue.')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(bodiesTo(DELETION_CODE_PATH)).toHaveLength(0);
  },
};

const captchaAgain = answersInTurn(deleteAccount.meta, authMocks.deleteAccount, [scenario.errcode(10002), scenario.ok]);

/** The backend asks for the captcha again at deletion (10002): solved, the deletion goes again with the new ticket. */
export const PageCaptchaAgainAtDeletion: Story = {
  name: 'Page Captcha Again At Deletion (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { auth: [captchaAgain.handler, codeWithoutWait, ...puzzleHandlers, ...authHandlers()] } } },
  beforeEach: (context) => {
    captchaAgain.reset();
    record(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await prepare(canvasElement, 'I am worried about my privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete your account for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await solveSliderCaptcha(canvasElement, SLIDER_EN);
    await waitFor(() => expect(address(canvasElement).textContent).toBe('/m'), { timeout: 5000 });
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss notification' }));
    await expect(captchaAgain.calls()).toBe(2);
    await expect(bodiesTo(DELETION_PATH).map((body) => [body.get('captcha_ticket'), body.get('reason')])).toEqual([
      ['story-ticket', 'privacy'],
      ['story-ticket', 'privacy'],
    ]);
  },
};

/** In Chinese: the spec §5 required messages and the code never asked for; no confirmation, nothing sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '注销我的账号' }, { timeout: 5000 }));
    const reasons = canvas.getByRole('group', { name: /您为什么要注销账号？/ });
    await expect(reasons).toHaveAccessibleDescription(/必填项不能为空/);
    const code = canvas.getByRole('textbox', { name: '验证码' });
    await expect(code).toHaveAccessibleDescription(/必填项不能为空/);
    await userEvent.click(canvas.getByRole('radio', { name: '其他原因' }));
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: '注销我的账号' }));
    await expect(canvas.getByRole('textbox', { name: /^请告诉我们更多\*?$/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(code).toHaveAccessibleDescription(/请先获取验证码，再在此输入。/);
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await expect([bodiesTo(DELETION_CODE_PATH).length, bodiesTo(DELETION_PATH).length]).toEqual([0, 0]);
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
