import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetEmailView } from '../../../src/pages/settings/ResetEmail/ResetEmailView';
import type { CodeSendState } from '../../../src/pages/shared/codes';

/**
 * Change the e-mail, /m/account/reset-email (spec §2 route name account-reset-email): the address
 * now, the new one (spec §5 email) and the code sent to it with the resend countdown. Guests never
 * see it: the loader sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Settings/ResetEmailView',
  component: ResetEmailView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    current: 'ploy.siriwan@example.co.th',
    values: { email: '', code: '' },
    onChange: fn(),
    code: { sending: false, sent: false, resendInSeconds: 0 },
    onSendCode: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ResetEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const CODE_SENT: CodeSendState = { sending: false, sent: true, resendInSeconds: 42 };
const FILLED = { email: 'ploy.new@example.co.th', code: '123456' };

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'เปลี่ยนอีเมล' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'บันทึกอีเมลใหม่' })).toBeNull();
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

/** The code was sent to the new address (the countdown runs), in Thai: Save submits the form. */
export const Full: Story = {
  args: { values: FILLED, code: CODE_SENT, sentTo: FILLED.email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ploy.siriwan@example.co.th')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ส่งอีกครั้งได้ใน 42 วินาที' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'รหัสยืนยัน' })).toHaveAccessibleDescription(/ploy\.new@example\.co\.th/);
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกอีเมลใหม่' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The account has no e-mail yet: the page says so; Send code asks for a code, by keyboard. */
export const NoEmailYet: Story = {
  globals: { locale: 'en_US' },
  args: { current: null, values: { email: 'ploy.new@example.co.th', code: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No e-mail added yet')).toBeVisible();
    canvas.getByRole('button', { name: 'Send code' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

/** The spec §5 messages, shown in Chinese as spec §5 gives them. */
export const ValidationErrors: Story = {
  globals: { locale: 'zh_CN' },
  args: { values: { email: 'ploy@', code: '' }, fieldErrors: { email: '邮箱格式不正确', code: '必填项不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^新邮箱\*?$/ })).toHaveAccessibleDescription('邮箱格式不正确');
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
    current: 'kanthida.jaidee.beauty.lover.2024@example.co.th',
    values: FILLED,
    code: CODE_SENT,
    sentTo: FILLED.email,
    failure: 'อีเมลนี้ถูกใช้กับบัญชีอื่นแล้ว กรุณาใช้อีเมลอื่น หรือเข้าสู่ระบบด้วยบัญชีที่ใช้อีเมลนี้อยู่เพื่อจัดการข้อมูลของคุณ',
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('อีเมลนี้ถูกใช้กับบัญชีอื่นแล้ว');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Change e-mail' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^New e-mail\*?$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save new e-mail' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '更换邮箱' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存新邮箱' })).toBeVisible();
  },
};
