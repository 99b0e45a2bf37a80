import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginView } from '../../../src/pages/auth/Login/LoginView';
import { codeIdle, codeSent, LONG_THAI_FAILURE } from './authStoryData';

/**
 * Sign in (spec §2 /m/login.php): phone or e-mail with a password, or phone with a one-time code,
 * as the shop's login_reg_method allows; the slider captcha when the backend asks (errcode 10002);
 * WeChat for Chinese tourists. Use it wherever a guest must sign in (the pages send guests here with
 * `redirect`). Not for the bind-phone prompt of a signed-in shopper (its own dialog).
 */
const meta = {
  title: 'Pages/Auth/Login',
  component: LoginView,
  parameters: { frame: 'none' },
  args: {
    methods: ['password', 'code'],
    method: 'password',
    onMethodChange: fn(),
    accountKind: 'phoneOrEmail',
    values: { account: '', password: '', phone: '', code: '' },
    onChange: fn(),
    fieldErrors: {},
    submitting: false,
    captchaAsked: false,
    failure: null,
    code: codeIdle,
    onSendCode: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    wechatLink: null,
    signupHref: '/m/signup.php',
    repassHref: '/m/repass.php',
    onNavigate: fn(),
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'beauty123', phone: '', code: '' }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'beauty123', phone: '', code: '' }, failure: { message: 'The request took too long. Please try again.', retryable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request took too long');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WrongPassword: Story = {
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'nope', phone: '', code: '' }, failure: { message: 'The password is not right.', retryable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The password is not right.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  globals: { locale: 'en_US' },
  args: {
    values: { account: '12345', password: '', phone: '', code: '' },
    fieldErrors: { account: 'Enter a valid phone number', password: 'This field is required' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone number or e-mail' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CaptchaAsked: Story = {
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'beauty123', phone: '', code: '' }, submitting: true, captchaAsked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Complete the security check to continue.');
  },
};

export const CodeSent: Story = {
  globals: { locale: 'en_US' },
  args: { method: 'code', values: { account: '', password: '', phone: '0812345678', code: '12' }, code: codeSent },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send again in 42 s' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'With password' }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('password');
  },
};

export const PhoneOnly: Story = {
  globals: { locale: 'en_US' },
  args: { accountKind: 'phone' },
};

export const LongThai: Story = {
  args: {
    method: 'code',
    values: { account: '', password: '', phone: '0812345678', code: '' },
    code: codeSent,
    failure: { message: LONG_THAI_FAILURE, retryable: true },
    fieldErrors: { code: 'กรุณากรอกรหัส 6 หลัก' },
  },
};

export const English: Story = { globals: { locale: 'en_US' } };

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

export const TouristWechat: Story = {
  globals: { locale: 'zh_CN', tourist: 'on' },
  args: { wechatLink: '/m/login.php?type=wechat' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '微信登录' })).toHaveAttribute('href', '/m/login.php?type=wechat');
  },
};

export const InApp: Story = { globals: { platform: 'android' } };
