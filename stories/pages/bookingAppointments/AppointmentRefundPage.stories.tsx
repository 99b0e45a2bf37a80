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
  title: 'Pages/BookingAppointments/AppointmentRefundPage',
  component: RouteTableHarness,
  args: { initialPath: `${PATH}?order_id=77006` },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** A refund requested, confirmed twice in a hurry: sent once with the reason and the amount; then under review. */
export const PageApply: Story = {
  name: 'Page Apply (English, signed in)',
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

/** A request under review withdrawn after confirming (even with a double tap): withdrawn once. */
export const PageWithdraw: Story = {
  name: 'Page Withdraw (English, signed in)',
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

/** From the appointments: cancel one, open its refund and see it refunded (a cancellation refunds what was paid at once). */
export const JourneyCancelThenRefundStatus: Story = {
  name: 'Journey Cancel Then Refund Status (English, signed in)',
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

/** A link that names no appointment: a clear message. */
export const PageMissingOrder: Story = {
  name: 'Page Missing Order (English, signed in)',
  tags: ['error-state'],
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

/** A link with a broken appointment in it: the same message. */
export const PageHostileOrder: Story = {
  name: 'Page Hostile Order (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: `${PATH}?order_id=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This appointment could not be found' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${R}/detail`)).toHaveLength(0);
  },
};

/** Another shopper's or an unknown appointment: the message that it could not be found. */
export const PageUnknownOrder: Story = {
  name: 'Page Unknown Order (English, signed in)',
  args: { initialPath: `${PATH}?order_id=99999` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This appointment could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** An appointment the shop says is gone: the page-not-found page. */
export const PageNotFound: Story = {
  name: 'Page Not Found (English, signed in)',
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservationRefund: scenario.errcode(303) }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page could not be found', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** No connection for the refund's choices: the message with Try again. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservationRefundOption: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'We could not load your reservation refund' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The shop turns the request away: the shopper is taken to the home page. */
export const PageHomeOnApply: Story = {
  name: 'Page Home On Apply (English, signed in)',
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

/** The shopper's log-in ran out while sending: they log in and come back here, to start again. */
export const PageLoginOnApply: Story = {
  name: 'Page Login On Apply (English, signed in)',
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

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  args: { initialPath: `${PATH}?order_id=77006` },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(`${PATH}?order_id=77006`),
};

/** The shop needs to check the account when sending: the dialog offers live chat; closed, the form is as the shopper left it. */
export const PageLiveChatOnApply: Story = {
  name: 'Page Live Chat On Apply (English, signed in)',
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
