import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordView } from '../../../src/pages/settings/ChangePassword/ChangePasswordView';
import { storyText } from '../../support/storyText';
import { playErrorWithRetry, playLoading } from './settingsStorySupport';

/**
 * Change password, /m/account/change_pwd.php (spec §2 route name account-change_pwd): the current
 * password and the new one twice (spec §5: at least 6 characters; the two must match). Guests never
 * see it: the loader sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Settings/ChangePasswordView',
  component: ChangePasswordView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    values: { current: '', password: '', confirm: '' },
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ChangePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { current: 'beauty123', password: 'newglow1', confirm: 'newglow1' };

export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: playLoading('settings:changePassword.title', 'settings:changePassword.submit'),
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** Filled in: Save submits the form. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { values: FILLED },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByLabelText(new RegExp(`^${text('settings:changePassword.current')}\\*?$`))).toHaveValue('beauty123');
    await userEvent.click(canvas.getByRole('button', { name: text('settings:changePassword.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The spec §5 messages (shown in Chinese, as spec §5 gives them) and the mismatch. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: {
    values: { current: '', password: '123', confirm: '124' },
    fieldErrors: { current: '必填项不能为空', password: '不能少于6位', confirm: '两次输入的密码不一致' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^当前密码\*?$/)).toHaveAccessibleDescription('必填项不能为空');
    await expect(canvas.getByLabelText(/^新密码\*?$/)).toHaveAccessibleDescription(/不能少于6位/);
    await expect(canvas.getByLabelText(/^确认新密码\*?$/)).toHaveAccessibleDescription('两次输入的密码不一致');
  },
};

/** The backend's refusal in Thai, while the next attempt is under way on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { values: FILLED, failure: 'รหัสผ่านไม่ถูกต้อง กรุณาตรวจสอบรหัสผ่านปัจจุบันของคุณอีกครั้งก่อนตั้งรหัสผ่านใหม่', submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('รหัสผ่านไม่ถูกต้อง');
  } };

export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByLabelText(/^New password\*?$/)).toHaveAccessibleDescription('At least 6 characters');
    await expect(canvas.getByRole('button', { name: 'Save new password' })).toBeVisible();
  },
};

export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '修改密码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存新密码' })).toBeVisible();
  },
};
