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
 * A store's settings through the real route table on the stateful mock backend: create a store
 * (sent once), edit one, the field checks, an unknown or hostile store id, a shopper's invitation,
 * a guest sent to sign in, a 20001 answer's live-chat dialog.
 */
const meta = {
  title: 'Pages/BookingMerchant/StoreConfigPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
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

/** A new store, saved with a double click: one request with every field; then the store's page. */
export const PageCreate: Story = {
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

/** A new store with its picture (the storage upload flow): the saved store carries the picture's address. */
export const PageCreateWithPicture: Story = {
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

/** Empty fields and a bad phone: messages beside the fields, nothing sent. */
export const PageFieldChecks: Story = {
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

/** An existing store: its values filled in; the change is sent with its id. */
export const PageEdit: Story = {
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
  args: { initialPath: `${PATH}?store_id=S-99` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a new store' }));
    await at(canvasElement, PATH);
    await expect(await canvas.findByRole('textbox', { name: /Store name/ }, { timeout: 5000 })).toHaveValue('');
  },
};

/** A hostile store id: the same message; no store list is asked for. */
export const PageHostileStore: Story = {
  args: { initialPath: `${PATH}?store_id=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This store could not be found' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/store/list`)).toHaveLength(0);
  },
};

/** The save answered 20001: the live-chat dialog, the form kept. */
export const PageLiveChatOnSave: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, saveStore: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    await fillNewStore(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save store' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /Store name/ })).toHaveValue('Glow Studio Thonglor');
  },
};

/** A signed-in shopper: the invitation, no merchant data. */
export const PageShopper: Story = {
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => expectInvitation(canvasElement),
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(PATH),
};
