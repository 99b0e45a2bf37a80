import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/detail';

/**
 * **Orders: the bookings customers made with the merchant, and each one in detail.**
 *
 * The list shows each booking with the customer, when and where it stands (booked, voucher used and
 * balance due, finished and paid, cancelled, refunded). One order shows the service, customer,
 * store, appointment, price, what was paid in advance and what is due at the store: a booked order
 * leads to verifying its voucher; once the voucher is used, the merchant confirms the final payment
 * (asked to confirm first; it cannot be undone). A broken order link shows all the orders with a
 * note. Only a merchant (a store that takes bookings through the shop) sees it: a signed-in shopper
 * who is not one sees an invitation to become a merchant instead, and someone who has not logged in
 * is asked to log in first and comes back here after. When the shop needs to check the merchant's
 * account it says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), an empty list (no orders yet), and the shop's message when
 * it refuses the payment.
 */
const meta = {
  title: 'Pages/BookingCounter/OrderDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** In Thai: the six orders; one opens on its own. */
export const PageMerchant: Story = {
  name: 'Page Merchant (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'คำสั่งจอง' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(list).getAllByRole('link')[3] as HTMLElement);
    await at(canvasElement, `${PATH}?order_id=77004`);
    await expect(await canvas.findByText('ใช้บัตรกำนัลแล้ว รอชำระส่วนที่เหลือ', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** In English: the final payment of a used voucher's order, confirmed twice in a hurry: recorded once; the order is finished. */
export const PageFinalPayment: Story = {
  name: 'Page Final Payment (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=77004` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm final payment of ฿/ }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Confirm the final payment?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await expect(await canvas.findByText('Finished and paid', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/final_payment/confirm`)).toHaveLength(1);
    await expect(payloadsTo(`${PROVIDER}/final_payment/confirm`)[0]).toMatchObject({ order_id: '77004' });
    await expect(canvas.queryByRole('button', { name: /Confirm final payment/ })).toBeNull();
  },
};

/** A booked order: on to verifying its voucher. */
export const PageToVerification: Story = {
  name: 'Page To Verification (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=77006` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify the voucher' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/verification');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify a voucher' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A broken order link: all the orders, with a note. */
export const PageHostileOrderId: Story = {
  name: 'Page Hostile Order Id (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('That order link is not valid, so here are all your orders.', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/order/detail`)).toEqual([]);
  },
};

/** An order the shop does not know: its message, with Try again. */
export const PageUnknownOrder: Story = {
  name: 'Page Unknown Order (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  args: { initialPath: `${PATH}?order_id=99999` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('ไม่พบการจองนี้')).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopperInvited: Story = shopperStory(/BK25/);

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = guestStory(PATH);

/** No connection: the page says so, with Try again. */
export const PageNetworkError: Story = { name: 'Page Network Error (signed in)', ...failedLoadStory('getProviderOrderList', scenario.offline), tags: ['error-state'] };

/** Test only: an unreadable answer shows the failed page with Try again. */
export const PageMalformed: Story = { name: 'Page Malformed (signed in)', ...failedLoadStory('getProviderOrderList', scenario.malformed), tags: ['test-only', 'error-state'] };

/** The shop needs to check the account at the final payment: the dialog offers live chat or the account centre. */
export const PageLiveChat: Story = {
  name: 'Page Live Chat (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=77004` },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, confirmFinalPayment: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm final payment of ฿/ }, { timeout: 5000 }));
    await userEvent.click(within(await body.findByRole('alertdialog', { name: 'Confirm the final payment?' })).getByRole('button', { name: 'Confirm payment' }));
    const chat = await body.findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(chat).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(within(chat).getByRole('button', { name: 'Account centre' })).toBeVisible();
  },
};
