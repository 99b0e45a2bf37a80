import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { sawToast } from '../../support/sawToast';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { P, at, bookingRequestLog, expectInvitation, playGuestSentToSignIn } from './merchantPageSupport';

const CREATE = '/m/booking/service/create';
const CONFIG = '/m/booking/service/config';

/**
 * **Add or edit a service: what a merchant fills in for a beauty service shoppers can book.**
 *
 * Its category, its name in Thai (and, if they like, in English and Chinese), price and deposit in
 * baht (the deposit not above the price), how long it takes, a description, a picture and the
 * stores that offer it; Save service saves it and opens its page. A merchant with no store yet is
 * asked to add one first. Only a merchant (a store that takes bookings through the shop) sees it: a
 * signed-in shopper who is not one sees an invitation to become a merchant instead, and someone who
 * has not logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), a message under each field filled in wrongly,
 * the shop's message when it refuses the service, and a message with a way to add a new one when
 * the service cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/ServiceFormPage',
  component: RouteTableHarness,
  args: { initialPath: CREATE },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

async function fillService(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Category/ }, { timeout: 5000 }), '3');
  await userEvent.type(canvas.getByRole('textbox', { name: /Service name \(Thai\)/ }), 'Aroma Spa');
  await userEvent.type(canvas.getByRole('textbox', { name: /Price/ }), '990');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Glow Studio นิมมาน' }));
}

/** A new service saved with a double tap: saved once; then its page, published. */
export const PageCreate: Story = {
  name: 'Page Create (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await fillService(canvasElement);
    await userEvent.dblClick(within(canvasElement).getByRole('button', { name: 'Save service' }));
    await sawToast(canvasElement.ownerDocument.body, 'Service saved');
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Aroma Spa' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/service`)).toEqual([{ name: 'Aroma Spa', category_id: '3', price: 990, duration_minutes: 60, store_ids: ['S-2'] }]);
  },
};

/** Nothing filled in, and a deposit above the price: messages, nothing saved. */
export const PageFieldChecks: Story = {
  name: 'Page Field Checks (English, signed in)',
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Price/ }, { timeout: 5000 }), '500');
    await userEvent.type(canvas.getByRole('textbox', { name: /Deposit/ }), '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Save service' }));
    await expect(await canvas.findByText('The deposit cannot be above the price.')).toBeVisible();
    await expect(canvas.getByText('Choose at least one store.')).toBeVisible();
    await expect(canvas.getAllByText('Please fill this in.')).toHaveLength(2);
    await expect(payloadsTo(`${P}/service`)).toHaveLength(0);
  },
};

/** An existing service, filled in: the change is saved. */
export const PageEdit: Story = {
  name: 'Page Edit (English, signed in)',
  args: { initialPath: `${CONFIG}?service_id=11002` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit service' }, { timeout: 5000 })).toBeVisible();
    const price = canvas.getByRole('textbox', { name: /Price/ });
    await expect(price).toHaveValue('890');
    await userEvent.clear(price);
    await userEvent.type(price, '950');
    await userEvent.click(canvas.getByRole('button', { name: 'Save service' }));
    await sawToast(canvasElement.ownerDocument.body, 'Service saved');
    await at(canvasElement, '/m/booking/service/detail?service_id=11002');
    await expect(await canvas.findByText(/฿950/, {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/service`)).toMatchObject([{ service_id: '11002', price: 950, name: 'ทำเล็บเจลพร้อมเพ้นท์ลายดอกไม้', name_en: 'Gel Nails with Floral Art', name_zh: '花卉彩绘美甲' }]);
  },
};

/** The shop refuses the service: its message on the form, which keeps what was typed. */
export const PageRefused: Story = {
  name: 'Page Refused (English, signed in)',
  tags: ['error-state'],
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, saveService: scenario.errcode(40_001) }) } } },
  play: async ({ canvasElement }) => {
    await fillService(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save service' }));
    await expect(await within(canvasElement).findByText(/code 40001/, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /Service name \(Thai\)/ })).toHaveValue('Aroma Spa');
  },
};

/** A link naming no service, or a broken one: a clear message and a way to add one. */
export const PageUnknownService: Story = {
  name: 'Page Unknown Service (English, signed in)',
  args: { initialPath: `${CONFIG}?service_id=%22%3E%3Csvg%2Fonload%3Dalert(1)%3E` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This service could not be found' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a new service' }));
    await at(canvasElement, CREATE);
    await expect(await canvas.findByRole('button', { name: 'Save service' }, { timeout: 5000 })).toBeVisible();
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
  args: { initialPath: `${CONFIG}?service_id=11001` },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(`${CONFIG}?service_id=11001`),
};
