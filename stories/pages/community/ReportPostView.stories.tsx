import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportPostView } from '../../../src/pages/community/ReportPost/ReportPostView';
import { storyText } from '../../support/storyText';

/**
 * **Report a post: how a shopper tells the shop a community post breaks the rules.**
 *
 * They choose why (spam, offensive, false or misleading, copied, or something else), tell more
 * (needed for something else, up to 200 characters) and tap Send report; a thank-you says the team
 * will review it, with the way back to the post. A post can be reported once. A link whose post,
 * tag or team cannot be read says so and leads to the community. A shopper who has not logged in
 * never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state, the error state with Try again when the post could not be loaded, a
 * message under a field left empty, and the shop's message when the post was already reported.
 */
const meta = {
  title: 'Pages/Community/ReportPostView',
  component: ReportPostView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    postTitle: 'รีวิวกันแดดสำหรับไปทะเลภูเก็ต',
    reason: '',
    text: '',
    onReasonChange: fn(),
    onTextChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ReportPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).queryByRole('button', { name: text('community:report.submit') })).toBeNull();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A reason chosen and Send report tapped. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { reason: 'spam', text: 'โฆษณาขายของซ้ำ ๆ' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: text('community:report.reasons.offensive') }));
    await expect(args.onReasonChange).toHaveBeenCalledWith('offensive');
    await userEvent.click(canvas.getByRole('button', { name: text('community:report.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** In Chinese: the explanation a reason needs, and the refusal of a second report. */
export const Refused: Story = {
  name: 'Refused (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: { reason: 'other', reasonError: null, textError: '必填项不能为空', failure: '您已举报过该帖子，我们正在处理。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /补充说明/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(canvas.getByText('您已举报过该帖子，我们正在处理。')).toHaveAttribute('role', 'alert');
  },
};

/** The report is sent, in English: the thank-you and the way back to the post. */
export const Sent: Story = {
  name: 'Sent (English, signed in)',
  globals: { locale: 'en_US' },
  args: { status: 'sent' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you for your report' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the post' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai explanation on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { reason: 'other', text: 'โพสต์นี้นำรูปภาพของฉันไปใช้โดยไม่ได้รับอนุญาต และยังเขียนรีวิวที่ทำให้ผู้อ่านเข้าใจผิดเกี่ยวกับผลลัพธ์ของสินค้า' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'อื่น ๆ' })).toBeChecked();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { postTitle: 'Sunscreens I took to Phuket' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are reporting “Sunscreens I took to Phuket”.')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { postTitle: '去普吉岛带的防晒测评' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '提交举报' })).toBeVisible();
  },
};
