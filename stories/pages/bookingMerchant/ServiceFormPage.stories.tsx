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
 * The service form (create and config share it) through the real route table on the stateful mock
 * backend: create (sent once), edit, the field checks, the backend's refusal, an unknown service, a
 * shopper, a guest.
 */
const meta = {
  title: 'Pages/BookingMerchant/ServiceFormPage',
  component: RouteTableHarness,
  args: { initialPath: CREATE },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
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

/** A new service saved with a double click: one request; then its page, published. */
export const PageCreate: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await fillService(canvasElement);
    await userEvent.dblClick(within(canvasElement).getByRole('button', { name: 'Save service' }));
    await sawToast(canvasElement.ownerDocument.body, 'Service saved');
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'Aroma Spa' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${P}/service`)).toEqual([{ name: 'Aroma Spa', category_id: '3', price: 990, duration_minutes: 60, store_ids: ['S-2'] }]);
  },
};

/** Nothing filled in, a deposit above the price: messages, nothing sent. */
export const PageFieldChecks: Story = {
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

/** An existing service: filled in; the change is sent with its id. */
export const PageEdit: Story = {
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

/** The backend refuses the save (its rule's message): shown on the form, which keeps what was typed. */
export const PageRefused: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, saveService: scenario.errcode(40_001) }) } } },
  play: async ({ canvasElement }) => {
    await fillService(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save service' }));
    await expect(await within(canvasElement).findByText(/code 40001/, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: /Service name \(Thai\)/ })).toHaveValue('Aroma Spa');
  },
};

/** The config page without a service, or a hostile one: a clear message and a way to add one. */
export const PageUnknownService: Story = {
  args: { initialPath: `${CONFIG}?service_id=%22%3E%3Csvg%2Fonload%3Dalert(1)%3E` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This service could not be found' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a new service' }));
    await at(canvasElement, CREATE);
    await expect(await canvas.findByRole('button', { name: 'Save service' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A signed-in shopper: the invitation. */
export const PageShopper: Story = {
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => expectInvitation(canvasElement),
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  args: { initialPath: `${CONFIG}?service_id=11001` },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest', locale: 'th_TH' },
  play: playGuestSentToSignIn(`${CONFIG}?service_id=11001`),
};
