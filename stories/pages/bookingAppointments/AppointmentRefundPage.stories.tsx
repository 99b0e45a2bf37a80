import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookingUserHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { sawToast } from '../../support/sawToast';
import { closeLiveChatDialog, findLiveChatDialog } from '../../support/liveChatDialog';
import { address, at, bookingRequestLog, playGuestSentToSignIn } from './bookingPageSupport';

const PATH = '/m/booking_appointment_service/refund';
const R = '/booking/f/wap/user_reservation/order_refund';

/**
 * An appointment's refund through the real route table on the stateful mock backend: apply
 * (confirmed, sent once), withdraw a request under review, a missing, hostile or unknown order,
 * no response at all, a guest sent to sign in.
 */
const meta = {
  title: 'Pages/BookingAppointments/AppointmentRefundPage',
  component: RouteTableHarness,
  args: { initialPath: `${PATH}?order_id=77006` },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** Apply, confirmed twice in a hurry: one request with the reason and the refundable amount; then under review. */
export const PageApply: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Booked the wrong time' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByLabelText(/Anything else the shop should know/), 'Moving house');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a refund' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Apply for a refund?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Under review', {}, { timeout: 5000 })).toBeVisible();
    const applied = payloadsTo(`${R}/apply`);
    await expect(applied).toHaveLength(1);
    await expect(applied[0]).toMatchObject({ order_id: '77006', reason_id: '2', remark: 'Moving house' });
    await expect(Number(applied[0]?.amount)).toBeGreaterThan(0);
  },
};

/** A request under review, withdrawn after the confirmation (Withdraw double-clicked): one cancel request; withdrawn. */
export const PageWithdraw: Story = {
  args: { initialPath: `${PATH}?order_id=77001` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw the request' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Withdraw the refund request?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByRole('heading', { name: 'Refund request withdrawn' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${R}/cancel`)).toEqual([{ order_id: '77001' }]);
  },
};

/**
 * The journey on the stateful backend: cancel an appointment, open its refund, see its status
 * (the shop refunds what was paid at once on a cancellation).
 */
export const JourneyCancelThenRefundStatus: Story = {
  args: { initialPath: '/m/booking_appointment_service' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nails = await canvas.findByRole('article', { name: 'Gel Nails with Floral Art' }, { timeout: 5000 });
    await userEvent.click(within(nails).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await sawToast(canvasElement.ownerDocument.body, 'Your appointment has been cancelled');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true'), { timeout: 5000 });
    const cancelled = await canvas.findByRole('article', { name: 'Gel Nails with Floral Art' }, { timeout: 5000 });
    await userEvent.click(await within(cancelled).findByRole('button', { name: 'Refund details' }, { timeout: 5000 }));
    await at(canvasElement, `${PATH}?order_id=77006`);
    const status = await canvas.findByRole('status', { name: /Your refund request/ }, { timeout: 5000 }).catch(() => canvas.getByText('Your refund request'));
    await expect(status).toBeVisible();
    await expect(await canvas.findByText('Refunded', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('This request has been decided and can no longer be changed.')).toBeVisible();
    await expect(payloadsTo('/booking/f/wap/user_reservation/order/cancel')).toEqual([{ order_id: '77006' }]);
  },
};

/** No order_id: a clear message, no refund call. */
export const PageMissingOrder: Story = {
  args: { initialPath: PATH },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This appointment could not be found' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${R}/detail`)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my appointments' }));
    await at(canvasElement, '/m/booking_appointment_service');
    // The appointments have loaded (the screenshot is of the settled page).
    await expect(await canvas.findByRole('button', { name: 'Cancel appointment' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A hostile order_id: the same message, nothing sent. */
export const PageHostileOrder: Story = {
  args: { initialPath: `${PATH}?order_id=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This appointment could not be found' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${R}/detail`)).toHaveLength(0);
  },
};

/** Another shopper's or an unknown order (the backend's 404): the unknown-order message. */
export const PageUnknownOrder: Story = {
  args: { initialPath: `${PATH}?order_id=99999` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This appointment could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** spec §8 303 on the detail: the not-found page. */
export const PageNotFound: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservationRefund: scenario.errcode(303) }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page could not be found', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The options call gets no response: spec §8 "Network Error" in the flow, with a retry. */
export const PageNetworkError: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservationRefundOption: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'We could not load your reservation refund' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** spec §8 302 on apply: sent home. */
export const PageHomeOnApply: Story = {
  // Ends on the home page, whose look its own stories hold (no screenshot here).
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, applyReservationRefund: scenario.errcode(302) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Something came up' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a refund' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Apply for a refund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address(canvasElement).textContent?.trim()).toBe('/m'), { timeout: 5000 });
  },
};

/**
 * The sign-in lapsed on the apply (spec §8 401): to sign in with this refund as the way back; the
 * mock shop still has the shopper signed in, so the login page sends them straight back here, where
 * the flow starts again (the radios unchecked; no request was made).
 */
export const PageLoginOnApply: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, applyReservationRefund: scenario.errcode(401) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Something came up' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a refund' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Apply for a refund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Something came up' })).not.toBeChecked(), { timeout: 5000 });
    await expect(address(canvasElement)).toHaveTextContent(`${PATH}?order_id=77006`);
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  args: { initialPath: `${PATH}?order_id=77006` },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(`${PATH}?order_id=77006`),
};

/**
 * spec §8 20001 on apply: the live-chat dialog with the backend's words (not a message in the
 * form); closed, the form is as the shopper left it and nothing was recorded.
 */
export const PageLiveChatOnApply: Story = {
  parameters: {
    msw: {
      handlers: {
        bookingUser: bookingUserHandlers({ default: scenario.ok, applyReservationRefund: scenario.errcode(20001, { toast_message: { text: 'Please talk to us about this account first.' } }) }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Booked the wrong time' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a refund' }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Apply for a refund?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));
    await findLiveChatDialog(canvasElement, 'Please talk to us about this account first.');
    // Only the dialog says it: no copy under the form.
    await expect(canvas.getAllByText('Please talk to us about this account first.')).toHaveLength(1);
    await closeLiveChatDialog(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Booked the wrong time' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Apply for a refund' })).toBeEnabled();
  },
};
