import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { serviceValues } from '../../../src/pages/bookingMerchant/ServiceForm/serviceValues';
import { ServiceFormView } from '../../../src/pages/bookingMerchant/ServiceForm/ServiceFormView';
import { FRAME_STORIES, categories, facial, longThaiService, nimmanStore, siamStore } from './merchantStoryData';

const ready = {
  status: 'ready',
  editing: false,
  unknownService: false,
  categories,
  stores: [siamStore, nimmanStore],
  values: serviceValues(null, 'S-1'),
  fieldErrors: {},
  failure: null,
  submitting: false,
} as const;

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
  title: 'Pages/BookingMerchant/ServiceFormView',
  component: ServiceFormView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onChange: fn(), onToggleStore: fn(), onSubmit: fn(), onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ServiceFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = FRAME_STORIES.loading;

/** The shop's details could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...FRAME_STORIES.errorWithRetry, tags: ['error-state'] };

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const Invitation: Story = FRAME_STORIES.invitation;

/** A new service in Thai, started from a store (already ticked). */
export const Create: Story = {
  name: 'Create (signed in)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Glow Studio สยามสแควร์' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Glow Studio นิมมาน' }));
    await expect(args.onToggleStore).toHaveBeenCalledWith('S-2', true);
  },
};

/** Editing a service, in English. */
export const EditEnglish: Story = { name: 'Edit English (signed in)', globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, values: serviceValues(facial, null) } } };

/** Editing a service, in Simplified Chinese. */
export const EditChinese: Story = { name: 'Edit Chinese (signed in)', globals: { locale: 'zh_CN' }, args: { state: { ...ready, editing: true, values: serviceValues(facial, null) } } };

/** Long Thai texts wrap without hiding Save. */
export const LongThaiText: Story = { name: 'Long Thai Text (signed in)', globals: { locale: 'th_TH' }, args: { state: { ...ready, editing: true, values: serviceValues(longThaiService, null) } } };

/** In English, fields missing or filled in wrongly: each says what it needs. */
export const FieldErrors: Story = {
  name: 'Field Errors (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    state: {
      ...ready,
      values: { ...serviceValues(null, null), price: '500', deposit: '600' },
      fieldErrors: { category: 'form.required', name: 'form.required', deposit: 'service.depositAbovePrice', storeIds: 'service.storesRequired' },
    },
  },
};

/** No store yet: a service needs one first. */
export const NoStores: Story = {
  name: 'No Stores (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...ready, stores: [] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a store' }));
    await expect(args.onGo).toHaveBeenCalledWith('/m/booking/store/config');
  },
};

/** A service that is not the merchant's, or was removed: said, with a way to add a new one. */
export const UnknownService: Story = { name: 'Unknown Service (English, signed in)', globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, unknownService: true } } };
