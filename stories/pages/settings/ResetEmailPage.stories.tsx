import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { authMocks } from '../../../mocks/handlers/auth';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { sendCode } from '../../../src/api/endpoints/auth';
import { getProfile } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { puzzleHandlers } from '../../flows/captcha/puzzleMocks';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { solveSliderCaptcha } from '../../support/solveSliderCaptcha';
import { playChangeSucceeds, SEND_CODE_PATH } from './contactChangeStories';
import { address, playGuestSentToSignIn, requestLog } from './settingsStorySupport';

const PATH = '/m/account/reset-email';
const BIND_EMAIL_PATH = '/m_api/user/bind_email.php';
const NEW_EMAIL = 'ploy.new@example.co.th';

/**
 * Change the e-mail through the real route table on the stateful mock backend: the code for scene
 * bind_email to the new address (through the slider when the backend asks), the change sent once
 * however often Save is pressed, the toast and back to the settings; an address another account
 * uses shows the backend's message; the spec §5 messages; a broken profile answer; a guest is sent
 * to sign in.
 */
const meta = {
  title: 'Pages/Settings/ResetEmailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, bodiesTo } = requestLog();

/** A code to the new address (the countdown starts), then a double click on Save: one change; the toast and back to the settings. */
export const PageChangeSucceeds: Story = {
  name: 'Page Change Succeeds (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: playChangeSucceeds(bodiesTo, {
    current: 'ploy.siriwan@example.co.th',
    field: /^New e-mail\*?$/,
    newContact: NEW_EMAIL,
    scene: 'bind_email',
    codeSentTo: /A code is on its way to ploy\.new@example\.co\.th/,
    submit: 'Save new e-mail',
    done: 'Your e-mail has been changed',
    bindPath: BIND_EMAIL_PATH,
    bindField: 'email',
  }),
};

/** An address another account uses: the backend refuses the code with its message, the form kept. */
export const PageEmailInUse: Story = {
  name: 'Page Email In Use (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /^New e-mail\*?$/ }, { timeout: 5000 });
    await userEvent.type(email, 'xiaomei.wang@example.cn');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const form = canvas.getByRole('form', { name: 'Change e-mail' });
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('This account is already registered.');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(email).toHaveValue('xiaomei.wang@example.cn');
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(bodiesTo(SEND_CODE_PATH)).toHaveLength(1);
  },
};

/** In Chinese: the spec §5 messages, the address the account already has, a code never asked for; nothing sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /^新邮箱\*?$/ }, { timeout: 5000 });
    const code = canvas.getByRole('textbox', { name: '验证码' });
    await userEvent.click(canvas.getByRole('button', { name: '保存新邮箱' }));
    await expect(email).toHaveAccessibleDescription('必填项不能为空');
    await expect(code).toHaveAccessibleDescription(/必填项不能为空/);
    await userEvent.type(email, 'ploy@shop');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(email).toHaveAccessibleDescription('邮箱格式不正确');
    await userEvent.clear(email);
    await userEvent.type(email, 'PLOY.SIRIWAN@example.co.th');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(email).toHaveAccessibleDescription('这已经是您当前的邮箱。');
    await userEvent.clear(email);
    await userEvent.type(email, NEW_EMAIL);
    await userEvent.type(code, '12345');
    await userEvent.click(canvas.getByRole('button', { name: '保存新邮箱' }));
    await expect(code).toHaveAccessibleDescription(/请输入 6 位验证码。/);
    await userEvent.type(code, '6');
    await userEvent.click(canvas.getByRole('button', { name: '保存新邮箱' }));
    await expect(code).toHaveAccessibleDescription(/请先获取验证码，再在此输入。/);
    await expect([bodiesTo(SEND_CODE_PATH).length, bodiesTo(BIND_EMAIL_PATH).length]).toEqual([0, 0]);
  },
};

const captchaThenOk = answersInTurn(sendCode.meta, authMocks.sendCode, [scenario.errcode(10002), scenario.ok]);

/** 10002 on the code: the slider opens; once solved, the same code request goes again with the captcha's ticket; the change then goes through. */
export const PageCaptchaRetry: Story = {
  name: 'Page Captcha Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { auth: [captchaThenOk.handler, ...puzzleHandlers, ...authHandlers()] } } },
  beforeEach: (context) => {
    captchaThenOk.reset();
    record(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^New e-mail\*?$/ }, { timeout: 5000 }), NEW_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Complete the security check to continue.')).toBeVisible();
    await solveSliderCaptcha(canvasElement, { dialog: 'Security check', slider: 'Puzzle slider', verified: 'Verified' });
    await expect(await canvas.findByRole('button', { name: /Send again in \d+ s/ }, { timeout: 5000 })).toBeDisabled();
    await expect(bodiesTo(SEND_CODE_PATH).map((body) => body.get('captcha_ticket'))).toEqual([null, 'story-ticket']);
    await expect(captchaThenOk.calls()).toBe(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/setting.php'), { timeout: 5000 });
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss notification' }));
    await expect(bodiesTo(BIND_EMAIL_PATH).map((body) => body.get('code'))).toEqual(['654321']);
    await expect(await canvas.findByRole('switch', { name: /Promotions and offers/ }, { timeout: 5000 })).toBeChecked();
  },
};

const brokenThenOk = answersInTurn(getProfile.meta, userCenterMocks.getProfile, [scenario.malformed, scenario.ok]);

/** A broken profile answer: a clear message with Try again, which loads the form. */
export const PageMalformedProfile: Story = {
  name: 'Page Malformed Profile (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [brokenThenOk.handler, ...userCenterHandlers()] } } },
  beforeEach: () => brokenThenOk.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('textbox', { name: /^New e-mail\*?$/ }, { timeout: 5000 })).toBeVisible();
  },
};

/** From the settings: Change e-mail routes in-app to this page. */
export const PageFromSettings: Story = {
  name: 'Page From Settings (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { initialPath: '/m/account/setting.php' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Change e-mail' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(PATH), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change e-mail' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
