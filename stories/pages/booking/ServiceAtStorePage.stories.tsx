import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookingUserHandlers } from '../../../mocks/handlers';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { scenario, type Scenario } from '../../../mocks/scenarios';
import { voucherVerificationLink } from '../../../src/pages/shared/voucherLinks';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { closeLiveChatDialog, findLiveChatDialog } from '../../support/liveChatDialog';
import { address, at, bookingAnswerWhen, bookingRequestLog, playGuestSentToSignIn, qrDrawingOf } from './bookingBrowseSupport';

const PATH = '/m/booking/11001/S-2';
const BOOK_PATH = '/booking/f/wap/user_reservation/order/create';
const SLOTS_PATH = '/booking/f/wap/user_reservation/service_slots';
/** The origin of the requests the harness's memory router gives its loaders. */
const MEMORY_ROUTER_ORIGIN = 'http://localhost';

/**
 * **Book at a store: where a shopper picks the day, the time and the staff member for a service.**
 *
 * The store's address, phone and opening hours, the service's length and price, a calendar of the
 * days (in the Buddhist calendar in Thai), the times of the chosen day with the spots left, and a
 * staff member (or anyone available). Book and pay deposit leads to paying the deposit, after which
 * the appointment is booked and its voucher waits in the shopper's appointments. A shopper who has
 * not logged in is asked to log in first and comes back here after. When the shop needs to check
 * the shopper's account it says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state, the error state with Try again when the store could not be loaded, a
 * message when no time is left on a day, Try again on the times alone when they could not be
 * loaded, the shop's message when the chosen time filled up meanwhile, and the page-not-found page
 * for a store the shop does not have.
 */
const meta = {
  title: 'Pages/Booking/ServiceAtStorePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo, requestsTo } = bookingRequestLog();

/**
 * In English, from the booking home to the appointment: the facial, a store, Saturday 11:00, Book,
 * the deposit paid (each sent once, even with double taps), then the voucher (code and QR picture)
 * in the appointments.
 */
export const JourneyBookToAppointment: Story = {
  name: 'Journey Book To Appointment (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/booking' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Thai Herbal Glow Facial/ }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('link', { name: /Glow Studio นิมมาน/ }, { timeout: 5000 }));
    await at(canvasElement, PATH);
    const calendar = await canvas.findByRole('grid', {}, { timeout: 5000 });
    await userEvent.click(within(calendar).getByRole('button', { name: /Saturday.*15/ }));
    await waitFor(() => expect(payloadsTo(SLOTS_PATH).at(-1)).toMatchObject({ date: '2025-03-15' }), { timeout: 5000 });
    await userEvent.click(await canvas.findByRole('radio', { name: /^11:00/ }, { timeout: 5000 }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Book and pay deposit' }));
    // The time is held (booked once however often Book was pressed) and the deposit is paid through checkout.
    await at(canvasElement, '/m/orderconfirm?booking_id=77007');
    await expect(payloadsTo(BOOK_PATH)).toHaveLength(1);
    await expect(payloadsTo(BOOK_PATH)[0]).toMatchObject({ service_id: '11001', store_id: 'S-2', date: '2025-03-15', time: '11:00' });
    const booking = await canvas.findByRole('region', { name: 'Your booking' }, { timeout: 5000 });
    await expect(within(booking).getByText(/^Thai Herbal Glow Facial/)).toBeVisible();
    await expect(within(booking).getAllByText('฿298')[0]).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1228');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pay now' }));
    await at(canvasElement, '/m/payment_result?order_id=BK77007');
    await expect(await canvas.findByRole('heading', { name: 'Your appointment is booked' }, { timeout: 5000 })).toBeVisible();
    await expect(requestsTo('/m_api/order/pay.php')).toHaveLength(1);
    // The appointments page (src/pages/bookingAppointments) shows the appointment with its voucher.
    await userEvent.click(canvas.getByRole('button', { name: 'See my appointment' }));
    await at(canvasElement, '/m/booking_appointment_service');
    const code = await canvas.findByText(/^5007\s?7007$/, {}, { timeout: 5000 });
    await expect(code).toBeVisible();
    // Beside the code, its QR picture: it holds the link to the counter verification of this voucher
    // (on the page's origin: the harness's memory router asks its loaders on http://localhost).
    const appointment = code.closest('article');
    if (!(appointment instanceof HTMLElement)) throw new Error('the voucher code is not inside an appointment');
    const qr = within(appointment).getByRole('img', { name: 'QR code of voucher 5007 7007' });
    await expect(qr).toBeVisible();
    const holdsTheLink = qr.querySelector('path')?.getAttribute('d') === qrDrawingOf(voucherVerificationLink(MEMORY_ROUTER_ORIGIN, '50077007'));
    await expect(holdsTheLink, 'the QR picture holds the verification link of voucher 5007 7007').toBe(true);
  },
};

/** The time fills up while the shopper decides: it shows as fully booked and the day stays chosen. */
export const PageSlotFillsUp: Story = {
  name: 'Page Slot Fills Up (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^11:00/ }, { timeout: 5000 }));
    // Someone else takes the store's only place at 11:00 today.
    sharedShop.state.booking.reservations.push({
      order_id: '79999',
      order_sn: 'BK-OTHER',
      user_id: 999,
      customer_name: 'Khun Fah',
      service_id: '11001',
      store_id: 'S-2',
      employee_id: null,
      appointment_at: '2025-03-14 11:00:00',
      price: 1490,
      duration_minutes: 60,
      paid: 298,
      final_payment: 1192,
      status: 'booked',
      remark: null,
      created_at: '2025-03-14 10:31:00',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Book and pay deposit' }));
    await expect(await canvas.findByText(/The 11:00 slot on 2025-03-14 at Glow Studio นิมมาน is full/, {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^11:00/ })).toBeDisabled(), { timeout: 5000 });
    await expect(within(canvas.getByRole('grid')).getByRole('gridcell', { selected: true })).toHaveTextContent('14');
    await expect(payloadsTo(BOOK_PATH)).toHaveLength(1);
    await expect(payloadsTo(SLOTS_PATH).at(-1)).toMatchObject({ date: '2025-03-14' });
  },
};

/** A link with a nonsense date: the store's today is shown. */
export const PageHostileDate: Story = {
  name: 'Page Hostile Date (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?date=%3Cscript%3E2099-99-99` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Opening hours' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(SLOTS_PATH)[0]).toMatchObject({ date: '2025-03-14' });
    await expect(within(canvas.getByRole('grid')).getByRole('gridcell', { selected: true })).toHaveTextContent('14');
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: playGuestSentToSignIn(PATH),
};

/** A store the shop does not have: the page-not-found page. */
export const PageUnknownStore: Story = {
  name: 'Page Unknown Store (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  args: { initialPath: '/m/booking/11001/S-99' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }, { timeout: 5000 })).toBeVisible();
  },
};

/** No connection: the page says so, with Try again. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getBookingStoreDetail: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
  },
};

/** The shop needs to check the account: the dialog offers live chat (which opens the help chat) or the account centre. */
export const PageLiveChatOn20001: Story = {
  name: 'Page Live Chat On 20001 (English, signed in)',
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getBookingStoreDetail: scenario.errcode(20001, { toast_message: { text: 'This store asks you to contact us first.' } }) }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await findLiveChatDialog(canvasElement, 'This store asks you to contact us first.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Live chat' }));
    await at(canvasElement, '/m/account/help.php');
    await expect(await canvas.findByRole('heading', { level: 1, name: /help/i }, { timeout: 5000 })).toBeVisible();
  },
};

/** The slots of Saturday 15 March (a day the shopper moves to) answer `chosen`; the loader's day (today) answers as the shop does. */
const saturdaySlots = (chosen: Scenario) => bookingAnswerWhen('getServiceSlots', (query) => query.get('date') === '2025-03-15', chosen);

async function moveToSaturday(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // Today's slots have come (the loader's day) before the shopper moves on.
  await canvas.findByRole('radio', { name: /^11:00/ }, { timeout: 5000 });
  await userEvent.click(within(canvas.getByRole('grid')).getByRole('button', { name: /Saturday.*15/ }));
}

/**
 * The shop needs to check the account when another day is chosen: the dialog; closed, the day stays
 * chosen and its times offer Try again.
 */
export const PageLiveChatOnDaySlots: Story = {
  name: 'Page Live Chat On Day Slots (English, signed in)',
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { bookingUser: [saturdaySlots(scenario.errcode(20001, { toast_message: { text: 'Please talk to us before booking.' } })), ...bookingUserHandlers()] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveToSaturday(canvasElement);
    await findLiveChatDialog(canvasElement, 'Please talk to us before booking.');
    await closeLiveChatDialog(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The times could not be loaded' })).toBeVisible();
    // The dialog said it: no second copy under the calendar.
    await expect(canvas.queryByText('Please talk to us before booking.')).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('grid')).getByRole('gridcell', { selected: true })).toHaveTextContent('15');
  },
};

/** The shop needs to check the account as the page opens: the dialog over the page, Try again on the times behind it. */
export const PageLiveChatOnLoadedSlots: Story = {
  name: 'Page Live Chat On Loaded Slots (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getServiceSlots: scenario.errcode(20001, { toast_message: { text: 'Please talk to us before booking.' } }) }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLiveChatDialog(canvasElement, 'Please talk to us before booking.');
    await expect(canvas.getByRole('heading', { name: 'The times could not be loaded' })).toBeInTheDocument();
  },
};

/** The shop turns the times of another day away: the shopper is taken to the home page. */
export const PageHomeOnDaySlots: Story = {
  name: 'Page Home On Day Slots (English, signed in)',
  // Ends on the home page, whose look its own stories hold (no screenshot here).
  tags: ['no-screenshot'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: [saturdaySlots(scenario.errcode(302)), ...bookingUserHandlers()] } } },
  play: async ({ canvasElement }) => {
    await moveToSaturday(canvasElement);
    await waitFor(() => expect(address(canvasElement).textContent?.trim()).toBe('/m'), { timeout: 5000 });
  },
};

/** No connection for the times of another day: the message with Try again, which then works. */
export const PageNetworkErrorOnDaySlots: Story = {
  name: 'Page Network Error On Day Slots (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: [saturdaySlots(scenario.offline), ...bookingUserHandlers()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await moveToSaturday(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The times could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
  },
};
