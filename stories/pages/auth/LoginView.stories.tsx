import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginView } from '../../../src/pages/auth/Login/LoginView';
import { codeIdle, codeSent, LONG_THAI_FAILURE } from './authStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Log in: where a shopper signs in, from wherever the shop asked them to.**
 *
 * With a phone number or e-mail and a password, or with a phone number and a one-time code sent by
 * text message, as the shop allows at the time; a Chinese tourist can also sign in with WeChat.
 * When the shop suspects a robot it shows a slider puzzle first. After signing in the shopper goes
 * back to the page they came from. Not for asking a signed-in shopper to add their phone number
 * (that prompt is a dialog of its own).
 *
 * They see a message under a field that is filled in wrongly, a message when the password is
 * wrong, and a message with Try again when the shop took too long to answer.
 */
const meta = {
  title: 'Pages/Auth/Login',
  component: LoginView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** What a shopper sees first: account and password. */
export const Password: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('auth:login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Between tapping Log in and the shop's answer: the button shows it is working. */
export const Submitting: Story = {
  name: 'Submitting (English)',
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'beauty123', phone: '', code: '' }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The shop took too long to answer: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'beauty123', phone: '', code: '' }, failure: { message: 'The request took too long. Please try again.', retryable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request took too long');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The shop did not accept the password. */
export const WrongPassword: Story = {
  name: 'Wrong Password (English)',
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'nope', phone: '', code: '' }, failure: { message: 'The password is not right.', retryable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The password is not right.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

/** Log in tapped with fields missing or filled in wrongly: each says what it needs. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (English)',
  tags: ['error-state'],
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

/** The shop wants to be sure it is a person: the slider puzzle opens before the log-in goes on. */
export const CaptchaAsked: Story = {
  name: 'Captcha Asked (English)',
  globals: { locale: 'en_US' },
  args: { values: { account: '0812345678', password: 'beauty123', phone: '', code: '' }, submitting: true, captchaAsked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Complete the security check to continue.');
  },
};

/** Logging in with a code by text message: the code has been sent and can be typed in. */
export const CodeSent: Story = {
  name: 'Code Sent (English)',
  globals: { locale: 'en_US' },
  args: { method: 'code', values: { account: '', password: '', phone: '0812345678', code: '12' }, code: codeSent },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send again in 42 s' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'With password' }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('password');
  },
};

/** When the shop accepts only a phone number as the account. */
export const PhoneOnly: Story = {
  name: 'Phone Only (English)',
  globals: { locale: 'en_US' },
  args: { accountKind: 'phone' },
};

/** Long Thai texts wrap without hiding the buttons. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    method: 'code',
    values: { account: '', password: '', phone: '0812345678', code: '' },
    code: codeSent,
    failure: { message: LONG_THAI_FAILURE, retryable: true },
    fieldErrors: { code: 'กรุณากรอกรหัส 6 หลัก' },
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en_US' } };

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '登录' })).toBeEnabled();
  },
};

/** A Chinese tourist: WeChat is offered as a way to log in. */
export const TouristWechat: Story = {
  globals: { locale: 'zh_CN', tourist: 'on' },
  args: { wechatLink: '/m/login.php?type=wechat' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '微信登录' })).toHaveAttribute('href', '/m/login.php?type=wechat');
  },
};

/** Inside the shop's Android app. */
export const InApp: Story = { name: 'In App (Android app)', globals: { platform: 'android' } };
