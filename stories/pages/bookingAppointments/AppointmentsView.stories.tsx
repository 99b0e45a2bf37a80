import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppointmentsView } from '../../../src/pages/bookingAppointments/Appointments/AppointmentsView';
import { allAppointments, cancelledAppointment, comingAppointment, longThaiAppointment, rescheduleSlots, underReviewAppointment, unpaidAppointment } from './appointmentStoryData';
import { storyText } from '../../support/storyText';

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
  title: 'Pages/BookingAppointments/AppointmentsView',
  component: AppointmentsView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', appointments: allAppointments, tab: 'upcoming' },
    onSelectTab: fn(),
    onAskCancel: fn(),
    onCloseCancel: fn(),
    onConfirmCancel: fn(),
    onRefund: fn(),
    onAskReschedule: fn(),
    onPayDeposit: fn(),
    onRescheduleDate: fn(),
    onRescheduleTime: fn(),
    onCloseReschedule: fn(),
    onConfirmReschedule: fn(),
    onBook: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof AppointmentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the appointments are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('bookingAppointments:title') })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

/** The appointments could not be loaded: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your appointments could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No appointment yet: the Upcoming tab offers to book a service. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', appointments: [], tab: 'upcoming' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No upcoming appointments' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book a service' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

/** Upcoming appointments in Thai, each with its voucher code as text and as a QR code. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4821 3709')).toBeVisible();
    await expect(canvas.getByRole('img', { name: text('bookingAppointments:card.voucherQr', { code: '4821 3709' }) })).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Hydrating facial' });
    await userEvent.click(within(card).getByRole('button', { name: text('bookingAppointments:actions.cancel') }));
    await expect(args.onAskCancel).toHaveBeenCalledWith('77006');
    await userEvent.click(within(card).getByRole('button', { name: text('bookingAppointments:actions.refund') }));
    await expect(args.onRefund).toHaveBeenCalledWith('77006');
    await userEvent.click(within(card).getByRole('button', { name: text('bookingAppointments:actions.reschedule') }));
    await expect(args.onAskReschedule).toHaveBeenCalledWith('77006');
    // A refund under review: no cancel button, a note, and the refund's details.
    const reviewed = canvas.getByRole('article', { name: 'Gel nails' });
    await expect(within(reviewed).queryByRole('button', { name: text('bookingAppointments:actions.cancel') })).toBeNull();
    await expect(within(reviewed).getByText(text('bookingAppointments:refundStatus.pending'))).toBeVisible();
    await expect(within(reviewed).getByRole('button', { name: text('bookingAppointments:actions.refundDetail') })).toBeVisible();
    canvas.getByRole('tab', { name: text('bookingAppointments:tabs.upcoming') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectTab).toHaveBeenCalledWith('done');
  },
};

/** The Refunds tab: appointments with a refund request, each leading to it. */
export const RefundsTab: Story = {
  name: 'Refunds Tab (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', appointments: allAppointments, tab: 'refunds' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Refunds' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const cancelled = canvas.getByRole('article', { name: 'Aroma massage' });
    await expect(within(cancelled).getByText('Refunded')).toBeVisible();
    await userEvent.click(within(cancelled).getByRole('button', { name: 'Refund details' }));
    await expect(args.onRefund).toHaveBeenCalledWith(cancelledAppointment.orderId);
  },
};

/** After Cancel appointment, in English: the shopper confirms, naming the service and time, or keeps it. */
export const ConfirmCancel: Story = {
  name: 'Confirm Cancel (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', appointments: allAppointments, tab: 'upcoming', confirmingCancel: comingAppointment } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toHaveTextContent('Hydrating facial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onCloseCancel).toHaveBeenCalled();
  },
};

/** The shop refused the cancellation: its message. */
export const CancelRefused: Story = {
  name: 'Cancel Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    state: {
      status: 'ready',
      appointments: [underReviewAppointment],
      tab: 'upcoming',
      failure: 'A refund request is under review; withdraw it before cancelling the reservation.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('withdraw it before cancelling');
  },
};

/** Long Thai names on the narrowest phone wrap, nothing cut off. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { state: { status: 'ready', appointments: [longThaiAppointment], tab: 'upcoming' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: longThaiAppointment.serviceName })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Appointments by status' })).toBeVisible();
    await expect(canvas.getAllByText('Voucher code')[0]).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of voucher 4821 3709' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的预约' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '取消预约' })[0]).toBeVisible();
    await expect(canvas.getByRole('img', { name: '券码 4821 3709 的二维码' })).toBeVisible();
  },
};

/** Inside the shop's iPhone app: the same page. */
export const InsideApp: Story = {
  name: 'Inside App (English, iOS app, signed in)',
  globals: { platform: 'ios', locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Change time, in English: the shopper picks a new day and time and confirms. */
export const Reschedule: Story = {
  name: 'Reschedule (English, signed in)',
  globals: { locale: 'en_US' },
  args: {
    state: {
      status: 'ready',
      appointments: allAppointments,
      tab: 'upcoming',
      reschedule: { appointment: comingAppointment, today: '2025-03-14', date: '2025-03-15', slots: { status: 'ready', slots: rescheduleSlots }, time: '15:00' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Change the time' });
    await expect(within(dialog).getByRole('radio', { name: /15:00/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /18:00/ }));
    await expect(args.onRescheduleTime).toHaveBeenCalledWith('18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change time' }));
    await expect(args.onConfirmReschedule).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the time' }));
    await expect(args.onCloseReschedule).toHaveBeenCalled();
  },
};

/** The new time was taken meanwhile: the shop's message in the form. */
export const RescheduleRefused: Story = {
  name: 'Reschedule Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    state: {
      status: 'ready',
      appointments: allAppointments,
      tab: 'upcoming',
      reschedule: {
        appointment: comingAppointment,
        today: '2025-03-14',
        date: '2025-03-15',
        slots: { status: 'ready', slots: rescheduleSlots },
        time: '15:00',
        error: 'The 15:00 slot on 2025-03-15 at Siam Square is full. Please pick another time.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Change the time' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('is full');
  },
};

/**
 * A booking waiting for its deposit, in English: no voucher yet; pay the deposit or cancel, and the
 * time cannot change before it is paid.
 */
export const UnpaidDeposit: Story = {
  name: 'Unpaid Deposit (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', appointments: [unpaidAppointment, comingAppointment], tab: 'upcoming' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Thai herbal glow facial' });
    await expect(within(card).getByText('Deposit to pay')).toBeVisible();
    await expect(within(card).queryByText(/Voucher/)).toBeNull();
    await expect(within(card).queryByRole('button', { name: /Change time/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Pay deposit' }));
    await expect(args.onPayDeposit).toHaveBeenCalledWith('77011');
  },
};
