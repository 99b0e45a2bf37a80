import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from '../../../src/components/TextField';

/**
 * A labelled input that checks the validation rules of spec §5 when it loses focus and then as
 * the shopper types, with the message in the shopper's language. Use `digitsOnly` with
 * `maxLength` for phone, card and code fields. Do not use it for multi-line text.
 */
const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Mobile number', value: '', onChange: fn(), onValidate: fn() },
  render: function Render(args: TextFieldProps) {
    const [value, setValue] = useState(args.value);
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: '0812345678', hint: 'We send the order updates here' },
};

export const PhoneValid: Story = {
  args: { rules: ['required', 'tel'], digitsOnly: true, maxLength: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Mobile number/ });
    await userEvent.type(input, '08-1234 5678');
    await expect(input).toHaveValue('0812345678');
    await userEvent.tab();
    await expect(args.onValidate).toHaveBeenLastCalledWith(null);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const PhoneInvalidChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '手机号', rules: ['required', 'tel'], digitsOnly: true, maxLength: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /手机号/ });
    await userEvent.type(input, '12345');
    await userEvent.tab();
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('手机号格式不正确');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('手机号格式不正确');
    await expect(args.onValidate).toHaveBeenLastCalledWith('手机号格式不正确');
  },
};

export const RequiredThai: Story = {
  globals: { locale: 'th_TH' },
  args: { label: 'ชื่อผู้รับ', rules: ['required'] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /ชื่อผู้รับ/ });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('alert')).not.toBeEmptyDOMElement();
    // Fixing the value clears the message as the shopper types.
    await userEvent.type(input, 'สมหญิง');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const EmailInvalidEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { label: 'Email', rules: ['email'], value: 'somchai@', type: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const OptionalStaysQuietWhenEmpty: Story = {
  args: { label: 'Email', rules: ['email'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Email' }));
    await userEvent.tab();
    await expect(args.onValidate).toHaveBeenLastCalledWith(null);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const ServerError: Story = {
  tags: ['error-state'],
  args: { label: 'Coupon code', value: 'KOKO2026', error: 'This coupon has expired' },
};

export const Disabled: Story = {
  args: { label: 'Mobile number', value: '0812345678', disabled: true },
};

export const LongThaiLabel: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'หมายเลขโทรศัพท์มือถือที่ใช้สำหรับรับรหัสยืนยันและการแจ้งเตือนสถานะคำสั่งซื้อทั้งหมด',
    hint: 'ผู้ที่ลงทะเบียนแล้วจะได้รับสิทธิ์พิเศษและคูปองส่วนลดน้ำหอมทุกเดือน',
    rules: ['required', 'tel'],
  },
};
