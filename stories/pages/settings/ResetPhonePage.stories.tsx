import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { matchesEndpoint } from '../../../mocks/handlers/core';
import { authMocks } from '../../../mocks/handlers/auth';
import { scenario } from '../../../mocks/scenarios';
import { sendCode } from '../../../src/api/endpoints/auth';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { playChangeSucceeds, SEND_CODE_PATH } from './contactChangeStories';
import { address, playGuestSentToSignIn, requestLog } from './settingsStorySupport';

const PATH = '/m/account/reset-phone';
const BIND_PHONE_PATH = '/m_api/user/bind_phone.php';
const NEW_PHONE = '0899998888';

/**
 * Change the phone number through the real route table on the stateful mock backend: the code for
 * scene bind_phone to the new number, the change sent once however often Save is pressed, the
 * toast and back to the settings (where signing in with the new number works); a number another
 * account uses shows the backend's message; the spec §5 messages; no answer to the code; a guest is
 * sent to sign in.
 */
const meta = {
  title: 'Pages/Settings/ResetPhonePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, bodiesTo } = requestLog();

/** The code is sent with no wait before the next one: no countdown ticks under the screenshot. */
const codeWithoutWait = http.all(
  ({ request }) => matchesEndpoint(sendCode.meta, request),
  () => HttpResponse.json({ errcode: 0, msg: '', data: { sent: 1, resend_after: 0 } }),
);

/** A code by SMS to the new number (the countdown starts), then a double click on Save: one change; the toast and back to the settings. */
export const PageChangeSucceeds: Story = {
  name: 'Page Change Succeeds (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: playChangeSucceeds(bodiesTo, {
    current: '081-234-5678',
    field: /^New phone number\*?$/,
    newContact: NEW_PHONE,
    scene: 'bind_phone',
    codeSentTo: /A code is on its way to 089-999-8888/,
    submit: 'Save new phone number',
    done: 'Your phone number has been changed',
    bindPath: BIND_PHONE_PATH,
    bindField: 'phone',
  }),
};

/** In Thai: a number another account uses; the backend refuses the change with its message, the form kept. */
export const PagePhoneInUse: Story = {
  name: 'Page Phone In Use (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  parameters: { msw: { handlers: { auth: [codeWithoutWait, ...authHandlers()] } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^เบอร์โทรศัพท์ใหม่\*?$/ }, { timeout: 5000 }), '0898765432');
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งรหัส' }));
    await expect(await canvas.findByRole('button', { name: 'ส่งรหัสอีกครั้ง' }, { timeout: 5000 })).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'รหัสยืนยัน' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกเบอร์โทรศัพท์ใหม่' }));
    const form = canvas.getByRole('form', { name: 'เปลี่ยนเบอร์โทรศัพท์' });
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('บัญชีนี้ลงทะเบียนแล้ว');
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(bodiesTo(BIND_PHONE_PATH).map((body) => body.get('phone'))).toEqual(['0898765432']);
  },
};

/** In Chinese: spec §5 tel (0 followed by 9 digits) and required, the number the account already has; nothing sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole('textbox', { name: /^新手机号\*?$/ }, { timeout: 5000 });
    const code = canvas.getByRole('textbox', { name: '验证码' });
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(phone).toHaveAccessibleDescription(/必填项不能为空/);
    await userEvent.type(phone, '1812345678');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(phone).toHaveAccessibleDescription(/手机号格式不正确/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '081234567');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(phone).toHaveAccessibleDescription(/手机号格式不正确/);
    await userEvent.type(phone, '8');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(phone).toHaveAccessibleDescription(/这已经是您当前的手机号。/);
    await userEvent.click(canvas.getByRole('button', { name: '保存新手机号' }));
    await expect(code).toHaveAccessibleDescription(/必填项不能为空/);
    await expect([bodiesTo(SEND_CODE_PATH).length, bodiesTo(BIND_PHONE_PATH).length]).toEqual([0, 0]);
  },
};

const offlineCode = answersInTurn(sendCode.meta, authMocks.sendCode, [scenario.offline]);

/** No answer to the code request: a clear message, the button ready to try again, nothing lost. */
export const PageCodeOffline: Story = {
  name: 'Page Code Offline (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { auth: [offlineCode.handler, ...authHandlers()] } } },
  beforeEach: () => offlineCode.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole('textbox', { name: /^New phone number\*?$/ }, { timeout: 5000 });
    await userEvent.type(phone, NEW_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const form = canvas.getByRole('form', { name: 'Change phone number' });
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(phone).toHaveValue(NEW_PHONE);
    await expect(offlineCode.calls()).toBe(1);
  },
};

/** Query values the page does not take (a number, a script, another site) are ignored: the form starts empty. */
export const PageHostileQuery: Story = {
  name: 'Page Hostile Query (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { initialPath: `${PATH}?phone=%3Cscript%3Ealert(1)%3C%2Fscript%3E&redirect=https%3A%2F%2Fevil.example%2F` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^New phone number\*?$/ }, { timeout: 5000 })).toHaveValue('');
    await expect(canvas.getByText('081-234-5678')).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
