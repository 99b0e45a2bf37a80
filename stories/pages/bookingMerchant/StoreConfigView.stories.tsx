import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_STORE, storeValues } from '../../../src/pages/bookingMerchant/StoreConfig/storeForm';
import { StoreConfigView } from '../../../src/pages/bookingMerchant/StoreConfig/StoreConfigView';
import { FRAME_STORIES, longThaiStore, provinces, siamStore } from './merchantStoryData';

const ready = { status: 'ready', editing: false, unknownStore: false, provinces, values: EMPTY_STORE, fieldErrors: {}, failure: null, submitting: false } as const;

/** A store's settings (spec §2 /m/booking/store/config): create or edit, each state by its args. */
const meta = {
  title: 'Pages/BookingMerchant/StoreConfigView',
  component: StoreConfigView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onChange: fn(), onSubmit: fn(), onCreateInstead: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof StoreConfigView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

export const Invitation: Story = FRAME_STORIES.invitation;

/** A new store in Thai (the default): typing reports each field. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /ชื่อสาขา/ }), 'ก');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'ก');
  },
};

export const EditEnglish: Story = { globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, values: storeValues(siamStore) } } };

export const EditChinese: Story = { globals: { locale: 'zh_CN' }, args: { state: { ...ready, editing: true, values: storeValues(siamStore) } } };

export const LongThaiText: Story = { args: { state: { ...ready, editing: true, values: storeValues(longThaiStore) } } };

/** Every field's problem and the backend's refusal. */
export const FieldErrors: Story = {
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

export const Saving: Story = { globals: { locale: 'en_US' }, args: { state: { ...ready, values: storeValues(siamStore), submitting: true } } };

export const UnknownStore: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...ready, editing: true, unknownStore: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a new store' }));
    await expect(args.onCreateInstead).toHaveBeenCalledTimes(1);
  },
};
