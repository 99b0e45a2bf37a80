import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sawToast } from '../../support/sawToast';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { P, at, bookingRequestLog, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const CREATE = '/m/booking/staff/create';
const CONFIG = '/m/booking/staff/config';

/**
 * **Add or edit a staff member: who works at a merchant's store, and when.**
 *
 * Their name, mobile number, the store they work at, the services they give, their working days and
 * a photo shoppers see when they choose staff; Save staff member saves them and goes back to the
 * store. Only a merchant (a store that takes bookings through the shop) sees it: a signed-in
 * shopper who is not one sees an invitation to become a merchant instead, and someone who has not
 * logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), a message under each field filled in wrongly,
 * and a message with a way to add a new one when the staff member cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/StaffFormPage',
  component: RouteTableHarness,
  args: { initialPath: `${CREATE}?store_id=S-1` },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/**
 * A new staff member at the store it was started from, giving one of its services; saved with a
 * double tap: once; then the store.
 */
export const PageCreate: Story = {
  name: 'Page Create (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }, { timeout: 5000 }), 'คุณมะลิ');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '0812345678');
    await expect(canvas.getByRole('combobox', { name: /Works at/ })).toHaveValue('S-1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gel Nails with Floral Art' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Monday' }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save staff member' }));
    await sawToast(canvasElement.ownerDocument.body, 'Staff member saved');
    await at(canvasElement, '/m/booking/store/detail?store_id=S-1');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio สยามสแควร์' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/employee`)).toEqual([{ name: 'คุณมะลิ', phone: '0812345678', store_id: 'S-1', service_ids: ['11002'], work_days: [2, 3, 4, 5, 6] }]);
  },
};

/** Nothing typed: messages, nothing saved. */
export const PageFieldChecks: Story = {
  name: 'Page Field Checks (English, signed in)',
  args: { initialPath: CREATE },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) await userEvent.click(await canvas.findByRole('checkbox', { name: day }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save staff member' }));
    await expect(await canvas.findByText('This mobile number is not valid.')).toBeVisible();
    await expect(canvas.getByText('Choose at least one day.')).toBeVisible();
    await expect(canvas.getAllByText('Please fill this in.')).toHaveLength(2);
    await expect(payloadsTo(`${P}/employee`)).toHaveLength(0);
  },
};

/** An existing staff member, filled in: the change is saved. */
export const PageEdit: Story = {
  name: 'Page Edit (English, signed in)',
  args: { initialPath: `${CONFIG}?employee_id=E-2` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Name/ }, { timeout: 5000 });
    await expect(name).toHaveValue('คุณแพรวา');
    await userEvent.clear(name);
    await userEvent.type(name, 'คุณแพรวา ใจดี');
    await userEvent.click(canvas.getByRole('button', { name: 'Save staff member' }));
    await sawToast(canvasElement.ownerDocument.body, 'Staff member saved');
    await at(canvasElement, '/m/booking/store/detail?store_id=S-1');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio สยามสแควร์' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/employee`)).toMatchObject([{ employee_id: 'E-2', name: 'คุณแพรวา ใจดี', store_id: 'S-1' }]);
  },
};

/** Someone who is not on the merchant's staff: a clear message. */
export const PageUnknownMember: Story = {
  name: 'Page Unknown Member (English, signed in)',
  args: { initialPath: `${CONFIG}?employee_id=E-404` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This staff member could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopper: Story = {
  name: 'Page Shopper (English, signed in)',
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => expectInvitation(canvasElement),
};

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(`${CREATE}?store_id=S-1`),
};
