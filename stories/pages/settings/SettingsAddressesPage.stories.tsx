import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { saveAddress } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, at } from '../../support/routeSteps';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { sawToast } from '../../support/sawToast';

const PATH = '/m/account/setting.php#addresses';
const SAVE_PATH = '/wap/api/user_center/address/save';
const DELETE_PATH = '/wap/api/user_center/address/delete';
const DEFAULT_PATH = '/wap/api/user_center/address/set_default';
const CHECKOUT = '/m/orderconfirm?team_id=50001&quantity=1';

/**
 * The settings page's delivery addresses through the real route table on the stateful mock
 * backend: add (sent once), edit, set as default, delete after a confirmation, a refused save
 * showing the backend's message with nothing typed lost, and the round trip from checkout (Add
 * address → settings → save → Back to checkout, which now shows the address).
 */
const meta = {
  title: 'Pages/Settings/SettingsAddressesPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const bodiesTo = (path: string) => sent.filter((request) => request.url.pathname === path).map((request) => new URLSearchParams(request.body));
const section = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Delivery addresses' }, { timeout: 5000 }));

/** Fills the open sheet (English labels). */
async function fillSheet(canvasElement: HTMLElement, values: { name: string; phone: string; address: string; province: string; postcode: string }) {
  const sheet = within(await within(canvasElement).findByRole('dialog', { name: /New address|Edit address/ }));
  for (const [label, value] of [
    [/^Recipient’s name/, values.name],
    [/^Phone number/, values.phone],
    [/^Address\*?$/, values.address],
    [/^Province/, values.province],
    [/^Postcode/, values.postcode],
  ] as const) {
    const field = sheet.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  return sheet;
}

const CHIANG_MAI = { name: 'Kanthida Jaidee', phone: '0861234567', address: '1 Nimmanhaemin Road, Suthep', province: 'Chiang Mai', postcode: '50200' };

/** A new shopper adds an address: Save double-clicked sends once; the address is the default. */
export const PageAddAddress: Story = {
  name: 'Page Add Address (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const addresses = await section(canvasElement);
    await expect(addresses.getByRole('heading', { name: 'No address yet' })).toBeVisible();
    await userEvent.click(addresses.getByRole('button', { name: 'Add address' }));
    const sheet = await fillSheet(canvasElement, CHIANG_MAI);
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Save address' }));
    await expect(await within(canvasElement).findByText('Address saved', {}, { timeout: 5000 })).toBeVisible();
    await expect(bodiesTo(SAVE_PATH)).toHaveLength(1);
    const body = bodiesTo(SAVE_PATH)[0];
    await expect(Object.fromEntries(body?.entries() ?? [])).toEqual(expect.objectContaining({ ...CHIANG_MAI }));
    await expect(body?.has('id')).toBe(false);
    await expect(addresses.getByText('Kanthida Jaidee')).toBeVisible();
    await expect(addresses.getByText('Default')).toBeVisible();
    await expect(addresses.getByText('Chiang Mai 50200')).toBeVisible();
  },
};

/** The form checks spec §5 before anything is sent. */
export const PageAddChecksFields: Story = {
  name: 'Page Add Checks Fields (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const addresses = await section(canvasElement);
    await userEvent.click(addresses.getByRole('button', { name: 'Add address' }));
    const sheet = await fillSheet(canvasElement, { ...CHIANG_MAI, phone: '812345678', postcode: '502' });
    await userEvent.click(sheet.getByRole('button', { name: 'Save address' }));
    await expect(sheet.getByLabelText(/^Postcode/)).toHaveAccessibleDescription('The postcode must be 5 digits');
    await expect(sheet.getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(bodiesTo(SAVE_PATH)).toHaveLength(0);
  },
};

/** Edit the demo shopper's address: the payload names it; the card shows the change. */
export const PageEditAddress: Story = {
  name: 'Page Edit Address (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const addresses = await section(canvasElement);
    await userEvent.click(addresses.getByRole('button', { name: 'Edit' }));
    const sheet = within(await within(canvasElement).findByRole('dialog', { name: 'Edit address' }));
    await expect(sheet.getByLabelText(/^Postcode/)).toHaveValue('10110');
    await userEvent.clear(sheet.getByLabelText(/^Postcode/));
    await userEvent.type(sheet.getByLabelText(/^Postcode/), '10330');
    await userEvent.click(sheet.getByRole('button', { name: 'Save address' }));
    await expect(await addresses.findByText('กรุงเทพมหานคร 10330', {}, { timeout: 5000 })).toBeVisible();
    await expect([bodiesTo(SAVE_PATH)[0]?.get('id'), bodiesTo(SAVE_PATH)[0]?.get('postcode'), bodiesTo(SAVE_PATH)[0]?.get('name')]).toEqual(['A-1', '10330', 'พลอย ศิริวรรณ']);
  },
};

/** A second address made the default (Set as default double-clicked: one call): the payload names it and it moves first with the Default tag. */
export const PageSetDefault: Story = {
  name: 'Page Set Default (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const addresses = await section(canvasElement);
    await userEvent.click(addresses.getByRole('button', { name: 'Add address' }));
    const sheet = await fillSheet(canvasElement, CHIANG_MAI);
    await userEvent.click(sheet.getByRole('button', { name: 'Save address' }));
    await sawToast(canvasElement.ownerDocument.body, 'Address saved');
    await userEvent.dblClick(await addresses.findByRole('button', { name: 'Set as default: Kanthida Jaidee' }, { timeout: 5000 }));
    await expect(await within(canvasElement).findByText('Default address changed', {}, { timeout: 5000 })).toBeVisible();
    await expect(bodiesTo(DEFAULT_PATH).map((body) => body.get('id'))).toEqual(['A-2']);
    const [first] = addresses.getAllByRole('listitem');
    await expect(within(first as HTMLElement).getByText('Kanthida Jaidee')).toBeVisible();
    await expect(within(first as HTMLElement).getByText('Default')).toBeVisible();
  },
};

/** Delete asks first: Cancel sends nothing; Delete sends one call and leaves the empty state. */
export const PageDeleteWithConfirmation: Story = {
  name: 'Page Delete With Confirmation (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const addresses = await section(canvasElement);
    await userEvent.click(addresses.getByRole('button', { name: 'Delete: พลอย ศิริวรรณ' }));
    let dialog = await canvas.findByRole('alertdialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(bodiesTo(DELETE_PATH)).toHaveLength(0);
    await userEvent.click(addresses.getByRole('button', { name: 'Delete: พลอย ศิริวรรณ' }));
    dialog = await canvas.findByRole('alertdialog', { name: 'Delete this address?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await addresses.findByRole('heading', { name: 'No address yet' }, { timeout: 5000 })).toBeVisible();
    await expect(bodiesTo(DELETE_PATH).map((body) => body.get('id'))).toEqual(['A-1']);
  },
};

const REFUSAL = 'We do not deliver to this area yet.';
const refusedSave = answersInTurn(saveAddress.meta, userCenterMocks.saveAddress, [scenario.errcode(4701, { msg: REFUSAL }), scenario.ok]);

/** The backend refuses the save: its message in the sheet, everything typed kept; Save again goes through. */
export const PageSaveRefused: Story = {
  name: 'Page Save Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [refusedSave.handler, ...userCenterHandlers()] } } },
  beforeEach: () => refusedSave.reset(),
  play: async ({ canvasElement }) => {
    const addresses = await section(canvasElement);
    await userEvent.click(addresses.getByRole('button', { name: 'Add address' }));
    const sheet = await fillSheet(canvasElement, CHIANG_MAI);
    await userEvent.click(sheet.getByRole('button', { name: 'Save address' }));
    await expect(await sheet.findByText(REFUSAL, {}, { timeout: 5000 })).toHaveAttribute('role', 'alert');
    await expect(sheet.getByLabelText(/^Recipient’s name/)).toHaveValue(CHIANG_MAI.name);
    await expect(sheet.getByLabelText(/^Address\*?$/)).toHaveValue(CHIANG_MAI.address);
    await expect(refusedSave.calls()).toBe(1);
    await userEvent.click(sheet.getByRole('button', { name: 'Save address' }));
    await expect(await addresses.findByText('Kanthida Jaidee', {}, { timeout: 5000 })).toBeVisible();
    await expect(refusedSave.calls()).toBe(2);
  },
};

/** A hostile `redirect` (another site) offers no way back. */
export const PageHostileRedirect: Story = {
  name: 'Page Hostile Redirect (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { initialPath: `/m/account/setting.php?redirect=${encodeURIComponent('https://evil.example/m/orderconfirm')}#addresses` },
  play: async ({ canvasElement }) => {
    const addresses = await section(canvasElement);
    await expect(addresses.getByText('พลอย ศิริวรรณ')).toBeVisible();
    await expect(addresses.queryByRole('button', { name: /Back to checkout|Go back/ })).toBeNull();
  },
};

/**
 * The checkout round trip: a new shopper without an address at checkout → Add address → the
 * settings' addresses (with the way back) → save → Back to checkout, which shows the address.
 */
export const PageCheckoutRoundTrip: Story = {
  name: 'Page Checkout Round Trip (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { initialPath: CHECKOUT },
  parameters: { shop: { seed: 'newShopper' } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }, { timeout: 5000 }));
    await at(canvasElement, `/m/account/setting.php?redirect=${encodeURIComponent(CHECKOUT)}`);
    const addresses = await section(canvasElement);
    await userEvent.click(await addresses.findByRole('button', { name: 'Add address' }));
    const sheet = await fillSheet(canvasElement, CHIANG_MAI);
    await userEvent.click(sheet.getByRole('button', { name: 'Save address' }));
    await userEvent.click(await addresses.findByRole('button', { name: 'Back to checkout' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement).textContent).toBe(CHECKOUT), { timeout: 5000 });
    // The checkout's quote now takes the new default address.
    const delivery = within(await canvas.findByRole('region', { name: 'Delivery address' }, { timeout: 5000 }));
    await waitFor(() => expect(delivery.getByText('Kanthida Jaidee')).toBeVisible(), { timeout: 5000 });
    await expect(delivery.getByText('Chiang Mai 50200')).toBeVisible();
    await expect(bodiesTo(SAVE_PATH)).toHaveLength(1);
  },
};
