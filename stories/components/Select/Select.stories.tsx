import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from '../../../src/components/Select';
import { storyText } from '../../support/storyText';

/**
 * A labelled native select, styled: on phones and in app webviews it opens the system picker, the
 * most usable list there is. Use it to choose from a list (province, bank, refund reason); it
 * starts on a placeholder that cannot be chosen again, and `required` checks it on blur. Use
 * RadioGroup for two to seven short options that should be seen side by side.
 */
const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'จังหวัด',
    value: '',
    onChange: fn(),
    onValidate: fn(),
    options: [
      { value: 'bkk', label: 'กรุงเทพมหานคร' },
      { value: 'cnx', label: 'เชียงใหม่' },
      { value: 'hkt', label: 'ภูเก็ต' },
      { value: 'kkn', label: 'ขอนแก่น' },
    ],
  },
  render: function Render(args: SelectProps) {
    const [value, setValue] = useState(args.value);
    return (
      <Select
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'จังหวัด' });
    await expect(within(canvasElement).getByRole('option', { name: storyText({ globals })('inputs:select.placeholder') })).toBeDisabled();
    await userEvent.selectOptions(select, 'เชียงใหม่');
    await expect(select).toHaveValue('cnx');
    await expect(args.onChange).toHaveBeenLastCalledWith('cnx');
  },
};

export const RequiredEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    label: 'Bank',
    required: true,
    placeholder: 'Choose your bank',
    hint: 'Refunds are paid to this bank account',
    options: [
      { value: 'kbank', label: 'Kasikornbank' },
      { value: 'scb', label: 'Siam Commercial Bank' },
      { value: 'bbl', label: 'Bangkok Bank' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Bank/ });
    await userEvent.click(select);
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This field is required');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValidate).toHaveBeenLastCalledWith('This field is required');
    await userEvent.selectOptions(select, 'Bangkok Bank');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onValidate).toHaveBeenLastCalledWith(null);
  },
};

export const ChosenChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    label: '退款原因',
    value: 'damaged',
    options: [
      { value: 'damaged', label: '商品破损' },
      { value: 'wrong', label: '发错商品' },
      { value: 'expired', label: '商品已过期', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '退款原因' });
    await expect(select).toHaveDisplayValue('商品破损');
    await expect(within(canvasElement).getByRole('option', { name: '商品已过期' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  tags: ['error-state'],
  args: { value: 'hkt', error: 'ขออภัย ยังไม่เปิดให้บริการจัดส่งด่วนในจังหวัดนี้ กรุณาเลือกการจัดส่งแบบมาตรฐาน' },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'สาขาที่ต้องการรับสินค้าด้วยตนเอง (เปิดให้บริการทุกวัน 10:00-21:00 น.)',
    value: 'central',
    options: [
      { value: 'central', label: 'เซ็นทรัลเวิลด์ ชั้น 1 โซนเครื่องสำอางและผลิตภัณฑ์ดูแลผิวพรรณ ใกล้ทางเข้าประตูหลัก' },
      { value: 'siam', label: 'สยามพารากอน ชั้น M' },
    ],
  },
};

export const Disabled: Story = {
  name: 'Disabled (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Province', value: 'bkk', disabled: true, options: [{ value: 'bkk', label: 'Bangkok' }] },
};
