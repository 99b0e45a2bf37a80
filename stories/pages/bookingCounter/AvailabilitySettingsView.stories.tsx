import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvailabilitySettingsView } from '../../../src/pages/bookingCounter/AvailabilitySettings/AvailabilitySettingsView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/**
 * The capacity and closed days, /m/booking/order/availability/settings (spec §2): customers per
 * time slot for each store; days closed to bookings on the calendar (Buddhist era in Thai).
 */
const form = {
  capacities: [
    { storeId: 'S-1', name: 'Glow Studio สยามสแควร์', capacity: '3' },
    { storeId: 'S-2', name: 'Glow Studio นิมมาน', capacity: '1' },
  ],
  closedDates: ['2025-04-13'],
};

const meta = {
  title: 'Pages/BookingCounter/AvailabilitySettingsView',
  component: AvailabilitySettingsView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', form, today: '2025-03-14' },
    onCapacity: fn(),
    onAddClosedDay: fn(),
    onRemoveClosedDay: fn(),
    onSave: fn(),
    onHours: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof AvailabilitySettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('จำนวนลูกค้าและวันหยุด');

export const ErrorWithRetry: Story = errorWithRetryStory();

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', form: { capacities: [], closedDates: [] }, today: '2025-03-14' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No stores yet' })).toBeVisible();
    await expect(canvas.getByText('No closed days: customers can book every open day.')).toBeVisible();
  },
};

/** Thai: a capacity typed, a day closed on the calendar, one reopened, saved. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Glow Studio นิมมาน: จำนวนลูกค้าต่อช่วงเวลา' }), '2');
    await expect(args.onCapacity).toHaveBeenCalledWith('S-2', '12');
    await userEvent.click(within(canvas.getByRole('grid')).getByRole('button', { name: /20/ }));
    await expect(args.onAddClosedDay).toHaveBeenCalledWith('2025-03-20');
    await userEvent.click(canvas.getByRole('button', { name: /^เปิดอีกครั้ง: 13 เม\.ย\. 2568$/ }));
    await expect(args.onRemoveClosedDay).toHaveBeenCalledWith('2025-04-13');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึก' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const EnglishBadCapacity: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', form: { ...form, capacities: [{ storeId: 'S-1', name: 'Glow Studio Siam Square', capacity: '0' }] }, today: '2025-03-14', badCapacities: ['S-1'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a whole number from 1 to 20.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Time slots' }));
    await expect(args.onHours).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '不接受预约的日期' })).toBeVisible();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', form: { ...form, capacities: [{ storeId: 'S-9', name: 'Glow Studio สาขาเซ็นทรัลเวิลด์ ชั้นสี่ โซนบิวตี้แอนด์เวลเนส ฝั่งทางเชื่อมรถไฟฟ้า', capacity: '4' }] }, today: '2025-03-14' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /โซนบิวตี้แอนด์เวลเนส/ })).toBeVisible();
  },
};

export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};
