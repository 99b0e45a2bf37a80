import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceDetailView } from '../../../src/pages/bookingMerchant/ServiceDetail/ServiceDetailView';
import { FRAME_STORIES, facial, longThaiService, nails, nimmanStore, siamStore } from './merchantStoryData';

const oneService = { status: 'ready', view: 'service', service: facial, stores: [siamStore, nimmanStore] } as const;

/** The merchant's services (spec §2 /m/booking/service/detail): the list, or one service with publish or unpublish. */
const meta = {
  title: 'Pages/BookingMerchant/ServiceDetailView',
  component: ServiceDetailView,
  globals: { login: 'loggedIn' },
  args: { state: oneService, onSetStatus: fn(), onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ServiceDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

export const Invitation: Story = FRAME_STORIES.invitation;

/** A published service in Thai: unpublish reports offline. */
export const Published: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ปิดการจอง' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('offline');
  },
};

/** An unpublished service in English: publish reports online. */
export const UnpublishedEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...oneService, service: nails } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('online');
  },
};

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const LongThaiText: Story = { args: { state: { ...oneService, service: longThaiService } } };

export const Switching: Story = { globals: { locale: 'en_US' }, args: { state: { ...oneService, switching: true } } };

export const List: Story = { globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'list', services: [facial, nails] } } };

export const Empty: Story = { globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'list', services: [] } } };

export const UnknownService: Story = { globals: { locale: 'en_US' }, args: { state: { status: 'ready', view: 'service', service: null, stores: [] } } };
