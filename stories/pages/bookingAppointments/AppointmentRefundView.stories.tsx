import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppointmentRefundView } from '../../../src/pages/bookingAppointments/AppointmentRefund/AppointmentRefundView';
import { BookingRefund } from '../../../src/pages/flows/bookingRefund';

/**
 * An appointment's refund page, /m/booking_appointment_service/refund?order_id= (chosen address):
 * the page around the bookingRefund flow (its own states have their stories under Flows/BookingRefund).
 * Ready stories run the real flow on the mock backend's demo shopper.
 */
const meta = {
  title: 'Pages/BookingAppointments/AppointmentRefundView',
  component: AppointmentRefundView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready' }, onAppointments: fn(), onRetry: fn() },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof AppointmentRefundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'คืนเงินนัดหมาย' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This refund could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A missing, malformed or unknown order: a clear message and the way back. */
export const InvalidOrder: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This appointment could not be found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my appointments' }));
    await expect(args.onAppointments).toHaveBeenCalledTimes(1);
  },
};

/** Thai, a coming appointment with no request yet: the flow offers the reasons. */
export const Full: Story = {
  args: { refund: <BookingRefund orderId="77006" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'ขอคืนเงิน' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'กลับไปที่นัดหมายของฉัน' })).toBeVisible();
  },
};

/** English, a request under review: its status, withdraw and change. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { refund: <BookingRefund orderId="77001" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Under review', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '找不到此预约' })).toBeVisible();
  },
};

/** The long Thai invalid-order message on the narrowest phone. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ลิงก์ไม่มีข้อมูลนัดหมาย/)).toBeVisible();
  },
};
