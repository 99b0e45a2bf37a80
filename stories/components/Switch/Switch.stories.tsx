import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from '../../../src/components/Switch';

/**
 * An on/off setting that applies at once: push notifications, arrival reminders, show reviews
 * translated. It is a button with role switch and aria-checked; Space, Enter, a tap on the track or
 * on the label toggles it. Use Checkbox for a choice that is only sent with a form.
 */
const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'แจ้งเตือนโปรโมชั่น', checked: false, onChange: fn() },
  render: function Render(args: SwitchProps) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Switch
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'แจ้งเตือนโปรโมชั่น' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    const rect = toggle.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const OnEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { label: 'Show reviews in English', checked: true, hint: 'Reviews written in Thai or Chinese are machine translated' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Show reviews in English' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Reviews written in Thai or Chinese are machine translated');
    // The label toggles it too.
    await userEvent.click(within(canvasElement).getByText('Show reviews in English'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '到货提醒' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('switch', { name: '到货提醒' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'รับการแจ้งเตือนเมื่อสินค้าที่อยู่ในรายการโปรดลดราคาหรือกลับมามีสินค้าในสต็อกอีกครั้ง',
    hint: 'เราจะส่งการแจ้งเตือนไม่เกินวันละหนึ่งครั้ง',
    checked: true,
  },
};

export const Disabled: Story = {
  args: { label: 'บันทึกประวัติการค้นหา', checked: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'บันทึกประวัติการค้นหา' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
