import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/store/detail';

/**
 * **Your stores: a merchant's stores, and each one with its services and staff.**
 *
 * The list of stores, or one store with its address, phone, opening hours, its services and its
 * staff; from there the merchant edits the store, adds a service here or adds staff. Only a
 * merchant (a store that takes bookings through the shop) sees it: a signed-in shopper who is not
 * one sees an invitation to become a merchant instead, and someone who has not logged in is asked
 * to log in first and comes back here after. When the shop needs to check the merchant's account it
 * says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), an empty list that invites them to add their
 * first store, a store with no service or staff yet, and a message with the way back to the list
 * when a store cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/StoreDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: a store opens with its services and staff; Edit leads to its settings. */
export const PageList: Story = {
  name: 'Page List (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stores = await canvas.findByRole('list', { name: 'Your stores' }, { timeout: 5000 });
    await userEvent.click(within(stores).getByRole('link', { name: /Glow Studio สยามสแควร์/ }));
    await at(canvasElement, `${PATH}?store_id=S-1`);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio สยามสแควร์' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: /Services/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /คุณน้ำฝน/ })).toHaveAttribute('href', '/m/booking/staff/config?employee_id=E-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit store' }));
    await at(canvasElement, '/m/booking/store/config?store_id=S-1');
    await expect(await canvas.findByRole('textbox', { name: /Store name/ }, { timeout: 5000 })).toHaveValue('Glow Studio สยามสแควร์');
  },
};

/** A store that is not the merchant's: a clear message and the way back to the list. */
export const PageUnknownStore: Story = {
  name: 'Page Unknown Store (English, signed in)',
  args: { initialPath: `${PATH}?store_id=S-404` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All stores' }));
    await expect(await canvas.findByRole('list', { name: 'Your stores' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A broken store link: the same message. */
export const PageHostileStore: Story = {
  name: 'Page Hostile Store (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: `${PATH}?store_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The shop needs to check the account as the stores load: the dialog over the failed page with Try again. */
export const PageLiveChatOnLoad: Story = {
  name: 'Page Live Chat On Load (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, getStoreList: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopper: Story = {
  name: 'Page Shopper (English, signed in)',
  args: { initialPath: `${PATH}?store_id=S-1` },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    await expectInvitation(canvasElement);
    await expect(within(canvasElement).queryByText('Glow Studio สยามสแควร์')).toBeNull();
  },
};

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (Thai)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(PATH),
};
