import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppointmentsView } from '../../../src/pages/bookingAppointments/Appointments/AppointmentsView';
import { allAppointments, cancelledAppointment, comingAppointment, longThaiAppointment, rescheduleSlots, underReviewAppointment, unpaidAppointment } from './appointmentStoryData';

/**
 * The shopper's appointments, /m/booking_appointment_service (spec §2): tabs by status; each
 * appointment with its voucher code, its cancellation (confirmed first) and its refund. Guests never
 * see it: the loader sends them to sign in.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof AppointmentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'นัดหมายของฉัน' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
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
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', appointments: [], tab: 'upcoming' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No upcoming appointments' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book a service' }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

/** Upcoming, in Thai: the voucher code as text and as a QR code; cancel and refund call back with the order; the tabs move by keyboard. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4821 3709')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'คิวอาร์โค้ดของรหัสบัตรกำนัล 4821 3709' })).toBeVisible();
    const card = canvas.getByRole('article', { name: 'Hydrating facial' });
    await userEvent.click(within(card).getByRole('button', { name: 'ยกเลิกนัดหมาย' }));
    await expect(args.onAskCancel).toHaveBeenCalledWith('77006');
    await userEvent.click(within(card).getByRole('button', { name: 'ขอคืนเงิน' }));
    await expect(args.onRefund).toHaveBeenCalledWith('77006');
    await userEvent.click(within(card).getByRole('button', { name: 'เปลี่ยนเวลา' }));
    await expect(args.onAskReschedule).toHaveBeenCalledWith('77006');
    // A refund under review: no cancel button, a note, and the refund's details.
    const reviewed = canvas.getByRole('article', { name: 'Gel nails' });
    await expect(within(reviewed).queryByRole('button', { name: 'ยกเลิกนัดหมาย' })).toBeNull();
    await expect(within(reviewed).getByText('กำลังตรวจสอบ')).toBeVisible();
    await expect(within(reviewed).getByRole('button', { name: 'รายละเอียดการคืนเงิน' })).toBeVisible();
    canvas.getByRole('tab', { name: 'ที่จะถึง' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectTab).toHaveBeenCalledWith('done');
  },
};

/** The Refunds tab: appointments with a refund, each linking to it. */
export const RefundsTab: Story = {
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

/** The cancel confirmation, in English: names the service and time; confirm and keep call back. */
export const ConfirmCancel: Story = {
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

/** The backend refused the cancellation: its message. */
export const CancelRefused: Story = {
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

/** Long Thai names on the narrowest phone: they wrap, nothing is clipped. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { state: { status: 'ready', appointments: [longThaiAppointment], tab: 'upcoming' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: longThaiAppointment.serviceName })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Appointments by status' })).toBeVisible();
    await expect(canvas.getAllByText('Voucher code')[0]).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of voucher 4821 3709' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的预约' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '取消预约' })[0]).toBeVisible();
    await expect(canvas.getByRole('img', { name: '券码 4821 3709 的二维码' })).toBeVisible();
  },
};

/** Inside the iOS app: the same page (the app's own back and deep links come from the layout). */
export const InsideApp: Story = {
  globals: { platform: 'ios', locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The reschedule form, in English: the day's times; choosing a time and confirming call back. */
export const Reschedule: Story = {
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

/** The chosen time was taken meanwhile: the backend's message in the form. */
export const RescheduleRefused: Story = {
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

/** Waiting for its deposit (English): no voucher yet; pay the deposit or cancel; it cannot move before it is paid. */
export const UnpaidDeposit: Story = {
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
