import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_FORM, type BloggerFormValues } from '../../../src/pages/blogger/BloggerForm/bloggerFormValues';
import { BloggerFormView } from '../../../src/pages/blogger/BloggerForm/BloggerFormView';
import { LONG_THAI, playErrorWithRetry } from './bloggerStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Apply to the blogger programme: where a shopper asks to become one of the shop's bloggers.**
 *
 * They give one to three channels where they publish (platform, profile link, followers), what they
 * write about, a contact phone and, if they like, an e-mail, then tap Send application; they then
 * see their application's progress. While an application is being reviewed (or once approved) the
 * form is closed and points to the progress instead. A shopper who has not logged in never sees
 * this page: they are asked to log in first and come back here after.
 *
 * They see the loading state, the error state with Try again when the page could not be loaded, a
 * message under each field filled in wrongly, and the shop's message when it refuses the
 * application.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** While the form is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('blogger:form.title') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: text('blogger:form.submit') })).toBeNull();
  },
};

/** The form could not be loaded: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** Filled in: two channels; another can be added, one removed. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { values: FILLED },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: text('blogger:form.channel.legend', { number: 2 }) })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: text('blogger:categories.skincare') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text('blogger:form.channel.remove', { number: 2 }) }));
    await expect(args.onRemoveChannel).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: text('blogger:form.channel.add') }));
    await expect(args.onAddChannel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: text('blogger:categories.fragrance') }));
    await expect(args.onCategoryToggle).toHaveBeenCalledWith('fragrance', true);
    await userEvent.click(canvas.getByRole('button', { name: text('blogger:form.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Send tapped with fields missing or filled in wrongly: each says what it needs. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (Chinese, signed in)',
  tags: ['error-state'],
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

/** In English, with three channels (the most there can be), sending, and refused by the shop. */
export const English: Story = {
  name: 'English (signed in)',
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

/** An application already being reviewed, in Chinese: no second form, a way to the progress. */
export const ClosedChinese: Story = {
  name: 'Closed Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { status: 'closed', closedBecause: 'applying' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '查看我的申请' }));
    await expect(args.onProgress).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai refusal wraps on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { values: FILLED, failure: LONG_THAI },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('รีวิวรูทีน');
  } };
