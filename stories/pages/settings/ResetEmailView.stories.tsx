import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResetEmailView } from '../../../src/pages/settings/ResetEmail/ResetEmailView';
import { contactChangeArgs, playCaptchaAsked, playChinese, playFull, playNoContactYet } from './contactChangeStories';
import { CODE_SENDING, CODE_SENT, playErrorWithRetry, playLoading } from './settingsStorySupport';

/**
 * Change the e-mail, /m/account/reset-email (spec §2 route name account-reset-email): the address
 * now, the new one (spec §5 email) and the code sent to it with the resend countdown. Guests never
 * see it: the loader sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Settings/ResetEmailView',
  component: ResetEmailView,
  globals: { login: 'loggedIn' },
  args: contactChangeArgs('ploy.siriwan@example.co.th'),
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ResetEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { contact: 'ploy.new@example.co.th', code: '123456' };

export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: playLoading('accountSecurity:resetEmail.title', 'accountSecurity:resetEmail.submit'),
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** The code was sent to the new address (the countdown runs): Save submits the form. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { values: FILLED, code: CODE_SENT, sentTo: FILLED.contact },
  play: playFull({ current: 'ploy.siriwan@example.co.th', codeSentTo: /ploy\.new@example\.co\.th/, submitKey: 'accountSecurity:resetEmail.submit' }),
};

/** The account has no e-mail yet: the page says so; Send code asks for a code, by keyboard. */
export const NoEmailYet: Story = {
  name: 'No Email Yet (English, signed in)',
  globals: { locale: 'en_US' },
  args: { current: null, values: { contact: 'ploy.new@example.co.th', code: '' } },
  play: playNoContactYet('No e-mail added yet'),
};

/** The spec §5 messages, shown in Chinese as spec §5 gives them. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: { values: { contact: 'ploy@', code: '' }, fieldErrors: { contact: '邮箱格式不正确', code: '必填项不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^新邮箱\*?$/ })).toHaveAccessibleDescription('邮箱格式不正确');
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};

/** The backend asked for the slider captcha while the code is being sent. */
export const CaptchaAsked: Story = {
  name: 'Captcha Asked (English, signed in)',
  globals: { locale: 'en_US' },
  args: { values: FILLED, code: CODE_SENDING, captchaAsked: true },
  play: playCaptchaAsked,
};

/** The backend's refusal in Thai, while the next attempt is under way on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: {
    current: 'kanthida.jaidee.beauty.lover.2024@example.co.th',
    values: FILLED,
    code: CODE_SENT,
    sentTo: FILLED.contact,
    failure: 'อีเมลนี้ถูกใช้กับบัญชีอื่นแล้ว กรุณาใช้อีเมลอื่น หรือเข้าสู่ระบบด้วยบัญชีที่ใช้อีเมลนี้อยู่เพื่อจัดการข้อมูลของคุณ',
    submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('อีเมลนี้ถูกใช้กับบัญชีอื่นแล้ว');
  },
};

export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Change e-mail' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^New e-mail\*?$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save new e-mail' })).toBeVisible();
  },
};

export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: playChinese('更换邮箱', '保存新邮箱'),
};
