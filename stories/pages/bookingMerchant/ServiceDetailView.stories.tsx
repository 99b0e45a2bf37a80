import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceDetailView } from '../../../src/pages/bookingMerchant/ServiceDetail/ServiceDetailView';
import { FRAME_STORIES, facial, longThaiService, nails, nimmanStore, siamStore } from './merchantStoryData';
import { storyText } from '../../support/storyText';

const oneService = { status: 'ready', view: 'service', service: facial, stores: [siamStore, nimmanStore] } as const;

/**
 * **Your services: the beauty services a merchant offers, and each one with its page for
 * shoppers.**
 *
 * The list of services (each opening on its own), or one service with its status (published,
 * unpublished or draft): the merchant publishes it so shoppers can book it, unpublishes it, edits
 * it or sees it as shoppers do. Only a merchant (a store that takes bookings through the shop) sees
 * it: a signed-in shopper who is not one sees an invitation to become a merchant instead, and
 * someone who has not logged in is asked to log in first and comes back here after. When the shop
 * needs to check the merchant's account it says so in a dialog that offers live chat or the account
 * centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), an empty list that invites them to add a
 * service, and a message with a way to add one when a service cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/ServiceDetailView',
  component: ServiceDetailView,
  globals: { login: 'loggedIn' },
  args: { state: oneService, onSetStatus: fn(), onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ServiceDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = FRAME_STORIES.loading;

/** The shop's details could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...FRAME_STORIES.errorWithRetry, tags: ['error-state'] };

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const Invitation: Story = FRAME_STORIES.invitation;

/** A published service, in Thai: Unpublish takes it off. */
export const Published: Story = {
  name: 'Published (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('bookingMerchant:service.unpublish') }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('offline');
  },
};

/** An unpublished service, in English: Publish puts it back for shoppers. */
export const UnpublishedEnglish: Story = {
  name: 'Unpublished English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...oneService, service: nails } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('online');
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = { name: 'Chinese (signed in)', globals: { locale: 'zh_CN' } };

/** Long Thai texts wrap without hiding the buttons. */
export const LongThaiText: Story = { name: 'Long Thai Text (signed in)', globals: { locale: 'th_TH' }, args: { state: { ...oneService, service: longThaiService } } };

/** Between tapping Publish or Unpublish and the shop's answer. */
export const Switching: Story = { name: 'Switching (English, signed in)', globals: { locale: 'en_US' }, args: { state: { ...oneService, switching: true } } };

/** The list of services, in English. */
export const List: Story = { name: 'List (English, signed in)', globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'list', services: [facial, nails] } } };

/** No service yet: the merchant is invited to add one. */
export const Empty: Story = { name: 'Empty (English, signed in)', globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'list', services: [] } } };

/** A service that is not the merchant's, or was removed: said, with a way to add a new one. */
export const UnknownService: Story = { name: 'Unknown Service (English, signed in)', globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'service', service: null, stores: [] } } };
