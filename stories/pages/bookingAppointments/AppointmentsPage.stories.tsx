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
 * **My appointments: where a shopper finds the beauty services they booked.**
 *
 * Tabs sort them into Upcoming, Done, Cancelled and Refunds. An upcoming appointment shows when and
 * where, the staff member, what was paid and what is left to pay at the store, and its voucher code
 * (as text and as a QR code) to show at the counter. From it the shopper can change the time (same
 * store and staff), cancel (after confirming; what they paid is refunded) or request a refund; a
 * booking still waiting for its deposit has no voucher yet and offers Pay deposit. A shopper who
 * has not logged in never sees this page: they are asked to log in first and come back here after.
 * When the shop needs to check the shopper's account it says so in a dialog that offers live chat
 * or the account centre.
 *
 * They see the loading state while the appointments are on their way, an empty tab (the Upcoming
 * tab offers to book a service), the error state with Try again when they could not be loaded, and
 * the shop's message when a cancellation or a new time is refused.
 */
const meta = {
  title: 'Pages/BookingAppointments/AppointmentsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** In Thai: two upcoming appointments with their voucher codes; one with a refund under review cannot be cancelled. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
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

/** Cancel, confirmed twice in a hurry: cancelled once; it moves to Cancelled with its money refunded. */
export const PageCancel: Story = {
  name: 'Page Cancel (English, signed in)',
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

/** A new time for the nails, confirmed twice in a hurry: changed once, and the card shows it. */
export const PageReschedule: Story = {
  name: 'Page Reschedule (English, signed in)',
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

/** Request a refund on an upcoming appointment: its refund page opens. */
export const PageOpenRefund: Story = {
  name: 'Page Open Refund (English, signed in)',
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

/** A link naming a tab that does not exist: the first tab. */
export const PageHostileTab: Story = {
  name: 'Page Hostile Tab (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Upcoming' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A link straight to the Refunds tab. */
export const PageRefundsTab: Story = {
  name: 'Page Refunds Tab (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  args: { initialPath: `${PATH}?tab=refunds` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: '退款' }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('article')).getByText('审核中')).toBeVisible();
  },
};

/** No connection: the page says so, with Try again. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservations: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your appointments could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The shop's answer cannot be read: a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservations: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your appointments could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: playGuestSentToSignIn(PATH),
};

/** In English: a booking waiting for its deposit shows as pending; Pay deposit opens the checkout for it. */
export const PagePayDeposit: Story = {
  name: 'Page Pay Deposit (English, signed in)',
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

/** The shop needs to check the account when cancelling: the dialog offers live chat; closed, the appointment still stands. */
export const PageLiveChatOnCancel: Story = {
  name: 'Page Live Chat On Cancel (English, signed in)',
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
