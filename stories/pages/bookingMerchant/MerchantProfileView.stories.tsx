import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { weekOf } from '../../../src/pages/bookingMerchant/MerchantProfile/weekHours';
import { MerchantProfileView } from '../../../src/pages/bookingMerchant/MerchantProfile/MerchantProfileView';
import { FRAME_STORIES, merchant, summary } from './merchantStoryData';

const ready = { status: 'ready', merchant, summary, bankName: 'ธนาคารกสิกรไทย', week: weekOf(merchant), badDays: [], failure: null, saving: false } as const;

/** The merchant's profile (spec §2 /m/booking/my-profile/config), each state by its args. */
const meta = {
  title: 'Pages/BookingMerchant/MerchantProfileView',
  component: MerchantProfileView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onDayChange: fn(), onSaveHours: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof MerchantProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

export const Invitation: Story = FRAME_STORIES.invitation;

/** The profile in Thai: Sunday closed; opening it reports the change. */
export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'เปิดวันอาทิตย์' }));
    await expect(args.onDayChange).toHaveBeenCalledWith(7, { open: true });
  },
};

export const English: Story = { globals: { locale: 'en_US' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

export const LongThaiText: Story = { args: { state: { ...ready, merchant: { ...merchant, name: 'โกลว์สตูดิโอ บิวตี้แอนด์เวลเนส คลินิกความงามครบวงจร สาขาใหญ่สยามสแควร์' } } } };

export const BadHours: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...ready, week: weekOf(merchant).map((day) => (day.weekday === 1 ? { ...day, to: '09:00' } : day)), badDays: [1], failure: 'Please check the opening hours.' } },
};
