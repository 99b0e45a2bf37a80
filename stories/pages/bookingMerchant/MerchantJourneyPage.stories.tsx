import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { P, at, bookingRequestLog } from './merchantPageSupport';

/**
 * **A merchant sets up shop, start to finish: a store, a service at it, and the service bookable by
 * shoppers.**
 *
 * The merchant adds a store, then a service offered at it, then sees the service as shoppers see
 * it. Setting the store's time slots sits between the two (on a page of its own).
 */
const meta = {
  title: 'Pages/BookingMerchant/MerchantJourneyPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/booking/store/detail' },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** A new store, then a service at it, then that service on the shoppers' side. */
export const JourneyStoreThenServiceThenBookable: Story = {
  name: 'Journey Store Then Service Then Bookable (English, signed in)',
  // Ends on the shopper's service page (its look is held by its own stories) under the save toasts.
  tags: ['no-screenshot'],
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stores: add one.
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a store' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/store/config');
    await userEvent.type(await canvas.findByRole('textbox', { name: /Store name/ }, { timeout: 5000 }), 'Glow Studio Thonglor');
    await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), '88 Sukhumvit 55');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Province/ }), 'กรุงเทพมหานคร');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /District/ }), 'วัฒนา');
    await userEvent.type(canvas.getByRole('textbox', { name: /Store phone number/ }), '021112222');
    await userEvent.click(canvas.getByRole('button', { name: 'Save store' }));
    // The new store's page: add a service there.
    await at(canvasElement, '/m/booking/store/detail?store_id=S-3');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Glow Studio Thonglor' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a service here' }));
    await at(canvasElement, '/m/booking/service/create?store_id=S-3');
    await expect(await canvas.findByRole('checkbox', { name: 'Glow Studio Thonglor' }, { timeout: 5000 })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Service name \(Thai\)/ }), 'ทรีตเมนต์หน้าใส ทองหล่อ');
    await userEvent.type(canvas.getByRole('textbox', { name: /Service name \(English\)/ }), 'Thonglor Glow Facial');
    await userEvent.type(canvas.getByRole('textbox', { name: /Service name \(Chinese\)/ }), '通罗焕亮面部护理');
    await userEvent.type(canvas.getByRole('textbox', { name: /Price/ }), '1290');
    await userEvent.type(canvas.getByRole('textbox', { name: /Deposit/ }), '300');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Duration/ }), '90');
    await userEvent.click(canvas.getByRole('button', { name: 'Save service' }));
    // The service, published at once: open it as shoppers see it.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Thonglor Glow Facial' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Published')).toBeVisible();
    const [saved] = payloadsTo(`${P}/service`);
    await expect(saved).toEqual({ name: 'ทรีตเมนต์หน้าใส ทองหล่อ', name_en: 'Thonglor Glow Facial', name_zh: '通罗焕亮面部护理', category_id: '1', price: 1290, deposit: 300, duration_minutes: 90, store_ids: ['S-3'] });
    await userEvent.click(canvas.getByRole('button', { name: 'See it as shoppers do' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thonglor Glow Facial' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText(/Glow Studio Thonglor/).length).toBeGreaterThan(0);
  },
};
