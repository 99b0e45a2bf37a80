import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_STORE, storeValues } from '../../../src/pages/bookingMerchant/StoreConfig/storeForm';
import { StoreConfigView } from '../../../src/pages/bookingMerchant/StoreConfig/StoreConfigView';
import { FRAME_STORIES, longThaiStore, provinces, siamStore } from './merchantStoryData';
import { storyText } from '../../support/storyText';

const ready = { status: 'ready', editing: false, unknownStore: false, provinces, values: EMPTY_STORE, fieldErrors: {}, failure: null, submitting: false } as const;

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
  title: 'Pages/BookingMerchant/StoreConfigView',
  component: StoreConfigView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onChange: fn(), onSubmit: fn(), onCreateInstead: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof StoreConfigView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = FRAME_STORIES.loading;

/** The shop's details could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...FRAME_STORIES.errorWithRetry, tags: ['error-state'] };

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const Invitation: Story = FRAME_STORIES.invitation;

/** A new store in Thai. */
export const Create: Story = {
  name: 'Create (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: new RegExp(text('bookingMerchant:store.name')) }), 'ก');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'ก');
  },
};

/** Editing a store, in English. */
export const EditEnglish: Story = { name: 'Edit English (signed in)', globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, values: storeValues(siamStore) } } };

/** Editing a store, in Simplified Chinese. */
export const EditChinese: Story = { name: 'Edit Chinese (signed in)', globals: { locale: 'zh_CN' }, args: { state: { ...ready, editing: true, values: storeValues(siamStore) } } };

/** Long Thai texts wrap without hiding Save. */
export const LongThaiText: Story = { name: 'Long Thai Text (signed in)', globals: { locale: 'th_TH' }, args: { state: { ...ready, editing: true, values: storeValues(longThaiStore) } } };

/** In English, each field filled in wrongly, and the shop's refusal. */
export const FieldErrors: Story = {
  name: 'Field Errors (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    state: {
      ...ready,
      values: { ...EMPTY_STORE, phone: '12', close: '09:00' },
      fieldErrors: { name: 'form.required', address: 'form.required', province: 'form.required', city: 'form.required', phone: 'store.phoneInvalid', close: 'form.closeBeforeOpen' },
      failure: 'Please check the phone number.',
    },
  },
};

/** Between tapping Save store and the shop's answer: the button shows it is working. */
export const Saving: Story = { name: 'Saving (English, signed in)', globals: { locale: 'en_US' }, args: { state: { ...ready, values: storeValues(siamStore), submitting: true } } };

/** A store that is not the merchant's, or was removed: said, with a way to add a new one. */
export const UnknownStore: Story = {
  name: 'Unknown Store (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...ready, editing: true, unknownStore: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a new store' }));
    await expect(args.onCreateInstead).toHaveBeenCalledTimes(1);
  },
};
