import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderRefundView } from '../../../src/pages/bookingCounter/OrderRefund/OrderRefundView';
import { bookedOrder, englishOrder, longThaiOrder, pendingRefund, refunds } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/**
 * The customers' refund requests, /m/booking/order/refund (spec §2): the list (under review first)
 * or one request with its order, approved or rejected after a confirmation.
 */
const meta = {
  title: 'Pages/BookingCounter/OrderRefundView',
  component: OrderRefundView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'list', refunds },
    onOpenRefund: fn(),
    onShowList: fn(),
    onAskDecision: fn(),
    onCloseDecision: fn(),
    onConfirmDecision: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof OrderRefundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('คำขอคืนเงิน');

export const ErrorWithRetry: Story = errorWithRetryStory();

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'list', refunds: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No refund requests' })).toBeVisible();
  },
};

/** The list in Thai: the request under review first; each opens its address. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const links = within(within(canvasElement).getByRole('list', { name: 'คำขอคืนเงิน' })).getAllByRole('link');
    await expect(links[0]).toHaveTextContent('รอคุณพิจารณา');
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onOpenRefund).toHaveBeenCalledWith('/m/booking/order/refund?refund_id=BR-1');
  },
};

/** One request under review, in English: approve or reject, each confirmed first. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'refund', refund: { ...pendingRefund, reason: 'Something came up' }, order: englishOrder } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Approve refund of ฿298/ }));
    await expect(args.onAskDecision).toHaveBeenCalledWith('approve');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject the request' }));
    await expect(args.onAskDecision).toHaveBeenCalledWith('reject');
  },
};

/** The rejection's confirmation, in Chinese. */
export const ChineseRejecting: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'refund', refund: pendingRefund, order: bookedOrder, deciding: 'reject' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '拒绝此退款？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝申请' }));
    await expect(args.onConfirmDecision).toHaveBeenCalledTimes(1);
  },
};

/** A decided request: no decision to take; the order could not be read (shown without it). */
export const Decided: Story = {
  args: { state: { status: 'refund', refund: { ...pendingRefund, status: 'refunded' }, order: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('คืนเงินแล้ว')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /อนุมัติ/ })).toBeNull();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'refund', refund: { ...pendingRefund, reason: 'ลูกค้าแจ้งว่าติดประชุมด่วนที่ต่างจังหวัดและไม่สามารถเดินทางกลับมาทันเวลานัดหมายได้ จึงขอคืนเงินมัดจำทั้งหมด' }, order: longThaiOrder } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ติดประชุมด่วน/)).toBeVisible();
  },
};

export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('BR-1')).toBeNull();
  },
};
