import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderRefundView } from '../../../src/pages/bookingCounter/OrderRefund/OrderRefundView';
import { bookedOrder, englishOrder, longThaiOrder, pendingRefund, refunds } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { storyText } from '../../support/storyText';

/**
 * **Refund requests: where a merchant decides on the customers' requests to be refunded for a
 * booking.**
 *
 * The list puts the requests waiting for a decision first; one request shows the amount, the
 * reason, when it was asked and its order. The merchant approves it (the money goes back and the
 * booking is cancelled) or rejects it (the customer keeps the booking and may ask again), each
 * after confirming; a decision is final. A broken refund link shows all the requests with a note.
 * Only a merchant (a store that takes bookings through the shop) sees it: a signed-in shopper who
 * is not one sees an invitation to become a merchant instead, and someone who has not logged in is
 * asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), an empty list (no refund requests), and the shop's message
 * when a request was decided or withdrawn meanwhile.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof OrderRefundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:refunds.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** No refund requests, in English. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'list', refunds: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No refund requests' })).toBeVisible();
  },
};

/** The list in Thai: the request waiting for a decision first; each opens on its own. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const links = within(within(canvasElement).getByRole('list', { name: text('bookingCounter:refunds.title') })).getAllByRole('link');
    await expect(links[0]).toHaveTextContent(text('bookingCounter:refundStatus.pending'));
    await userEvent.click(links[0] as HTMLElement);
    await expect(args.onOpenRefund).toHaveBeenCalledWith('/m/booking/order/refund?refund_id=BR-1');
  },
};

/** A request waiting for a decision, in English: approve or reject, each confirmed first. */
export const English: Story = {
  name: 'English (signed in)',
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
  name: 'Chinese Rejecting (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'refund', refund: pendingRefund, order: bookedOrder, deciding: 'reject' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '拒绝此退款？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝申请' }));
    await expect(args.onConfirmDecision).toHaveBeenCalledTimes(1);
  },
};

/** A request already decided: nothing left to decide; its order could not be read, so it shows without it. */
export const Decided: Story = {
  name: 'Decided (signed in)',
  args: { state: { status: 'refund', refund: { ...pendingRefund, status: 'refunded' }, order: null } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('bookingCounter:refundStatus.refunded'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(text('bookingCounter:refund.approve', { amount: '' }).trim()) })).toBeNull();
  },
};

/** A long Thai reason wraps without hiding the buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { state: { status: 'refund', refund: { ...pendingRefund, reason: 'ลูกค้าแจ้งว่าติดประชุมด่วนที่ต่างจังหวัดและไม่สามารถเดินทางกลับมาทันเวลานัดหมายได้ จึงขอคืนเงินมัดจำทั้งหมด' }, order: longThaiOrder } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ติดประชุมด่วน/)).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('BR-1')).toBeNull();
  },
};
