import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvailabilityConfigView } from '../../../src/pages/bookingCounter/AvailabilityConfig/AvailabilityConfigView';
import { week } from './counterStoryData';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/**
 * The weekly time slots, /m/booking/order/availability/config (spec §2): each weekday open or
 * closed with its hours; saved at once.
 */
const meta = {
  title: 'Pages/BookingCounter/AvailabilityConfigView',
  component: AvailabilityConfigView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', week },
    onChangeDay: fn(),
    onSave: fn(),
    onSettings: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof AvailabilityConfigView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('ช่วงเวลาให้บริการ');

export const ErrorWithRetry: Story = errorWithRetryStory();

/** Thai: Sunday closed; opening Sunday and changing Monday's closing time call back with the day. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'เปิดวันอาทิตย์' }));
    await expect(args.onChangeDay).toHaveBeenCalledWith(7, { open: true });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'วันจันทร์ ปิดเวลา' }), '18:30');
    await expect(args.onChangeDay).toHaveBeenCalledWith(1, { to: '18:30' });
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกช่วงเวลา' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** English: hours that end before they start, and the way to the capacity and closed days. */
export const EnglishBadHours: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', week: week.map((day) => (day.weekday === 2 ? { ...day, from: '20:00', to: '09:00' } : day)), problem: { kind: 'badHours', weekdays: [2] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The closing time must be after the opening time.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Capacity and closed days' }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
  },
};

export const ChineseNoOpenDay: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', week: week.map((day) => ({ ...day, open: false })), problem: { kind: 'noOpenDay' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('每周至少营业一天。');
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', week, failure: 'กรุณาตรวจสอบเวลาเปิด-ปิด ระบบไม่สามารถบันทึกช่วงเวลาให้บริการของสาขาที่ปิดปรับปรุงชั่วคราวได้ในขณะนี้' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/ปิดปรับปรุงชั่วคราว/);
  },
};

export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).toBeNull();
  },
};
