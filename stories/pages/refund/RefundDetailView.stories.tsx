import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundDetailView } from '../../../src/pages/refund/RefundDetail/RefundDetailView';
import { LONG_THAI_PRODUCT, storyRefundDetail } from './refundStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Refund details: where a shopper follows one refund request and changes or cancels it.**
 *
 * The shopper sees the request's status (requested, approved, refunded or cancelled) and its
 * progress, the amount, the reason, the items and how the goods go back. While the request is open
 * they can choose or change how to return the goods, change the amount and add a note (while it is
 * still being reviewed), or cancel it after confirming. A decided or cancelled request says it can
 * no longer be changed. A shopper who has not logged in never sees this page: they are asked to log
 * in first and come back here after.
 *
 * They see the loading state while the request is on its way, the error state with Try again when
 * it could not be loaded, a message with the way to My refunds when the link is incomplete or was
 * changed, a message under the amount when it cannot be right, and the shop's message when it
 * refused a change.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RefundDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the request is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('refund:detail.title') })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The request could not be loaded (the shop took too long): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'The request timed out.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The request timed out.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The link is incomplete or was changed: a message, and the way to My refunds. */
export const InvalidLink: Story = {
  name: 'Invalid Link (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This refund link does not work' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my refunds' }));
    await expect(args.onList).toHaveBeenCalledTimes(1);
  },
};

/** In Thai, being reviewed: the progress, the amounts and every action. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('refund:status.pending'))).toBeVisible();
    await expect(canvas.getByText(text('refund:detail.method.pickup'))).toBeVisible();
    await expect(canvas.getByRole('list', { name: text('refund:detail.progress') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('refund:detail.actions.cancel') }));
    await expect(args.onAskCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('refund:detail.actions.change') }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('refund:detail.actions.changeReturn') }));
    await expect(args.onReturnMethod).toHaveBeenCalledTimes(1);
  },
};

/** Cancel the request asks first. */
export const ConfirmCancel: Story = {
  name: 'Confirm Cancel (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refund: storyRefundDetail('en'), confirmingCancel: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this refund request?' });
    await expect(within(dialog).getByText('The request for ฿1,180 will be withdrawn. You can ask again later.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledTimes(1);
  },
};

/** Changing the request, in English: an amount that cannot be right, and the shop's refusal. */
export const ChangeForm: Story = {
  name: 'Change Form (English, signed in)',
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

/** Cancelled, in Simplified Chinese: no actions, and a note saying so. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
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

/** Refunded, in English: decided, nothing left to change. */
export const English: Story = {
  name: 'English (signed in)',
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

/** Long Thai names and reasons wrap without hiding the actions. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
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
