import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RepassView } from '../../../src/pages/auth/Repass/RepassView';
import { codeIdle, codeSent, LONG_THAI_FAILURE } from './authStoryData';

/**
 * Reset the password (spec §2 /m/repass.php): a code to the phone or the e-mail, the new password
 * twice (at least 6 characters, the same both times); then back to sign in. Use it from the login
 * page's "Forgot your password?"; a signed-in shopper changes the password in the account settings.
 */
const meta = {
  title: 'Pages/Auth/Repass',
  component: RepassView,
  parameters: { frame: 'none' },
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

export const ByPhone: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'อีเมล' }));
    await expect(args.onChannelChange).toHaveBeenCalledWith('email');
  },
};

export const ByEmail: Story = {
  globals: { locale: 'en_US' },
  args: { channel: 'email', values: { ...filled, phone: '', email: 'ploy.siriwan@example.co.th' }, code: codeSent },
};

export const Submitting: Story = {
  globals: { locale: 'en_US' },
  args: { values: filled, code: codeSent, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Reset password/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { values: filled, code: codeSent, failure: { message: 'The request took too long. Please try again.', retryable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const PasswordsDiffer: Story = {
  globals: { locale: 'en_US' },
  args: { values: { ...filled, confirmPassword: 'newglow2' }, code: codeSent, fieldErrors: { confirmPassword: 'The two passwords do not match.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('New password again')).toHaveAccessibleDescription('The two passwords do not match.');
  },
};

export const CaptchaAsked: Story = {
  globals: { locale: 'en_US' },
  args: { values: filled, code: { sending: true, sent: false, resendInSeconds: 0 }, captchaAsked: true },
};

export const LongThai: Story = {
  args: { values: filled, code: codeSent, failure: { message: LONG_THAI_FAILURE, retryable: true }, fieldErrors: { confirmPassword: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน' } },
};

export const English: Story = { globals: { locale: 'en_US' } };
export const Chinese: Story = { globals: { locale: 'zh_CN' } };
export const InApp: Story = { globals: { platform: 'android' } };
