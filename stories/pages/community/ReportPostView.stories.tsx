import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportPostView } from '../../../src/pages/community/ReportPost/ReportPostView';

/** Report a post, /m/community/report.php?id= (spec §2 route name community-report): a reason, text, sent once. Needs login. */
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof ReportPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'ส่งรายงาน' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A reason chosen and Send pressed. */
export const Full: Story = {
  args: { reason: 'spam', text: 'โฆษณาขายของซ้ำ ๆ' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'หยาบคายหรือก้าวร้าว' }));
    await expect(args.onReasonChange).toHaveBeenCalledWith('offensive');
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งรายงาน' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The spec §5 message (in Chinese) and the refusal of a second report. */
export const Refused: Story = {
  globals: { locale: 'zh_CN' },
  args: { reason: 'other', reasonError: null, textError: '必填项不能为空', failure: '您已举报过该帖子，我们正在处理。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /补充说明/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(canvas.getByText('您已举报过该帖子，我们正在处理。')).toHaveAttribute('role', 'alert');
  },
};

export const Sent: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'sent' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you for your report' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the post' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { reason: 'other', text: 'โพสต์นี้นำรูปภาพของฉันไปใช้โดยไม่ได้รับอนุญาต และยังเขียนรีวิวที่ทำให้ผู้อ่านเข้าใจผิดเกี่ยวกับผลลัพธ์ของสินค้า' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'อื่น ๆ' })).toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { postTitle: 'Sunscreens I took to Phuket' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are reporting “Sunscreens I took to Phuket”.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { postTitle: '去普吉岛带的防晒测评' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '提交举报' })).toBeVisible();
  },
};
