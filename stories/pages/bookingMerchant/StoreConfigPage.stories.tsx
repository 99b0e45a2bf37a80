import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { sawToast } from '../../support/sawToast';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { photoFile } from '../../flows/upload/PhotoUploaderHarness';
import { BUCKET, P, at, bookingRequestLog, bucketAccepts, expectInvitation, fileInput, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/store/config';

/**
 * **Add or edit a store: where a merchant's customers come for their appointments.**
 *
 * Its name, address, province and district, phone number, opening and closing times and a picture
 * shoppers see when they choose a store; Save store saves it and opens the store's page. Only a
 * merchant (a store that takes bookings through the shop) sees it: a signed-in shopper who is not
 * one sees an invitation to become a merchant instead, and someone who has not logged in is asked
 * to log in first and comes back here after. When the shop needs to check the merchant's account it
 * says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), a message beside each field filled in
 * wrongly, the shop's message when it refuses the store, and a message with a way to add a new one
 * when the store cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/StoreConfigPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

async function fillNewStore(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Store name/ }, { timeout: 5000 }), 'Glow Studio Thonglor');
  await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), '88 Sukhumvit 55');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Province/ }), 'กรุงเทพมหานคร');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /District/ }), 'วัฒนา');
  await userEvent.type(canvas.getByRole('textbox', { name: /Store phone number/ }), '021112222');
}

/** A new store saved with a double tap: saved once; then the store's page. */
export const PageCreate: Story = {
  name: 'Page Create (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await fillNewStore(canvasElement);
    await userEvent.dblClick(within(canvasElement).getByRole('button', { name: 'Save store' }));
    await sawToast(canvasElement.ownerDocument.body, 'Store saved');
    await at(canvasElement, '/m/booking/store/detail?store_id=S-3');
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Glow Studio Thonglor' }, { timeout: 5000 })).toBeVisible();
    await expect(within(canvasElement).getByText('No staff at this store yet')).toBeVisible();
    await expect(payloadsTo(`${P}/store`)).toEqual([
      { name: 'Glow Studio Thonglor', address: '88 Sukhumvit 55', province: 'กรุงเทพมหานคร', city: 'วัฒนา', phone: '021112222', open_time: '10:00', close_time: '21:00' },
    ]);
  },
};

/** A new store with its picture: the saved store shows it. */
export const PageCreateWithPicture: Story = {
  name: 'Page Create With Picture (English, signed in)',
  parameters: { msw: { handlers: { bucket: bucketAccepts } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewStore(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photoFile('front.svg'));
    await expect(await canvas.findByText('Photo 1: uploaded', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save store' }));
    await sawToast(canvasElement.ownerDocument.body, 'Store saved');
    await at(canvasElement, '/m/booking/store/detail?store_id=S-3');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio Thonglor' }, { timeout: 5000 })).toBeVisible();
    const [saved] = payloadsTo(`${P}/store`);
    await expect(String(saved?.cover)).toMatch(BUCKET);
  },
};

/** Empty fields and a bad phone: messages beside the fields, nothing saved. */
export const PageFieldChecks: Story = {
  name: 'Page Field Checks (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Store phone number/ }, { timeout: 5000 }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save store' }));
    await expect(await canvas.findAllByText('Please fill this in.')).toHaveLength(4);
    await expect(canvas.getByText('This phone number is not valid.')).toBeVisible();
    await expect(payloadsTo(`${P}/store`)).toHaveLength(0);
  },
};

/** An existing store, filled in: the change is saved. */
export const PageEdit: Story = {
  name: 'Page Edit (English, signed in)',
  args: { initialPath: `${PATH}?store_id=S-1` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit store' }, { timeout: 5000 })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: /Store name/ });
    await expect(name).toHaveValue('Glow Studio สยามสแควร์');
    await userEvent.clear(name);
    await userEvent.type(name, 'Glow Studio Siam');
    await userEvent.click(canvas.getByRole('button', { name: 'Save store' }));
    await sawToast(canvasElement.ownerDocument.body, 'Store saved');
    await at(canvasElement, '/m/booking/store/detail?store_id=S-1');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio Siam' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/store`)).toMatchObject([{ store_id: 'S-1', name: 'Glow Studio Siam', province: 'กรุงเทพมหานคร', city: 'ปทุมวัน' }]);
  },
};

/** A store that is not the merchant's: a clear message and a way to add one. */
export const PageUnknownStore: Story = {
  name: 'Page Unknown Store (English, signed in)',
  args: { initialPath: `${PATH}?store_id=S-99` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a new store' }));
    await at(canvasElement, PATH);
    await expect(await canvas.findByRole('textbox', { name: /Store name/ }, { timeout: 5000 })).toHaveValue('');
  },
};

/** A broken store link: the same message. */
export const PageHostileStore: Story = {
  name: 'Page Hostile Store (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: `${PATH}?store_id=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/store/list`)).toHaveLength(0);
  },
};

/** The shop needs to check the account when saving: the dialog, the form kept. */
export const PageLiveChatOnSave: Story = {
  name: 'Page Live Chat On Save (English, signed in)',
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, saveStore: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    await fillNewStore(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save store' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /Store name/ })).toHaveValue('Glow Studio Thonglor');
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
  play: playGuestSentToSignIn(PATH),
};
