import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetailView } from '../../../src/pages/bookingCounter/OrderDetail/OrderDetailView';
import { bookedOrder, englishOrder, longThaiOrder, orders, verifiedOrder } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { storyText } from '../../support/storyText';

/**
 * **Orders: the bookings customers made with the merchant, and each one in detail.**
 *
 * The list shows each booking with the customer, when and where it stands (booked, voucher used and
 * balance due, finished and paid, cancelled, refunded). One order shows the service, customer,
 * store, appointment, price, what was paid in advance and what is due at the store: a booked order
 * leads to verifying its voucher; once the voucher is used, the merchant confirms the final payment
 * (asked to confirm first; it cannot be undone). A broken order link shows all the orders with a
 * note. Only a merchant (a store that takes bookings through the shop) sees it: a signed-in shopper
 * who is not one sees an invitation to become a merchant instead, and someone who has not logged in
 * is asked to log in first and comes back here after. When the shop needs to check the merchant's
 * account it says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), an empty list (no orders yet), and the shop's message when
 * it refuses the payment.
 */
const meta = {
  title: 'Pages/BookingCounter/OrderDetailView',
  component: OrderDetailView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'list', orders },
    onOpenOrder: fn(),
    onShowList: fn(),
    onVerify: fn(),
    onAskFinalPayment: fn(),
    onCloseFinalPayment: fn(),
    onConfirmFinalPayment: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:orders.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** No orders yet: bookings made by customers will appear here. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'list', orders: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

/** The list in Thai: each order opens on its own. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: text('bookingCounter:orders.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(list).getAllByRole('link')[1] as HTMLElement);
    await expect(args.onOpenOrder).toHaveBeenCalledWith('/m/booking/order/detail?order_id=77004');
  },
};

/** A broken order link: all the orders, with a note saying so. */
export const BadLink: Story = {
  name: 'Bad Link (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'list', orders, badLink: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('That order link is not valid');
  },
};

/** A booked order: the way to verify its voucher; no final payment yet. */
export const OrderBooked: Story = {
  name: 'Order Booked (signed in)',
  args: { state: { status: 'order', order: bookedOrder } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:order.verify') }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: new RegExp(text('bookingCounter:order.finalPayment.action', { amount: '' }).trim()) })).toBeNull();
  },
};

/** An order whose voucher is used, in English: the final payment with the balance due. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'order', order: englishOrder } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Confirm final payment of ฿1,192/ }));
    await expect(args.onAskFinalPayment).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'All orders' }));
    await expect(args.onShowList).toHaveBeenCalledTimes(1);
  },
};

/** The final payment's confirmation, in Chinese. */
export const ChineseConfirming: Story = {
  name: 'Chinese Confirming (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'order', order: verifiedOrder, confirming: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '确认收取尾款？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收款' }));
    await expect(args.onConfirmFinalPayment).toHaveBeenCalledTimes(1);
  },
};

/** The shop refused the payment: its message. */
export const Refused: Story = {
  name: 'Refused (signed in)',
  tags: ['error-state'],
  args: { state: { status: 'order', order: verifiedOrder, failure: 'ยอดที่ต้องชำระที่ร้านคือ ฿1192' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ยอดที่ต้องชำระที่ร้านคือ ฿1192');
  },
};

/** Long Thai texts wrap without hiding the buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { state: { status: 'order', order: longThaiOrder } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('คุณประภาพรรณ ศรีสุวรรณวงศ์ไพบูลย์')).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('BK2503130001')).toBeNull();
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onJoin).toHaveBeenCalledWith('/m/booking/settled/agreement');
  },
};
