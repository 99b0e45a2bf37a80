import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetailView } from '../../../src/pages/bookingCounter/OrderDetail/OrderDetailView';
import { bookedOrder, englishOrder, longThaiOrder, orders, verifiedOrder } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/**
 * The merchant's orders, /m/booking/order/detail (spec §2): the list without an order id; one
 * order with the way to verify its voucher and, once verified, the final payment (confirmed first).
 * A guest never sees it (sent to sign in); a shopper account sees the merchant invitation.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('คำสั่งจอง');

export const ErrorWithRetry: Story = errorWithRetryStory();

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'list', orders: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  },
};

/** The list in Thai: each order opens its own address. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'คำสั่งจอง' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(list).getAllByRole('link')[1] as HTMLElement);
    await expect(args.onOpenOrder).toHaveBeenCalledWith('/m/booking/order/detail?order_id=77004');
  },
};

/** A hostile order id in the address: the list, with a note. */
export const BadLink: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'list', orders, badLink: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('That order link is not valid');
  },
};

/** A booked order: verify its voucher; no final payment yet. */
export const OrderBooked: Story = {
  args: { state: { status: 'order', order: bookedOrder } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ตรวจสอบบัตรกำนัล' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: /ยืนยันการชำระส่วนที่เหลือ/ })).toBeNull();
  },
};

/** A verified order in English: the final payment with the balance due. */
export const English: Story = {
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
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'order', order: verifiedOrder, confirming: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '确认收取尾款？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收款' }));
    await expect(args.onConfirmFinalPayment).toHaveBeenCalledTimes(1);
  },
};

/** The backend refused the payment: its message as an alert. */
export const Refused: Story = {
  args: { state: { status: 'order', order: verifiedOrder, failure: 'ยอดที่ต้องชำระที่ร้านคือ ฿1192' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ยอดที่ต้องชำระที่ร้านคือ ฿1192');
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'order', order: longThaiOrder } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('คุณประภาพรรณ ศรีสุวรรณวงศ์ไพบูลย์')).toBeVisible();
  },
};

/** A signed-in account that is not a merchant: the invitation, no order. */
export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('BK2503130001')).toBeNull();
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onJoin).toHaveBeenCalledWith('/m/booking/settled/agreement');
  },
};
