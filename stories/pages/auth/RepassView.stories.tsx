import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RepassView } from '../../../src/pages/auth/Repass/RepassView';
import { codeIdle, codeSent, LONG_THAI_FAILURE } from './authStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Reset password: how a shopper who forgot their password gets back into their account.**
 *
 * They come here from Forgot your password? on the log-in page. They choose to reset by phone or by
 * e-mail, ask for a one-time code, type it in with a new password twice (at least 6 characters, the
 * same both times), then go back to log in with the new password, where a message confirms the
 * change. When the shop suspects a robot it shows a slider puzzle first. A signed-in shopper
 * changes their password in the account settings instead.
 *
 * They see a message under a field that is filled in wrongly (the two passwords differ), a message
 * when the shop does not know the phone or e-mail, and a message with Try again when the shop took
 * too long to answer.
 */
const meta = {
  title: 'Pages/Auth/Repass',
  component: RepassView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    channel: 'phone',
    onChannelChange: fn(),
    values: { phone: '', email: '', code: '', password: '', confirmPassword: '' },
    onChange: fn(),
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
  },
} satisfies Meta<typeof RepassView>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { phone: '0812345678', email: '', code: '123456', password: 'newglow1', confirmPassword: 'newglow1' };

/** Resetting by phone: the code has been sent and the new password typed twice. */
export const ByPhone: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: text('auth:repass.byEmail') }));
    await expect(args.onChannelChange).toHaveBeenCalledWith('email');
  },
};

/** Resetting by e-mail instead: the code goes to the e-mail address. */
export const ByEmail: Story = {
  name: 'By Email (English)',
  globals: { locale: 'en_US' },
  args: { channel: 'email', values: { ...filled, phone: '', email: 'ploy.siriwan@example.co.th' }, code: codeSent },
};

/** Between tapping Reset password and the shop's answer: the button shows it is working. */
export const Submitting: Story = {
  name: 'Submitting (English)',
  globals: { locale: 'en_US' },
  args: { values: filled, code: codeSent, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Reset password/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The shop took too long to answer: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { values: filled, code: codeSent, failure: { message: 'The request took too long. Please try again.', retryable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The two new passwords are not the same: the second field says so. */
export const PasswordsDiffer: Story = {
  name: 'Passwords Differ (English)',
  globals: { locale: 'en_US' },
  args: { values: { ...filled, confirmPassword: 'newglow2' }, code: codeSent, fieldErrors: { confirmPassword: 'The two passwords do not match.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('New password again')).toHaveAccessibleDescription('The two passwords do not match.');
  },
};

/** The shop wants to be sure it is a person: the slider puzzle opens before the code is sent. */
export const CaptchaAsked: Story = {
  name: 'Captcha Asked (English)',
  globals: { locale: 'en_US' },
  args: { values: filled, code: { sending: true, sent: false, resendInSeconds: 0 }, captchaAsked: true },
};

/** Long Thai messages wrap without hiding the buttons. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: { values: filled, code: codeSent, failure: { message: LONG_THAI_FAILURE, retryable: true }, fieldErrors: { confirmPassword: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน' } },
};

/** In English. */
export const English: Story = { globals: { locale: 'en_US' } };
/** In Simplified Chinese. */
export const Chinese: Story = { globals: { locale: 'zh_CN' } };
/** Inside the shop's Android app. */
export const InApp: Story = { name: 'In App (Android app)', globals: { platform: 'android' } };
