import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookingUserHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { bookReservation } from '../../../mocks/shop/booking/reservationOps';
import { isFailure } from '../../../mocks/shop/failure';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { depositCheckoutAddress } from '../../../src/pages/shared/checkoutLinks';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { closeLiveChatDialog, findLiveChatDialog } from '../../support/liveChatDialog';
import { at, bookingRequestLog, playGuestSentToSignIn } from './bookingPageSupport';

const PATH = '/m/booking_appointment_service';
const CANCEL_PATH = '/booking/f/wap/user_reservation/order/cancel';
const RESCHEDULE_PATH = '/booking/f/wap/user_reservation/order/reschedule';

/**
 * The appointments through the real route table on the stateful mock backend: the demo shopper's
 * coming, done and refunded appointments with their voucher codes; a cancellation (sent once
 * however often it is confirmed); the way to a refund; a hostile tab; a failed and a malformed load;
 * a guest sent to sign in.
 */
const meta = {
  title: 'Pages/BookingAppointments/AppointmentsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** Thai: the two coming appointments with their voucher codes (text and QR); one under refund review cannot be cancelled. */
export const PageShopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nails = await canvas.findByRole('article', { name: 'ทำเล็บเจลพร้อมเพ้นท์ลายดอกไม้' }, { timeout: 5000 });
    await expect(within(nails).getByText('4821 3709')).toBeVisible();
    await expect(within(nails).getByRole('img', { name: 'คิวอาร์โค้ดของรหัสบัตรกำนัล 4821 3709' })).toBeVisible();
    await expect(within(nails).getByRole('button', { name: 'ยกเลิกนัดหมาย' })).toBeVisible();
    const facial = canvas.getByRole('article', { name: 'ทรีตเมนต์หน้าใสสมุนไพรไทย 60 นาที' });
    await expect(within(facial).getByText('4821 3705')).toBeVisible();
    await expect(within(facial).queryByRole('button', { name: 'ยกเลิกนัดหมาย' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'เสร็จแล้ว' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Cancel, confirmed twice in a hurry: one cancellation; it moves to Cancelled with its refund refunded. */
export const PageCancel: Story = {
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nails = await canvas.findByRole('article', { name: 'Gel Nails with Floral Art' }, { timeout: 5000 });
    await userEvent.click(within(nails).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await expect(await canvas.findByText('Your appointment has been cancelled', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true'));
    const cancelled = await canvas.findByRole('article', { name: 'Gel Nails with Floral Art' }, { timeout: 5000 });
    await expect(await within(cancelled).findByText('Refunded', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(CANCEL_PATH)).toEqual([{ order_id: '77006' }]);
  },
};

/** A new time for the nails, confirmed twice in a hurry: one change with the day and time; the card shows it. */
export const PageReschedule: Story = {
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nails = await canvas.findByRole('article', { name: 'Gel Nails with Floral Art' }, { timeout: 5000 });
    await userEvent.click(within(nails).getByRole('button', { name: 'Change time' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Change the time' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /17:00/ }, { timeout: 5000 }));
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Change time' }));
    await expect(await canvas.findByText('Your appointment has a new time', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('article', { name: 'Gel Nails with Floral Art' })).getByText(/5:00\sPM/)).toBeVisible(), { timeout: 5000 });
    await expect(payloadsTo(RESCHEDULE_PATH)).toEqual([{ order_id: '77006', date: '2025-03-14', time: '17:00' }]);
  },
};

/** Request a refund from a coming appointment: its refund page. */
export const PageOpenRefund: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nails = await canvas.findByRole('article', { name: 'Gel Nails with Floral Art' }, { timeout: 5000 });
    await userEvent.click(within(nails).getByRole('button', { name: 'Request a refund' }));
    await at(canvasElement, '/m/booking_appointment_service/refund?order_id=77006');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Appointment refund' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Something came up' }, { timeout: 5000 })).not.toBeChecked();
  },
};

/** A hostile tab value: the first tab, no crash. */
export const PageHostileTab: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Upcoming' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The Refunds tab from its address. */
export const PageRefundsTab: Story = {
  globals: { locale: 'zh_CN' },
  args: { initialPath: `${PATH}?tab=refunds` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: '退款' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('article')).getByText('审核中')).toBeVisible();
  },
};

/** No response at all: spec §8 "Network Error" with a retry. */
export const PageNetworkError: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservations: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your appointments could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A malformed answer: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservations: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your appointments could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: playGuestSentToSignIn(PATH),
};

/** English: a booking waiting for its deposit is listed as pending; Pay deposit opens checkout for it. */
export const PagePayDeposit: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Upcoming', selected: true }, { timeout: 5000 });
    // The shopper booked Saturday 12:00 elsewhere and has not paid the deposit yet.
    const held = bookReservation(sharedShop.state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '12:00' });
    if (isFailure(held)) throw new Error(`the booking was refused: ${held.code}`);
    await goToAddress(PATH);
    await waitFor(() => expect(canvas.getByText('Deposit to pay')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pay deposit' }));
    await at(canvasElement, depositCheckoutAddress(held.order_id));
    await expect(await canvas.findByRole('region', { name: 'Your booking' }, { timeout: 5000 })).toBeVisible();
  },
};

/** spec §8 20001 on the cancellation: the live-chat dialog with the backend's words (not a message on the list); closed, the appointment still stands. */
export const PageLiveChatOnCancel: Story = {
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, cancelReservation: scenario.errcode(20001, { toast_message: { text: 'Please talk to us before cancelling.' } }) }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nails = await canvas.findByRole('article', { name: 'Gel Nails with Floral Art' }, { timeout: 5000 });
    await userEvent.click(within(nails).getByRole('button', { name: 'Cancel appointment' }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel appointment' }));
    await findLiveChatDialog(canvasElement, 'Please talk to us before cancelling.');
    await closeLiveChatDialog(canvasElement);
    await expect(canvas.queryByText('Please talk to us before cancelling.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('article', { name: 'Gel Nails with Floral Art' })).getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  },
};
