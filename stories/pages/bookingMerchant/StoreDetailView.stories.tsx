import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreDetailView } from '../../../src/pages/bookingMerchant/StoreDetail/StoreDetailView';
import { FRAME_STORIES, facial, longThaiService, longThaiStore, nails, nimmanStore, siamStore, staffMembers } from './merchantStoryData';
import { storyText } from '../../support/storyText';

const oneStore = { status: 'ready', view: 'store', store: siamStore, services: [facial, nails], staff: staffMembers } as const;

/**
 * **Your stores: a merchant's stores, and each one with its services and staff.**
 *
 * The list of stores, or one store with its address, phone, opening hours, its services and its
 * staff; from there the merchant edits the store, adds a service here or adds staff. Only a
 * merchant (a store that takes bookings through the shop) sees it: a signed-in shopper who is not
 * one sees an invitation to become a merchant instead, and someone who has not logged in is asked
 * to log in first and comes back here after. When the shop needs to check the merchant's account it
 * says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), an empty list that invites them to add their
 * first store, a store with no service or staff yet, and a message with the way back to the list
 * when a store cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/StoreDetailView',
  component: StoreDetailView,
  globals: { login: 'loggedIn' },
  args: { state: oneStore, onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof StoreDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = FRAME_STORIES.loading;

/** The shop's details could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...FRAME_STORIES.errorWithRetry, tags: ['error-state'] };

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const Invitation: Story = FRAME_STORIES.invitation;

/** One store in Thai: the way to edit it, add a service here or add staff. */
export const Store: Story = {
  name: 'Store (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('bookingMerchant:stores.addService') }));
    await expect(args.onGo).toHaveBeenCalledWith('/m/booking/service/create?store_id=S-1');
  },
};

/** One store, in English. */
export const StoreEnglish: Story = { name: 'Store English (signed in)', globals: { locale: 'en_US' } };

/** One store, in Simplified Chinese. */
export const StoreChinese: Story = { name: 'Store Chinese (signed in)', globals: { locale: 'zh_CN' } };

/** Long Thai texts wrap without pushing the page sideways. */
export const LongThaiText: Story = { name: 'Long Thai Text (signed in)', globals: { locale: 'th_TH' }, args: { state: { ...oneStore, store: longThaiStore, services: [longThaiService] } } };

/** A store with no service or staff yet. */
export const EmptyStore: Story = { name: 'Empty Store (English, signed in)', globals: { locale: 'en_US' }, args: { state: { ...oneStore, services: [], staff: [] } } };

/** The list of stores. */
export const List: Story = {
  name: 'List (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', view: 'list', stores: [siamStore, nimmanStore] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a store' }));
    await expect(args.onGo).toHaveBeenCalledWith('/m/booking/store/config');
  },
};

/** No store yet: the merchant is invited to add their first. */
export const Empty: Story = { name: 'Empty (English, signed in)', globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'list', stores: [] } } };

/** A store that is not the merchant's, or was removed: said, with the way back to the list. */
export const UnknownStore: Story = { name: 'Unknown Store (English, signed in)', globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'store', store: null, services: [], staff: [] } } };
