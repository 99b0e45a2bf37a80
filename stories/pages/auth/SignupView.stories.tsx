import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupView } from '../../../src/pages/auth/Signup/SignupView';
import { codeIdle, codeSent, LONG_THAI_FAILURE } from './authStoryData';

const GIFT_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#fde2e2"/><rect x="70" y="90" width="100" height="90" fill="#c0262d"/><rect x="112" y="90" width="16" height="90" fill="#fff3d6"/></svg>');

/**
 * Sign up (spec §2 /m/signup.php): Thai mobile number (0 and 9 digits), its one-time code with the
 * resend countdown, a password of at least 6 characters and the terms; then the new member's free
 * gift when the shop offers one. Use it for new shoppers only; existing ones sign in.
 */
const meta = {
  title: 'Pages/Auth/Signup',
  component: SignupView,
  parameters: { frame: 'none' },
  args: {
    values: { phone: '', code: '', password: '' },
    onChange: fn(),
    termsAccepted: false,
    onTermsChange: fn(),
    fieldErrors: {},
    submitting: false,
    captchaAsked: false,
    failure: null,
    code: codeIdle,
    onSendCode: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    loginHref: '/m/login.php',
    onNavigate: fn(),
    welcomeGift: null,
    onContinue: fn(),
  },
} satisfies Meta<typeof SignupView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { phone: '0823456789', code: '123456', password: 'secret12' };

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
  },
};

export const Submitting: Story = {
  globals: { locale: 'en_US' },
  args: { values: filled, termsAccepted: true, code: codeSent, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Create account/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { values: filled, termsAccepted: true, code: codeSent, failure: { message: 'No answer from the shop. Check your connection.', retryable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ValidationErrors: Story = {
  globals: { locale: 'en_US' },
  args: {
    values: { phone: '12345', code: '12', password: 'abc' },
    fieldErrors: { phone: 'A phone number is 0 followed by 9 digits.', code: 'Enter the 6-digit code.', password: 'At least 6 characters', terms: 'Accept the terms to create an account.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Accept the terms to create an account.');
    await expect(canvas.getByLabelText(/^Password\*?$/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CaptchaAsked: Story = {
  globals: { locale: 'en_US' },
  args: { values: filled, code: { sending: true, sent: false, resendInSeconds: 0 }, captchaAsked: true },
};

export const CodeSent: Story = {
  globals: { locale: 'en_US' },
  args: { values: { ...filled, code: '' }, code: codeSent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send again in 42 s' })).toBeDisabled();
  },
};

export const WelcomeGift: Story = {
  globals: { locale: 'en_US' },
  args: { values: filled, termsAccepted: true, welcomeGift: { image: GIFT_IMAGE, url: '/m/gift' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Welcome to the shop!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const LongThai: Story = {
  args: {
    values: filled,
    termsAccepted: true,
    code: codeSent,
    failure: { message: LONG_THAI_FAILURE, retryable: true },
    fieldErrors: { terms: 'กรุณายอมรับข้อกำหนดเพื่อสมัครสมาชิก' },
  },
};

export const English: Story = { globals: { locale: 'en_US' } };
export const Chinese: Story = { globals: { locale: 'zh_CN' } };
export const InApp: Story = { globals: { platform: 'ios' } };
