import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from '../../../src/components/Radio';

/**
 * One answer to one question (delivery method, refund reason, payment method): a fieldset whose
 * legend names the group, with native radios, so Tab enters at the chosen option and the arrow keys
 * move the choice. Each row is a 44 px touch target. Use Select for long lists, Checkbox when
 * several may be chosen.
 */
const meta = {
  title: 'Components/Radio',
  component: RadioGroup,
  args: {
    legend: 'วิธีจัดส่ง',
    name: 'delivery',
    value: '',
    onChange: fn(),
    options: [
      { value: 'standard', label: 'จัดส่งแบบมาตรฐาน', hint: '3-5 วันทำการ' },
      { value: 'express', label: 'จัดส่งด่วน', hint: 'ภายใน 1 วันทำการ' },
      { value: 'pickup', label: 'รับที่สาขา' },
    ],
  },
  render: function Render(args: RadioGroupProps) {
    const [value, setValue] = useState(args.value);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'วิธีจัดส่ง' });
    const express = within(group).getByRole('radio', { name: 'จัดส่งด่วน' });
    await expect(express).toHaveAccessibleDescription('ภายใน 1 วันทำการ');
    await userEvent.click(express);
    await expect(express).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    const row = express.closest('div');
    await expect(row?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const ArrowKeysMoveTheChoice: Story = {
  name: 'Arrow Keys Move The Choice (English)',
  globals: { locale: 'en_US' },
  args: {
    legend: 'Refund reason',
    name: 'reason',
    value: 'damaged',
    options: [
      { value: 'damaged', label: 'Arrived damaged' },
      { value: 'wrong', label: 'Wrong item sent' },
      { value: 'changed', label: 'Changed my mind' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const damaged = within(canvasElement).getByRole('radio', { name: 'Arrived damaged' });
    await expect(damaged).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const wrong = within(canvasElement).getByRole('radio', { name: 'Wrong item sent' });
    await expect(wrong).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('wrong');
  },
};

export const HorizontalChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    legend: '肤质',
    name: 'skin',
    value: 'oily',
    direction: 'horizontal',
    options: [
      { value: 'dry', label: '干性' },
      { value: 'oily', label: '油性' },
      { value: 'combination', label: '混合性' },
      { value: 'sensitive', label: '敏感性' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '油性' })).toBeChecked();
  },
};

export const RequiredWithError: Story = {
  name: 'Required With Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    legend: 'Payment method',
    name: 'payment',
    required: true,
    hint: 'Cash on delivery is available for orders under ฿3,000',
    error: 'Choose a payment method',
    options: [
      { value: 'card', label: 'Credit or debit card' },
      { value: 'promptpay', label: 'PromptPay QR' },
      { value: 'cod', label: 'Cash on delivery', disabled: true, hint: 'Not available for this order' },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Payment method/ });
    await expect(group).toHaveAccessibleDescription(
      'Choose a payment method Cash on delivery is available for orders under ฿3,000',
    );
    await expect(within(group).getByRole('radio', { name: 'Cash on delivery' })).toBeDisabled();
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    legend: 'เหตุผลที่ต้องการยกเลิกคำสั่งซื้อนี้ (กรุณาเลือกเหตุผลที่ตรงที่สุดเพื่อช่วยเราปรับปรุงบริการ)',
    name: 'cancel',
    value: 'late',
    options: [
      { value: 'late', label: 'ระยะเวลาการจัดส่งนานเกินกว่าที่คาดไว้และไม่สะดวกรอรับสินค้า' },
      { value: 'price', label: 'พบสินค้าเดียวกันในราคาที่ถูกกว่าจากร้านค้าอื่น' },
      { value: 'address', label: 'ต้องการเปลี่ยนที่อยู่จัดส่งหรือข้อมูลผู้รับสินค้า' },
    ],
  },
};

export const Disabled: Story = {
  args: { value: 'standard', disabled: true },
};
