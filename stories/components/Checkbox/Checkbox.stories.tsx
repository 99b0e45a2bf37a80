import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../../src/components/Checkbox';

/**
 * A native checkbox with its label: accept the terms, select cart lines, "select all" (with the
 * mixed state). The whole row is a 44 px touch target. Use Switch for a setting that takes effect
 * at once, RadioGroup when exactly one of several options must be chosen.
 */
const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'ยอมรับข้อกำหนดและเงื่อนไข', checked: false, onChange: fn() },
  render: function Render(args: CheckboxProps) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Checkbox
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'ยอมรับข้อกำหนดและเงื่อนไข' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const TapOnTheTextAndKeyboard: Story = {
  name: 'Tap On The Text And Keyboard (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Send me offers and new arrivals', hint: 'About two emails a month' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me offers and new arrivals' });
    await expect(box).toHaveAccessibleDescription('About two emails a month');
    // A tap on the hint lands on the label, which covers the whole row.
    const hintRect = within(canvasElement).getByText('About two emails a month').getBoundingClientRect();
    const hit = document.elementFromPoint(hintRect.x + hintRect.width / 2, hintRect.y + hintRect.height / 2);
    await expect(hit?.tagName).toBe('LABEL');
    await userEvent.click(hit ?? box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    const row = box.closest('div');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Checked: Story = {
  name: 'Checked (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { label: '记住我的登录状态', checked: true },
};

export const Indeterminate: Story = {
  name: 'Indeterminate (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Select all (2 of 5)', indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all (2 of 5)' });
    await expect(box).toBePartiallyChecked();
  },
};

export const WithError: Story = {
  name: 'With Error (Chinese)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: { label: '我已阅读并同意《用户协议》和《隐私政策》', error: '请先阅读并同意用户协议' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('请先阅读并同意用户协议');
  },
};

export const WithLink: Story = {
  name: 'With Link (English)',
  globals: { locale: 'en_US' },
  args: {
    label: (
      <>
        I agree to the <a href="#terms">terms of service</a>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'terms of service' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label:
      'ข้าพเจ้ายินยอมให้บริษัทเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลเพื่อวัตถุประสงค์ทางการตลาดและการนำเสนอสิทธิประโยชน์',
    hint: 'คุณสามารถเพิกถอนความยินยอมได้ทุกเมื่อที่หน้าตั้งค่าบัญชี',
  },
};

export const Disabled: Story = {
  args: { label: 'สินค้าหมด', checked: false, disabled: true },
};
