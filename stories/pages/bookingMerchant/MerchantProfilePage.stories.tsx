import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { sawToast } from '../../support/sawToast';
import { RouteTableHarness, goToAddress } from '../../support/RouteTableHarness';
import { P, at, bookingRequestLog, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const PATH = '/m/booking/my-profile/config';

/**
 * **Merchant profile: the merchant's home, with their shop, their bank account and today's
 * bookings.**
 *
 * Where the shop stands, its phone, bank and account number; today's bookings and those waiting for
 * verification; the way to manage stores and services; the weekly opening hours (each day open or
 * closed, with its hours, saved with Save opening hours); and the shop's details and bank account,
 * edited and saved with Save shop details. Only a merchant (a store that takes bookings through the
 * shop) sees it: a signed-in shopper who is not one sees an invitation to become a merchant
 * instead, and someone who has not logged in is asked to log in first and comes back here after.
 * When the shop needs to check the merchant's account it says so in a dialog that offers live chat
 * or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), a message under each field filled in wrongly
 * (an account number must be 10–12 digits), a message when a day closes before it opens or no day
 * is open, and the shop's message when it refuses the change.
 */
const meta = {
  title: 'Pages/BookingMerchant/MerchantProfilePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo, requestsTo } = bookingRequestLog();

/** The profile saves sent (manage POST; the page also reads manage with GET). */
const profileSaves = () => requestsTo(`${P}/manage`).filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body) as unknown);

/** Open on Sunday too, Saturday shorter; saved with a double tap: saved once. */
export const PageSaveHours: Story = {
  name: 'Page Save Hours (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('ธนาคารกสิกรไทย', { selector: ':not(option)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Open on Sunday' }));
    const saturday = canvas.getByLabelText(/Saturday closes at/);
    await userEvent.clear(saturday);
    await userEvent.type(saturday, '18:00');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save opening hours' }));
    await sawToast(canvasElement.ownerDocument.body, 'Opening hours saved');
    const sent = payloadsTo(`${P}/merchant_biz_time`);
    await expect(sent).toHaveLength(1);
    const days = (sent[0]?.biz_time ?? []) as { weekday: number; open: string; close: string }[];
    await expect(days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await expect(days[5]).toEqual({ weekday: 6, open: '10:00', close: '18:00' });
  },
};

const FORM = 'Shop details and bank account';

/** The profile form, once the page is loaded. */
async function profileForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: FORM }, { timeout: 5000 }));
}

/** Moves the shop to Chiang Mai, paid into SCB under a new account: the form filled as the merchant would. */
async function moveToChiangMai(canvasElement: HTMLElement) {
  const form = await profileForm(canvasElement);
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Province/ }), 'เชียงใหม่');
  await expect(form.getByRole('combobox', { name: /District/ })).toHaveValue('');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /District/ }), 'เมืองเชียงใหม่');
  await userEvent.selectOptions(form.getByRole('combobox', { name: /Bank/ }), 'SCB');
  const holder = form.getByRole('textbox', { name: /Account name/ });
  await userEvent.clear(holder);
  await userEvent.type(holder, 'Glow Studio Chiang Mai');
  await userEvent.type(form.getByRole('textbox', { name: /Account number/ }), '1234567890');
  return form;
}

/** Province, district and bank changed; Save tapped twice: saved once, shown, and still there after reopening. */
export const PageSaveProfile: Story = {
  name: 'Page Save Profile (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await moveToChiangMai(canvasElement);
    await userEvent.dblClick(form.getByRole('button', { name: 'Save shop details' }));
    await sawToast(canvasElement.ownerDocument.body, 'Shop details saved');
    await expect(profileSaves()).toEqual([
      {
        name: 'Glow Studio',
        phone: '021234567',
        province: 'เชียงใหม่',
        city: 'เมืองเชียงใหม่',
        bank_code: 'SCB',
        bank_account_name: 'Glow Studio Chiang Mai',
        bank_account: '1234567890',
      },
    ]);
    await expect(await canvas.findByText('เมืองเชียงใหม่, เชียงใหม่', {}, { timeout: 5000 })).toBeVisible();
    await goToAddress('/m/booking/store/detail');
    await at(canvasElement, '/m/booking/store/detail');
    await goToAddress(PATH);
    const again = await profileForm(canvasElement);
    await expect(again.getByRole('combobox', { name: /Province/ })).toHaveValue('เชียงใหม่');
    await expect(again.getByRole('combobox', { name: /District/ })).toHaveValue('เมืองเชียงใหม่');
    await expect(again.getByRole('combobox', { name: /Bank/ })).toHaveValue('SCB');
    await expect(again.getByRole('textbox', { name: /Account number/ })).toHaveValue('1234567890');
    await expect(canvas.getByText('ธนาคารไทยพาณิชย์', { selector: ':not(option)' })).toBeVisible();
  },
};

/** An account number with letters and too short: the field says so, nothing saved. */
export const PageBadAccountNumber: Story = {
  name: 'Page Bad Account Number (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const form = await profileForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Account number/ }), '12ab');
    await userEvent.click(form.getByRole('button', { name: 'Save shop details' }));
    await expect(await form.findByText('Enter the account number as 10–12 digits, numbers only.')).toBeVisible();
    await expect(profileSaves()).toHaveLength(0);
  },
};

const REFUSAL = 'Please check the account number (10–12 digits).';

/** The shop refused the change: its message, the form as typed. */
export const PageSaveRefused: Story = {
  name: 'Page Save Refused (English, signed in)',
  tags: ['error-state'],
  parameters: {
    msw: {
      handlers: {
        bookingProvider: bookingProviderHandlers({ default: scenario.ok, saveMerchantProfile: scenario.errcode(40_001, { message: REFUSAL, toast_message: { text: REFUSAL } }) }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await moveToChiangMai(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save shop details' }));
    await expect(await form.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(REFUSAL);
    await expect(form.getByRole('combobox', { name: /Province/ })).toHaveValue('เชียงใหม่');
    await expect(form.getByRole('textbox', { name: /Account number/ })).toHaveValue('1234567890');
  },
};

/** The shop needs to check the account when saving: the dialog, the form kept. */
export const PageLiveChatOnSave: Story = {
  name: 'Page Live Chat On Save (English, signed in)',
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, saveMerchantProfile: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    const form = await moveToChiangMai(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save shop details' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Account number/ })).toHaveValue('1234567890');
  },
};

/** A day closing before it opens: the day says so, nothing saved. */
export const PageBadHours: Story = {
  name: 'Page Bad Hours (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = await canvas.findByLabelText(/Monday closes at/, {}, { timeout: 5000 });
    await userEvent.clear(monday);
    await userEvent.type(monday, '09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save opening hours' }));
    await expect(await canvas.findByText('Closing time must be after opening time.')).toBeVisible();
    await expect(payloadsTo(`${P}/merchant_biz_time`)).toHaveLength(0);
  },
};

/** The stores row opens the list of stores. */
export const PageOpenStores: Story = {
  name: 'Page Open Stores (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Your stores/ }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/store/detail');
    await expect(await canvas.findByRole('list', { name: 'Your stores' }, { timeout: 5000 })).toBeVisible();
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
