import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeletionView } from '../../../src/pages/settings/Deletion/DeletionView';
import { storyText } from '../../support/storyText';
import { CODE_IDLE, CODE_SENDING, CODE_SENT, playErrorWithRetry, playLoading } from './settingsStorySupport';

/**
 * Delete the account, /m/account/deletion (spec §2 route name account-deletion; spec §7 account
 * deletion with a captcha): what the shopper loses, why they leave, the slider captcha and a code
 * to the account's phone or e-mail, then a final confirmation. Guests never see it: the loader
 * sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Settings/DeletionView',
  component: DeletionView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    codeTo: '081-234-5678',
    values: { reason: '', detail: '', code: '' },
    onChange: fn(),
    code: CODE_IDLE,
    onSendCode: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof DeletionView>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = { reason: 'other_account', detail: '', code: '123456' };

export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: playLoading('accountSecurity:deletion.title', 'accountSecurity:deletion.submit'),
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** What is lost, a reason chosen, the code sent (the countdown runs); Delete submits the form. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { values: FILLED, code: CODE_SENT },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('region', { name: text('accountSecurity:deletion.consequences.title') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text('accountSecurity:deletion.reason.options.other_account') })).toBeChecked();
    await expect(canvas.getByText(/081-234-5678/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('auth:code.resendIn', { seconds: 42 }) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: text('accountSecurity:deletion.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Choosing a reason and asking for the code, by keyboard. */
export const ChooseReasonAndSendCode: Story = {
  name: 'Choose Reason And Send Code (English, signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'I no longer shop here' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('reason', 'not_using');
    canvas.getByRole('button', { name: 'Send code' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

/** Another reason: the shopper's own words, with the character counter. */
export const OtherReason: Story = {
  name: 'Other Reason (English, signed in)',
  globals: { locale: 'en_US' },
  args: { values: { reason: 'other', detail: 'I am moving abroad and will not order from Thailand any more.', code: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Tell us more\*?$/ })).toHaveValue('I am moving abroad and will not order from Thailand any more.');
  },
};

/** The spec §5 messages, shown in Chinese as spec §5 gives them. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: {
    values: { reason: 'other', detail: '', code: '' },
    fieldErrors: { reason: '必填项不能为空', detail: '必填项不能为空', code: '必填项不能为空' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^请告诉我们更多\*?$/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};

/** The backend asked for the slider captcha (before the code is sent). */
export const CaptchaAsked: Story = {
  name: 'Captcha Asked (English, signed in)',
  globals: { locale: 'en_US' },
  args: { values: FILLED, code: CODE_SENDING, captchaAsked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Complete the security check to continue.');
  },
};

/** The final confirmation: keep the account, or delete it for good. */
export const ConfirmDialog: Story = {
  name: 'Confirm Dialog (English, signed in)',
  globals: { locale: 'en_US' },
  args: { values: FILLED, code: CODE_SENT, confirmOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Delete your account for good?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be brought back/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The deletion is under way, in Chinese: the confirm button spins. */
export const Deleting: Story = {
  name: 'Deleting (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  args: { values: FILLED, code: CODE_SENT, confirmOpen: true, deleting: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: '确定永久注销账号吗？' });
    await expect(within(dialog).getByRole('button', { name: /注销账号/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The backend's refusal in Thai, with the shopper's own long reason, on the narrowest phone; no phone or e-mail known. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: {
    codeTo: null,
    values: { reason: 'other', detail: 'ย้ายไปอยู่ต่างประเทศและไม่ได้สั่งซื้อสินค้าความงามจากร้านนี้อีกแล้ว ขอบคุณสำหรับบริการที่ดีตลอดหลายปีที่ผ่านมา', code: '123456' },
    code: CODE_SENT,
    failure: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอรหัสใหม่แล้วลองอีกครั้ง หากยังพบปัญหาโปรดติดต่อฝ่ายบริการลูกค้า',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('รหัสยืนยันไม่ถูกต้อง');
    await expect(canvas.getByText(/เบอร์โทรศัพท์หรืออีเมลของบัญชีคุณ/)).toBeVisible();
  },
};

export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { codeTo: 'ploy.siriwan@example.co.th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Delete account' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Why are you leaving\?/ })).toBeVisible();
    await expect(canvas.getByText(/we send a code to ploy\.siriwan@example\.co\.th/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};

export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '注销账号' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '其他原因' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '注销我的账号' })).toBeVisible();
  },
};
