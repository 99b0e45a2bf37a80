import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { P, at, bookingRequestLog, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/service/detail';

/**
 * **Your services: the beauty services a merchant offers, and each one with its page for
 * shoppers.**
 *
 * The list of services (each opening on its own), or one service with its status (published,
 * unpublished or draft): the merchant publishes it so shoppers can book it, unpublishes it, edits
 * it or sees it as shoppers do. Only a merchant (a store that takes bookings through the shop) sees
 * it: a signed-in shopper who is not one sees an invitation to become a merchant instead, and
 * someone who has not logged in is asked to log in first and comes back here after. When the shop
 * needs to check the merchant's account it says so in a dialog that offers live chat or the account
 * centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), an empty list that invites them to add a
 * service, and a message with a way to add one when a service cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/ServiceDetailPage',
  component: RouteTableHarness,
  args: { initialPath: `${PATH}?service_id=11001` },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** The list opens a service. */
export const PageList: Story = {
  name: 'Page List (English, signed in)',
  args: { initialPath: PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your services' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('link', { name: /Gel Nails with Floral Art/ }));
    await at(canvasElement, `${PATH}?service_id=11002`);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gel Nails with Floral Art' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Unpublish (even with a double tap, once), then publish again. */
export const PageUnpublishThenPublish: Story = {
  name: 'Page Unpublish Then Publish (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Unpublish' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('button', { name: 'Publish' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Unpublished')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('button', { name: 'Unpublish' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/service/status`)).toEqual([
      { service_id: '11001', status: 'offline' },
      { service_id: '11001', status: 'online' },
    ]);
  },
};

/** The shop needs to check the account when unpublishing: the dialog offers live chat or the account centre. */
export const PageLiveChat: Story = {
  name: 'Page Live Chat (English, signed in)',
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, setServiceStatus: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Unpublish' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Account centre' })).toBeVisible();
  },
};

/** The shop's answer cannot be read: a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, getServiceDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your shop’s details could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
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
  play: playGuestSentToSignIn(`${PATH}?service_id=11001`),
};
