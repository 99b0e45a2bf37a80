import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResetPhoneView } from '../../../src/pages/settings/ResetPhone/ResetPhoneView';
import { contactChangeArgs, playCaptchaAsked, playChinese, playFull, playNoContactYet } from './contactChangeStories';
import { CODE_SENDING, CODE_SENT, playErrorWithRetry, playLoading } from './settingsStorySupport';

/**
 * Change the phone number, /m/account/reset-phone (spec §2 route name account-reset-phone): the
 * number now, the new one (spec §5 tel: 0 followed by 9 digits) and the code sent to it by SMS with
 * the resend countdown. Guests never see it: the loader sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Settings/ResetPhoneView',
  component: ResetPhoneView,
  globals: { login: 'loggedIn' },
  args: contactChangeArgs('0812345678'),
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ResetPhoneView>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { contact: '0899998888', code: '123456' };

export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: playLoading('accountSecurity:resetPhone.title', 'accountSecurity:resetPhone.submit'),
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** The code was sent to the new number (the countdown runs): Save submits the form. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { values: FILLED, code: CODE_SENT, sentTo: FILLED.contact },
  play: playFull({ current: '081-234-5678', codeSentTo: /089-999-8888/, submitKey: 'accountSecurity:resetPhone.submit' }),
};

/** The account has no phone number yet (a tourist who signs in with WeChat); Send code asks for a code, by keyboard. */
export const NoPhoneYet: Story = {
  name: 'No Phone Yet (English, signed in)',
  globals: { locale: 'en_US' },
  args: { current: null, values: { contact: '0899998888', code: '' } },
  play: playNoContactYet('No phone number added yet'),
};

/** The spec §5 messages, shown in Chinese as spec §5 gives them. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: { values: { contact: '1812345678', code: '' }, fieldErrors: { contact: '手机号格式不正确', code: '必填项不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^新手机号\*?$/ })).toHaveAccessibleDescription(/手机号格式不正确/);
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
    values: FILLED,
    code: CODE_SENT,
    sentTo: FILLED.contact,
    failure: 'เบอร์โทรศัพท์นี้ถูกใช้กับบัญชีอื่นแล้ว กรุณาใช้เบอร์อื่น หรือติดต่อฝ่ายบริการลูกค้าหากคุณเป็นเจ้าของเบอร์นี้',
    submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์นี้ถูกใช้กับบัญชีอื่นแล้ว');
  },
};

export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Change phone number' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^New phone number\*?$/ })).toHaveAccessibleDescription(/0 followed by 9 digits/);
    await expect(canvas.getByRole('button', { name: 'Save new phone number' })).toBeVisible();
  },
};

export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: playChinese('更换手机号', '保存新手机号'),
};
