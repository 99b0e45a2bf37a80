import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumericInput, type NumericInputProps } from '../../../src/components/NumericInput';

/**
 * A field that keeps digits only and cuts them to `maxLength` (spec §5): card numbers, security
 * codes, expiry dates, bank account numbers. Pasted "08-1234 5678" becomes 0812345678, Thai and
 * full-width digits become 0-9. Use PhoneInput for phone numbers and CodeInput for one-time codes;
 * do not use it for amounts with decimals.
 */
const meta = {
  title: 'Components/NumericInput',
  component: NumericInput,
  args: { label: 'Card number', value: '', maxLength: 16, onChange: fn(), onValidate: fn() },
  render: function Render(args: NumericInputProps) {
    const [value, setValue] = useState(args.value);
    return (
      <NumericInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { label: 'เลขบัตร', placeholder: '0000 0000 0000 0000', hint: 'ตัวเลข 16 หลักด้านหน้าบัตร' },
};

export const PasteKeepsDigits: Story = {
  name: 'Paste Keeps Digits (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Bank account number', maxLength: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Bank account number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.paste('08-1234 5678');
    await expect(input).toHaveValue('0812345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('0812345678');
  },
};

export const TypingIsCutToMaxLength: Story = {
  name: 'Typing Is Cut To Max Length (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Security code', maxLength: 4, rules: ['securityCode'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Security code' });
    await userEvent.type(input, '12a3-45');
    await expect(input).toHaveValue('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
  },
};

export const ThaiAndFullWidthDigits: Story = {
  args: { label: 'รหัสไปรษณีย์', maxLength: 5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'รหัสไปรษณีย์' });
    await userEvent.click(input);
    await userEvent.paste('๑๐๑１０');
    await expect(input).toHaveValue('10110');
  },
};

export const InvalidChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '银行卡号', maxLength: 16, rules: ['required', 'cardNumber'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /银行卡号/ });
    await userEvent.type(input, '4111 1111');
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('卡号必须是16位数');
    await expect(input).toHaveAccessibleDescription('卡号必须是16位数');
    await expect(args.onValidate).toHaveBeenLastCalledWith('卡号必须是16位数');
  },
};

export const Disabled: Story = {
  args: { label: 'เลขที่บัญชีธนาคารสำหรับรับเงินคืนจากคำสั่งซื้อที่ยกเลิก', value: '1234567890', disabled: true },
};
