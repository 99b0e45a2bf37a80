import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreDetailView } from '../../../src/pages/bookingMerchant/StoreDetail/StoreDetailView';
import { FRAME_STORIES, facial, longThaiService, longThaiStore, nails, nimmanStore, siamStore, staffMembers } from './merchantStoryData';

const oneStore = { status: 'ready', view: 'store', store: siamStore, services: [facial, nails], staff: staffMembers } as const;

/** The merchant's stores (spec §2 /m/booking/store/detail): the list, or one store with its services and staff. */
const meta = {
  title: 'Pages/BookingMerchant/StoreDetailView',
  component: StoreDetailView,
  globals: { login: 'loggedIn' },
  args: { state: oneStore, onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof StoreDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

export const Invitation: Story = FRAME_STORIES.invitation;

/** One store in Thai: its actions lead to the store's settings and the new service and staff forms. */
export const Store: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เพิ่มบริการที่สาขานี้' }));
    await expect(args.onGo).toHaveBeenCalledWith('/m/booking/service/create?store_id=S-1');
  },
};

export const StoreEnglish: Story = { globals: { locale: 'en_US' } };

export const StoreChinese: Story = { globals: { locale: 'zh_CN' } };

export const LongThaiText: Story = { args: { state: { ...oneStore, store: longThaiStore, services: [longThaiService] } } };

/** A store without services or staff yet. */
export const EmptyStore: Story = { globals: { locale: 'en_US' }, args: { state: { ...oneStore, services: [], staff: [] } } };

export const List: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', view: 'list', stores: [siamStore, nimmanStore] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a store' }));
    await expect(args.onGo).toHaveBeenCalledWith('/m/booking/store/config');
  },
};

export const Empty: Story = { globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'list', stores: [] } } };

export const UnknownStore: Story = { globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'store', store: null, services: [], staff: [] } } };
