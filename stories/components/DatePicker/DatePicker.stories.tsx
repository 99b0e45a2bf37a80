import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from '../../../src/components/DatePicker';

/** Holds the chosen day the way a page would, and still reports every choice to the spy. */
function ControlledDatePicker(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(iso) => {
        setValue(iso);
        props.onChange(iso);
      }}
    />
  );
}

/**
 * A month calendar for choosing a booking day. Use it inline on the booking page or inside a
 * BottomSheet or Dialog when a day must be picked; pass `today` (Asia/Bangkok) from the page, never
 * from the clock, and mark the store's closed days with `disabledDates` (and `disabledLabel`, which
 * screen readers announce). Keyboard: arrows by day and week, Page Up/Down by month, Home/End to
 * the week's ends, Enter to choose. Weeks start on Sunday in Thai and English, Monday in Chinese;
 * Thai shows the Buddhist era year. Do not use it for a birthday or other far-away date, where
 * typing or three selects are faster, nor for a range of days.
 */
const meta = {
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { value: null, today: '2026-02-10', onChange: fn() },
  render: (args) => <ControlledDatePicker {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thai reads the year in the Buddhist era: the story's point is Thai, so it keeps Thai whatever the toolbar says. */
export const ThaiBuddhistEra: Story = {
  name: 'Buddhist Era (Thai)',
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 2026 CE is 2569 in the Buddhist era.
    await expect(canvas.getByRole('heading', { name: 'กุมภาพันธ์ 2569' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'กุมภาพันธ์ 2569' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('อา');
    await expect(headers[0]).toHaveAttribute('abbr', 'วันอาทิตย์');
    await expect(canvas.getByRole('button', { name: 'วันอังคารที่ 10 กุมภาพันธ์ พ.ศ. 2569 วันนี้' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    // Days and month buttons are 44×44 px touch targets.
    for (const button of [
      canvas.getByRole('button', { name: /^วันพุธที่ 11 กุมภาพันธ์/ }),
      canvas.getByRole('button', { name: 'เดือนถัดไป' }),
    ]) {
      const rect = button.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThanOrEqual(44);
      await expect(rect.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const ChooseByTap: Story = {
  name: 'Choose By Tap (English)',
  globals: { locale: 'en_US' },
  args: { value: '2026-02-14' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('button', { name: 'Saturday, February 14, 2026, selected' });
    await expect(selected.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Friday, February 20, 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-02-20');
    await expect(canvas.getByRole('button', { name: 'Friday, February 20, 2026, selected' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Saturday, February 14, 2026' })).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard Navigation (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Previous month, next month, then the one day in the tab order (today).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tuesday, February 10, 2026, today' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Wednesday, February 11, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Wednesday, February 18, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Tuesday, February 10, 2026, today' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Sunday, February 8, 2026' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Saturday, February 14, 2026' })).toHaveFocus();

    // Page Down moves a month and brings that month into view.
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Saturday, March 14, 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(canvas.getByRole('heading', { name: 'January 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wednesday, January 14, 2026' })).toHaveFocus();
    // Crossing a month edge with the arrows changes the month too.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('heading', { name: 'February 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wednesday, February 4, 2026' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2026-02-04');
    await expect(canvas.getByRole('button', { name: 'Wednesday, February 4, 2026, selected' })).toHaveFocus();
  },
};

export const MonthButtons: Story = {
  name: 'Month Buttons (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: 'April 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    // The day kept in the tab order follows the month.
    await expect(canvas.getByRole('button', { name: 'Tuesday, March 10, 2026' })).toHaveAttribute('tabindex', '0');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const storeClosed: Pick<DatePickerProps, 'min' | 'max' | 'disabledDates' | 'disabledLabel'> = {
  min: '2026-02-10',
  max: '2026-03-11',
  // Closed every Monday, as the store's settings say.
  disabledDates: ['2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09'],
};

export const StoreClosedDaysAndBookingWindow: Story = {
  name: 'Store Closed Days And Booking Window (English)',
  globals: { locale: 'en_US' },
  args: { ...storeClosed, disabledLabel: 'Store closed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const closed = canvas.getByRole('button', { name: 'Monday, February 16, 2026, Store closed' });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    const past = canvas.getByRole('button', { name: 'Monday, February 9, 2026, not available' });
    await userEvent.click(past);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Nothing before the window's month: the previous-month button is off.
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    // The keyboard reaches a closed day (so it is announced) but Enter does not choose it.
    await userEvent.click(canvas.getByRole('button', { name: 'Sunday, February 15, 2026' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-15');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Monday, February 16, 2026, Store closed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    // Focus stops at the last bookable day, and the next-month button is off in its month.
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wednesday, March 11, 2026' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
  },
};

/** A closed day as Thai reads it (weekday, Buddhist era, the store's reason): pinned to Thai. */
export const ThaiStoreClosed: Story = {
  name: 'Store Closed (Thai)',
  globals: { locale: 'th_TH' },
  args: { ...storeClosed, value: '2026-02-20', disabledLabel: 'ร้านปิดทำการทุกวันจันทร์ กรุณาเลือกวันอื่นที่ร้านเปิดให้บริการ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: 'วันจันทร์ที่ 16 กุมภาพันธ์ พ.ศ. 2569 ร้านปิดทำการทุกวันจันทร์ กรุณาเลือกวันอื่นที่ร้านเปิดให้บริการ',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'วันศุกร์ที่ 20 กุมภาพันธ์ พ.ศ. 2569 เลือกอยู่' })).toBeVisible();
  },
};

export const ChineseWeekStartsMonday: Story = {
  globals: { locale: 'zh_CN' },
  args: { value: '2026-02-14', disabledDates: ['2026-02-16', '2026-02-17'], disabledLabel: '春节期间门店休息' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026年2月' })).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('一');
    await expect(headers[6]).toHaveTextContent('日');
    await expect(canvas.getByRole('button', { name: '2026年2月16日星期一，春节期间门店休息' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '2026年2月14日星期六，已选择' })).toBeVisible();
  },
};

/** Going past December turns the Buddhist-era year (2569 → 2570): pinned to Thai. */
export const ThaiYearChange: Story = {
  name: 'Year Change (Thai)',
  globals: { locale: 'th_TH' },
  args: { today: '2026-12-28' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ธันวาคม 2569' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เดือนถัดไป' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'มกราคม 2570' })).toBeVisible());
  },
};

export const ClosedEverySundayByRule: Story = {
  name: 'Closed Every Sunday By Rule (English)',
  globals: { locale: 'en_US' },
  args: {
    // A pure rule instead of a list: the store never opens on Sundays.
    isDateDisabled: (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0,
    disabledLabel: 'Store closed on Sundays',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sunday = canvas.getByRole('button', { name: 'Sunday, February 15, 2026, Store closed on Sundays' });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sunday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Monday, February 16, 2026' }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-02-16');
  },
};
