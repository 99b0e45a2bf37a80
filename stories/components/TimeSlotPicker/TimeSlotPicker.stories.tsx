import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeSlotPicker, type TimeSlot, type TimeSlotPickerProps } from '../../../src/components/TimeSlotPicker';
import { storyText } from '../../support/storyText';

/** Holds the chosen time the way a page would, and still reports every choice to the spy. */
function ControlledTimeSlotPicker(props: TimeSlotPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TimeSlotPicker
      {...props}
      value={value}
      onChange={(start) => {
        setValue(start);
        props.onChange(start);
      }}
    />
  );
}

const daySlots: TimeSlot[] = [
  { start: '09:30', end: '10:00', available: false, reason: 'past' },
  { start: '10:00', end: '10:30', available: true, remaining: 3 },
  { start: '10:30', end: '11:00', available: true, remaining: 1 },
  { start: '11:00', end: '11:30', available: false },
  { start: '13:00', end: '14:00', available: true },
  { start: '14:00', end: '15:00', available: true, remaining: 0 },
  { start: '15:00', end: '16:00', available: true, remaining: 2 },
  { start: '17:30', end: '18:30', available: true },
  { start: '19:00', end: '20:00', available: false, reason: 'closed' },
];

/** Every half hour from 09:00 to 21:00, every third one taken. */
const longDay: TimeSlot[] = Array.from({ length: 24 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { start: hhmm(minutes), end: hhmm(minutes + 30), available: i % 3 !== 2 };
});

/**
 * The booking times of one day as a radio group, grouped into morning, afternoon and evening, with
 * places left and, for unavailable times, the reason (full, past, store closed). Use it below the
 * DatePicker once a day is chosen. Do not use it for free-form times (use a time field) or for
 * more than one choice at once (use checkboxes).
 */
const meta = {
  title: 'Components/TimeSlotPicker',
  component: TimeSlotPicker,
  args: { slots: daySlots, value: null, onChange: fn() },
  render: (args) => <ControlledTimeSlotPicker {...args} />,
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day as Thai reads it ('10:00–10:30 น.'), beside the English and Chinese stories: pinned to Thai. */
export const ThaiDay: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'เลือกเวลา' });
    await expect(within(group).getByRole('group', { name: 'ช่วงเช้า' })).toBeVisible();
    await expect(within(group).getByRole('group', { name: 'ช่วงบ่าย' })).toBeVisible();
    await expect(within(group).getByRole('group', { name: 'ช่วงเย็น' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '11:00–11:30 น. เต็มแล้ว' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '19:00–20:00 น. ร้านปิด' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '10:00–10:30 น. เหลือ 3 ที่' }));
    await expect(args.onChange).toHaveBeenCalledWith('10:00');
    await expect(canvas.getByRole('radio', { name: '10:00–10:30 น. เหลือ 3 ที่' })).toBeChecked();
  },
};

export const EnglishChooseAndReasons: Story = {
  globals: { locale: 'en_US' },
  args: { value: '13:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '13:00–14:00' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '09:30–10:00 Time has passed' })).toBeDisabled();
    // No places left means fully booked, even if the slot says available.
    const full = canvas.getByRole('radio', { name: '14:00–15:00 Fully booked' });
    await expect(full).toBeDisabled();
    await userEvent.click(full, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: '10:30–11:00 1 spot left' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('10:30');
    await expect(canvas.getByRole('radio', { name: '13:00–14:00' })).not.toBeChecked();

    // Every time is a 44 px touch target.
    const chip = canvas.getByText('17:30–18:30').parentElement;
    const rect = chip?.getBoundingClientRect();
    await expect(rect?.height).toBeGreaterThanOrEqual(44);
    await expect(rect?.width).toBeGreaterThanOrEqual(44);
  },
};

export const KeyboardSkipsUnavailable: Story = {
  name: 'Keyboard Skips Unavailable (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '10:00–10:30 3 spots left' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '10:30–11:00 1 spot left' })).toBeChecked();
    // 11:00 is fully booked: the arrow goes on to the afternoon.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '13:00–14:00' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '15:00–16:00 2 spots left' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('15:00');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const LongListWraps: Story = {
  name: 'Long List Wraps (English)',
  globals: { locale: 'en_US' },
  args: { slots: longDay, value: '12:30' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(24);
    // Nothing runs off the phone's width.
    const last = canvas.getByRole('radio', { name: '20:30–21:00 Fully booked' });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ChineseLongLabel: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '请选择您希望到店体验面部护理疗程的具体时间段（每个时段约一小时）' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: '请选择您希望到店体验面部护理疗程的具体时间段（每个时段约一小时）' }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: '上午' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '11:00–11:30 已约满' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '15:00–16:00 剩余 2 个名额' })).toBeEnabled();
  },
};

export const NoTimesThisDay: Story = {
  args: { slots: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText({ globals })('booking:timeSlots.empty'))).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};
