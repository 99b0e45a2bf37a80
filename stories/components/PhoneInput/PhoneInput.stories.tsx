import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput, type PhoneInputProps } from '../../../src/components/PhoneInput';
import { storyText } from '../../support/storyText';

/**
 * The Thai mobile number field (login, sign-up, bind phone, delivery address): 0 and nine digits,
 * rule `tel`, the phone keypad, the saved number offered by autofill, and a hint that repeats the
 * number grouped as 081-234-5678. The value is digits only. Do not use it for other countries'
 * numbers.
 */
const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { value: '', onChange: fn(), onValidate: fn() },
  render: function Render(args: PhoneInputProps) {
    const [value, setValue] = useState(args.value);
    return (
      <PhoneInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    const input = within(canvasElement).getByRole('textbox', { name: text('inputs:phone.label') });
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(input).toHaveAccessibleDescription(text('inputs:phone.hint'));
  },
};

export const PastedAndFormattedEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { rules: ['required', 'tel'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile number/ });
    await userEvent.click(input);
    await userEvent.paste('08-1234 5678');
    await expect(input).toHaveValue('0812345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('0812345678');
    await expect(within(canvasElement).getByText('You entered 081-234-5678')).toBeVisible();
    await userEvent.tab();
    await expect(args.onValidate).toHaveBeenLastCalledWith(null);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const TooShortChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { rules: ['required', 'tel'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /手机号/ });
    await userEvent.type(input, '0812');
    await expect(within(canvasElement).getByText('您输入的号码：081-2')).toBeVisible();
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('手机号格式不正确');
    await expect(args.onValidate).toHaveBeenLastCalledWith('手机号格式不正确');
    // Finishing the number clears the message as the shopper types.
    await userEvent.type(input, '345678');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const ThaiKeyboardDigits: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    const input = within(canvasElement).getByRole('textbox', { name: text('inputs:phone.label') });
    // Thai digits typed on a Thai keyboard are read as 0–9 whatever the shop's language.
    await userEvent.type(input, '๐๘๑๒๓๔๕๖๗๘๙');
    await expect(input).toHaveValue('0812345678');
    await expect(within(canvasElement).getByText(text('inputs:phone.formatted', { number: '081-234-5678' }))).toBeVisible();
  },
};

export const ServerError: Story = {
  tags: ['error-state'],
  args: {
    label: 'หมายเลขโทรศัพท์สำหรับผูกบัญชีและรับรหัสยืนยันทาง SMS',
    value: '0812345678',
    error: 'หมายเลขนี้ถูกผูกกับบัญชีอื่นแล้ว กรุณาใช้หมายเลขอื่นหรือติดต่อฝ่ายบริการลูกค้า',
  },
};

export const Disabled: Story = {
  name: 'Disabled (English)',
  globals: { locale: 'en_US' },
  args: { value: '0891234567', disabled: true },
};
