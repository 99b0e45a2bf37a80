import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppointmentRefundView } from '../../../src/pages/bookingAppointments/AppointmentRefund/AppointmentRefundView';
import { BookingRefund } from '../../../src/pages/flows/bookingRefund';
import { storyText } from '../../support/storyText';

/**
 * **Appointment refund: where a shopper asks for their money back on an appointment, or follows
 * that request.**
 *
 * They come here from Request a refund or Refund details in their appointments. With no request
 * yet, they choose a reason and send it after confirming; while it is under review they see where
 * it stands and can withdraw or change it; a cancelled appointment shows its refund. A link that
 * does not name one of their appointments says so and leads back to the appointments. A shopper who
 * has not logged in never sees this page: they are asked to log in first and come back here after.
 * When the shop needs to check the shopper's account it says so in a dialog that offers live chat
 * or the account centre.
 *
 * They see the loading state, the error state with Try again when the refund could not be loaded
 * (no connection), and the page-not-found page for an appointment that no longer exists.
 */
const meta = {
  title: 'Pages/BookingAppointments/AppointmentRefundView',
  component: AppointmentRefundView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready' }, onAppointments: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof AppointmentRefundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the refund is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('bookingAppointments:refundPage.title') })).toBeVisible();
  },
};

/** The refund could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
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

/** A link that does not name one of the shopper's appointments: a clear message and the way back. */
export const InvalidOrder: Story = {
  name: 'Invalid Order (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This appointment could not be found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my appointments' }));
    await expect(args.onAppointments).toHaveBeenCalledTimes(1);
  },
};

/** In Thai, an upcoming appointment with no request yet: the reasons to choose from. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { refund: <BookingRefund orderId="77006" /> },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: text('refundFlows:bookingRefund.actions.apply') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('bookingAppointments:refundPage.back') })).toBeVisible();
  },
};

/** In English, a request under review: where it stands, withdraw and change. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { refund: <BookingRefund orderId="77001" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Under review', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
  },
};

/** In Simplified Chinese, the appointment could not be found. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '找不到此预约' })).toBeVisible();
  },
};

/** The long Thai message for an appointment that could not be found, on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ลิงก์ไม่มีข้อมูลนัดหมาย/)).toBeVisible();
  },
};
