import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_FORM, type BloggerFormValues } from '../../../src/pages/blogger/BloggerForm/bloggerFormValues';
import { BloggerFormView } from '../../../src/pages/blogger/BloggerForm/BloggerFormView';
import { LONG_THAI, playErrorWithRetry } from './bloggerStoryData';

/**
 * The blogger application, /m/blogger/blogger_form (spec §2 route name blogger-blogger_form): one to
 * three channels, the categories, a contact phone and an optional email, checked with the spec §5
 * rules; closed while an application is reviewed. Guests never see it: the loader sends them to sign in.
 */
const meta = {
  title: 'Pages/Blogger/BloggerFormView',
  component: BloggerFormView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    values: EMPTY_FORM,
    onChannelChange: fn(),
    onAddChannel: fn(),
    onRemoveChannel: fn(),
    onCategoryToggle: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onProgress: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BloggerFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const FILLED: BloggerFormValues = {
  channels: [
    { platform: 'instagram', url: 'https://www.instagram.com/ploy.beauty', followers: '12400' },
    { platform: 'tiktok', url: 'https://www.tiktok.com/@ploy.beauty', followers: '3200' },
  ],
  categories: ['skincare', 'makeup'],
  phone: '0812345678',
  email: 'ploy@example.com',
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'สมัครโครงการบล็อกเกอร์' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'ส่งใบสมัคร' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** Filled in, in Thai: two channels; Send submits, the second channel can be removed, a third added. */
export const Full: Story = {
  args: { values: FILLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'ช่องทางที่ 2' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'สกินแคร์' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'ลบช่องทางที่ 2' }));
    await expect(args.onRemoveChannel).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มช่องทาง' }));
    await expect(args.onAddChannel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'น้ำหอม' }));
    await expect(args.onCategoryToggle).toHaveBeenCalledWith('fragrance', true);
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งใบสมัคร' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The spec §5 messages (in Chinese, as spec §5 gives them) and the form's own. */
export const ValidationErrors: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    values: { channels: [{ platform: '', url: 'http://x', followers: '' }], categories: [], phone: '0812', email: 'ploy@' },
    errors: {
      channels: { 0: { platform: '必填项不能为空', url: '请填写以 https:// 开头的链接', followers: '必填项不能为空' } },
      categories: '请至少选择一个类别',
      phone: '手机号格式不正确',
      email: '邮箱格式不正确',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /^平台/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(canvas.getByLabelText(/^主页链接\*?$/)).toHaveAccessibleDescription(/https/);
    await expect(canvas.getByLabelText(/^联系电话\*?$/)).toHaveAccessibleDescription(/手机号格式不正确/);
    await expect(canvas.getByLabelText(/^邮箱（选填）$/)).toHaveAccessibleDescription(/邮箱格式不正确/);
    await expect(canvas.getByRole('group', { name: '内容类别' })).toHaveAccessibleDescription('请至少选择一个类别');
  },
};

/** Three channels (no more can be added) and the backend's refusal in English, while sending. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: {
    values: { ...FILLED, channels: [...FILLED.channels, { platform: 'youtube', url: 'https://youtube.com/@ploy', followers: '900' }] },
    failure: 'Your blogger application is still being reviewed.',
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('still being reviewed');
    await expect(canvas.queryByRole('button', { name: 'Add another channel' })).toBeNull();
  },
};

/** An application under review, in Chinese: no second form, a way to the progress. */
export const ClosedChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { status: 'closed', closedBecause: 'applying' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '查看我的申请' }));
    await expect(args.onProgress).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai refusal on the narrowest phone. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { values: FILLED, failure: LONG_THAI },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('รีวิวรูทีน');
  },
};
