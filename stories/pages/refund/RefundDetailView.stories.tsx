import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundDetailView } from '../../../src/pages/refund/RefundDetail/RefundDetailView';
import { LONG_THAI_PRODUCT, storyRefundDetail } from './refundStoryData';

/**
 * A refund's detail, /m/order/refund/refund_detail.php (spec §2): its status and timeline, the
 * amount, reason, lines and return method; while open, choose how to return, change (under review
 * only) or cancel (confirmed first). Guests never see it: the loader sends them to sign in.
 */
const meta = {
  title: 'Pages/Refund/RefundDetailView',
  component: RefundDetailView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', refund: storyRefundDetail('th') },
    onAskCancel: fn(),
    onCloseCancel: fn(),
    onConfirmCancel: fn(),
    onOpenChange: fn(),
    onEditChange: fn(),
    onCloseChange: fn(),
    onSaveChange: fn(),
    onReturnMethod: fn(),
    onRetry: fn(),
    onList: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof RefundDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'รายละเอียดการคืนเงิน' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'The request timed out.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The request timed out.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A missing or hostile refund_id: a clear message and the way to the list. */
export const InvalidLink: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This refund link does not work' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my refunds' }));
    await expect(args.onList).toHaveBeenCalledTimes(1);
  },
};

/** Thai, under review: the timeline, amounts and every action. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ส่งคำขอแล้ว')).toBeVisible();
    await expect(canvas.getByText('ให้ขนส่งมารับ')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'ความคืบหน้าการคืนเงิน' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ยกเลิกคำขอ' }));
    await expect(args.onAskCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'แก้ไขคำขอ' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'เปลี่ยนวิธีส่งคืน' }));
    await expect(args.onReturnMethod).toHaveBeenCalledTimes(1);
  },
};

/** The cancel confirmation (English): confirm calls onConfirmCancel. */
export const ConfirmCancel: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refund: storyRefundDetail('en'), confirmingCancel: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this refund request?' });
    await expect(within(dialog).getByText('The request for ฿1,180 will be withdrawn. You can ask again later.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledTimes(1);
  },
};

/** The change form with a wrong amount (English) and the backend's refusal. */
export const ChangeForm: Story = {
  globals: { locale: 'en_US' },
  args: {
    state: {
      status: 'ready',
      refund: storyRefundDetail('en'),
      change: { amount: '0', remark: 'The cap is cracked' },
      changeError: 'Enter an amount above zero, with at most two decimals.',
      failure: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Change the request' });
    await expect(within(form).getByRole('textbox', { name: /Refund amount/ })).toHaveAccessibleDescription(/Enter an amount above zero/);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expect(args.onSaveChange).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Keep as it is' }));
    await expect(args.onCloseChange).toHaveBeenCalledTimes(1);
  },
};

/** Cancelled (Chinese): no actions, the closing note. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    state: {
      status: 'ready',
      refund: storyRefundDetail('zh', {
        status: 'cancelled',
        returnMethod: null,
        steps: [
          { title: '提交申请', time: '2025-03-14 10:30:00', done: true },
          { title: '已取消申请', time: '2025-03-14 12:00:00', done: true },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已取消')).toBeVisible();
    await expect(canvas.getByText('您已取消此申请，可从订单重新申请退款。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '取消申请' })).toBeNull();
  },
};

/** Refunded, in English: final, nothing to change. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: {
    state: {
      status: 'ready',
      refund: storyRefundDetail('en', {
        status: 'refunded',
        returnMethod: 'branch',
        steps: [
          { title: 'Request sent', time: '2025-03-14 10:30:00', done: true },
          { title: 'Shop review', time: '2025-03-15 09:00:00', done: true },
          { title: 'Money returned', time: '2025-03-16 14:00:00', done: true },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Return at a branch')).toBeVisible();
    await expect(canvas.getByText('This request has been decided and can no longer be changed.')).toBeVisible();
  },
};

export const LongThaiText: Story = {
  args: {
    state: {
      status: 'ready',
      refund: storyRefundDetail('th', {
        reason: 'สินค้าเสียหายระหว่างขนส่ง กล่องบุบและขวดแตกร้าวจนเนื้อเซรั่มรั่วซึมออกมาเลอะสินค้าชิ้นอื่นในกล่อง',
        lines: [{ teamId: '50001', product: LONG_THAI_PRODUCT, image: storyRefundDetail('th').lines[0]?.image ?? '', quantity: 2, price: 1290 }],
      }),
      failure: 'คำขอนี้ถูกตรวจสอบแล้ว จึงแก้ไขไม่ได้',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('คำขอนี้ถูกตรวจสอบแล้ว');
  },
};
