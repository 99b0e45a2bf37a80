import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPhoneView } from '../../../src/pages/settings/ResetPhone/ResetPhoneView';
import type { CodeSendState } from '../../../src/pages/shared/codes';

/**
 * Change the phone number, /m/account/reset-phone (spec §2 route name account-reset-phone): the
 * number now, the new one (spec §5 tel: 0 followed by 9 digits) and the code sent to it by SMS with
 * the resend countdown. Guests never see it: the loader sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Settings/ResetPhoneView',
  component: ResetPhoneView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    current: '0812345678',
    values: { phone: '', code: '' },
    onChange: fn(),
    code: { sending: false, sent: false, resendInSeconds: 0 },
    onSendCode: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ResetPhoneView>;

export default meta;
type Story = StoryObj<typeof meta>;

const CODE_SENT: CodeSendState = { sending: false, sent: true, resendInSeconds: 42 };
const FILLED = { phone: '0899998888', code: '123456' };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'เปลี่ยนเบอร์โทรศัพท์' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'บันทึกเบอร์โทรศัพท์ใหม่' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The code was sent to the new number (the countdown runs), in Thai: Save submits the form. */
export const Full: Story = {
  args: { values: FILLED, code: CODE_SENT, sentTo: FILLED.phone },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('081-234-5678')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ส่งอีกครั้งได้ใน 42 วินาที' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'รหัสยืนยัน' })).toHaveAccessibleDescription(/089-999-8888/);
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกเบอร์โทรศัพท์ใหม่' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The account has no phone number yet (a tourist who signs in with WeChat); Send code asks for a code, by keyboard. */
export const NoPhoneYet: Story = {
  globals: { locale: 'en_US' },
  args: { current: null, values: { phone: '0899998888', code: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No phone number added yet')).toBeVisible();
    canvas.getByRole('button', { name: 'Send code' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

/** The spec §5 messages, shown in Chinese as spec §5 gives them. */
export const ValidationErrors: Story = {
  globals: { locale: 'zh_CN' },
  args: { values: { phone: '1812345678', code: '' }, fieldErrors: { phone: '手机号格式不正确', code: '必填项不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^新手机号\*?$/ })).toHaveAccessibleDescription(/手机号格式不正确/);
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};

/** The backend asked for the slider captcha while the code is being sent. */
export const CaptchaAsked: Story = {
  globals: { locale: 'en_US' },
  args: { values: FILLED, code: { sending: true, sent: false, resendInSeconds: 0 }, captchaAsked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Complete the security check to continue.');
  },
};

/** The backend's refusal in Thai, while the next attempt is under way on the narrowest phone. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    values: FILLED,
    code: CODE_SENT,
    sentTo: FILLED.phone,
    failure: 'เบอร์โทรศัพท์นี้ถูกใช้กับบัญชีอื่นแล้ว กรุณาใช้เบอร์อื่น หรือติดต่อฝ่ายบริการลูกค้าหากคุณเป็นเจ้าของเบอร์นี้',
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์นี้ถูกใช้กับบัญชีอื่นแล้ว');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Change phone number' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^New phone number\*?$/ })).toHaveAccessibleDescription(/0 followed by 9 digits/);
    await expect(canvas.getByRole('button', { name: 'Save new phone number' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '更换手机号' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存新手机号' })).toBeVisible();
  },
};
