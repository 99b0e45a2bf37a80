import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignupView } from '../../../src/pages/auth/Signup/SignupView';
import { codeIdle, codeSent, LONG_THAI_FAILURE } from './authStoryData';

const GIFT_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#fde2e2"/><rect x="70" y="90" width="100" height="90" fill="#c0262d"/><rect x="112" y="90" width="16" height="90" fill="#fff3d6"/></svg>');

/**
 * **Sign up: where a new shopper creates their account.**
 *
 * They type a Thai mobile number, ask for a one-time code by text message (Send code can be asked
 * again after a countdown), choose a password of at least 6 characters and accept the terms. The
 * new account is signed in at once: the shopper is welcomed, shown the free gift for new members
 * when the shop offers one, and goes back to the page they came from. When the shop suspects a
 * robot it shows a slider puzzle first. A shopper who already has an account logs in instead.
 *
 * They see a message under a field that is filled in wrongly, a message when the number already has
 * an account, and a message with Try again when the shop took too long to answer.
 */
const meta = {
  title: 'Pages/Auth/Signup',
  component: SignupView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** What a new shopper sees first: nothing filled in. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onTermsChange).toHaveBeenCalledWith(true);
  },
};

/** Between tapping Create account and the shop's answer: the button shows it is working. */
export const Submitting: Story = {
  name: 'Submitting (English)',
  globals: { locale: 'en_US' },
  args: { values: filled, termsAccepted: true, code: codeSent, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Create account/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The shop took too long to answer: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { values: filled, termsAccepted: true, code: codeSent, failure: { message: 'No answer from the shop. Check your connection.', retryable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Create account tapped with fields missing or filled in wrongly: each says what it needs. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (English)',
  tags: ['error-state'],
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

/** The shop wants to be sure it is a person: the slider puzzle opens before the code is sent. */
export const CaptchaAsked: Story = {
  name: 'Captcha Asked (English)',
  globals: { locale: 'en_US' },
  args: { values: filled, code: { sending: true, sent: false, resendInSeconds: 0 }, captchaAsked: true },
};

/** The code has been sent by text message: it can be typed in, and sent again after the countdown. */
export const CodeSent: Story = {
  name: 'Code Sent (English)',
  globals: { locale: 'en_US' },
  args: { values: { ...filled, code: '' }, code: codeSent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send again in 42 s' })).toBeDisabled();
  },
};

/** The account is made: the welcome, with the free gift for new members. */
export const WelcomeGift: Story = {
  name: 'Welcome Gift (English)',
  globals: { locale: 'en_US' },
  args: { values: filled, termsAccepted: true, welcomeGift: { image: GIFT_IMAGE, url: '/m/gift' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Welcome to the shop!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

/** Long Thai messages wrap without hiding the buttons. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    values: filled,
    termsAccepted: true,
    code: codeSent,
    failure: { message: LONG_THAI_FAILURE, retryable: true },
    fieldErrors: { terms: 'กรุณายอมรับข้อกำหนดเพื่อสมัครสมาชิก' },
  },
};

/** In English. */
export const English: Story = { globals: { locale: 'en_US' } };
/** In Simplified Chinese. */
export const Chinese: Story = { globals: { locale: 'zh_CN' } };
/** Inside the shop's iPhone app. */
export const InApp: Story = { name: 'In App (iOS app)', globals: { platform: 'ios' } };
