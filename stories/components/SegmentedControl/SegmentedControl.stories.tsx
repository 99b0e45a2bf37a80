import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from '../../../src/components/SegmentedControl';

/**
 * Two to four mutually exclusive options side by side that change how the same content shows:
 * grid or list view, sort by newest or by price, this month or last month. It is a radio group on
 * native radios: Tab reaches the chosen option, arrow keys change it. Do not use it for sections
 * with different content (use Tabs), for more than four options (use a Select or chips), or for an
 * on/off setting (use a Switch).
 */
const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'มุมมองสินค้า',
    value: 'grid',
    onChange: fn(),
    options: [
      { value: 'grid', label: 'ตาราง' },
      { value: 'list', label: 'รายการ' },
    ],
  },
  render: function Render(args: SegmentedControlProps) {
    const [value, setValue] = useState(args.value);
    return (
      <SegmentedControl
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ViewThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'มุมมองสินค้า' });
    await expect(within(group).getByRole('radio', { name: 'ตาราง' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'รายการ' }));
    await expect(args.onChange).toHaveBeenCalledWith('list');
    await expect(within(group).getByRole('radio', { name: 'รายการ' })).toBeChecked();
    const rect = canvas.getByText('รายการ').getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const SortKeyboardEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    label: 'Sort by',
    value: 'new',
    fullWidth: true,
    options: [
      { value: 'new', label: 'Newest' },
      { value: 'sales', label: 'Best selling' },
      { value: 'price', label: 'Price' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Newest' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Best selling' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sales');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('price');
  },
};

export const DisabledOptionChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    label: '统计周期',
    value: 'month',
    options: [
      { value: 'month', label: '本月' },
      { value: 'last', label: '上月' },
      { value: 'year', label: '今年（即将开放）', disabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const disabled = within(canvasElement).getByRole('radio', { name: '今年（即将开放）' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongThaiFullWidth: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'ช่วงเวลาการจอง',
    value: 'morning',
    fullWidth: true,
    options: [
      { value: 'morning', label: 'ช่วงเช้าก่อนเที่ยง' },
      { value: 'afternoon', label: 'ช่วงบ่ายถึงเย็น' },
      { value: 'evening', label: 'ช่วงค่ำหลังเลิกงาน' },
    ],
  },
};

/**
 * Five sort orders in English (the list pages): with `scrollable` each label stays on one line and
 * the row scrolls sideways; choosing the last one by keyboard brings it into view.
 */
export const ScrollableFiveEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    label: 'Sort by',
    value: 'default',
    fullWidth: true,
    scrollable: true,
    options: [
      { value: 'default', label: 'Recommended' },
      { value: 'sales', label: 'Best selling' },
      { value: 'newest', label: 'Newest' },
      { value: 'price_asc', label: 'Price: low to high' },
      { value: 'price_desc', label: 'Price: high to low' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: 'Recommended' });
    const last = canvas.getByRole('radio', { name: 'Price: high to low' });
    // One line each: every segment is as tall as the first.
    await expect(last.closest('label')?.getBoundingClientRect().height).toBe(first.closest('label')?.getBoundingClientRect().height);
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(last).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('price_desc');
    const group = canvas.getByRole('radiogroup', { name: 'Sort by' });
    await expect(group.scrollWidth).toBeGreaterThan(group.clientWidth);
  },
};
