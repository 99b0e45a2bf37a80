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

/** A service's form (spec §2 /m/booking/service/create and /config), each state by its args. */
const meta = {
  title: 'Pages/BookingMerchant/ServiceFormView',
  component: ServiceFormView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onChange: fn(), onToggleStore: fn(), onSubmit: fn(), onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ServiceFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

export const Invitation: Story = FRAME_STORIES.invitation;

/** A new service in Thai, started from a store (ticked); ticking another store reports it. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Glow Studio สยามสแควร์' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Glow Studio นิมมาน' }));
    await expect(args.onToggleStore).toHaveBeenCalledWith('S-2', true);
  },
};

export const EditEnglish: Story = { globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, values: serviceValues(facial, null) } } };

export const EditChinese: Story = { globals: { locale: 'zh_CN' }, args: { state: { ...ready, editing: true, values: serviceValues(facial, null) } } };

export const LongThaiText: Story = { args: { state: { ...ready, editing: true, values: serviceValues(longThaiService, null) } } };

export const FieldErrors: Story = {
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
  globals: { locale: 'en_US' },
  args: { state: { ...ready, stores: [] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a store' }));
    await expect(args.onGo).toHaveBeenCalledWith('/m/booking/store/config');
  },
};

export const UnknownService: Story = { globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, unknownService: true } } };
