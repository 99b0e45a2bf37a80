import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput, type CodeInputProps } from '../../../src/components/CodeInput';
import { storyText } from '../../support/storyText';

/**
 * The one-time code from an SMS or email (login, bind phone, reset password, account deletion),
 * drawn as N boxes but built as one input with autocomplete="one-time-code", so the phone's SMS
 * autofill, paste and screen readers treat it as one field. `onComplete` gets the code when the
 * last digit arrives. Do not use it for passwords or PINs that must stay hidden.
 */
const meta = {
  title: 'Components/CodeInput',
  component: CodeInput,
  args: { value: '', onChange: fn(), onComplete: fn() },
  render: function Render(args: CodeInputProps) {
    const [value, setValue] = useState(args.value);
    return (
      <CodeInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    const input = within(canvasElement).getByRole('textbox', { name: text('inputs:code.label') });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription(text('inputs:code.hint', { count: 6 }));
  },
};

export const TypeSixDigits: Story = {
  name: 'Type Six Digits (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '12a34');
    await expect(input).toHaveValue('1234');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '56');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // Extra digits are ignored and do not complete again.
    await userEvent.type(input, '7');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    // Backspace removes the last digit.
    await userEvent.type(input, '{backspace}');
    await expect(input).toHaveValue('12345');
    await expect(args.onChange).toHaveBeenLastCalledWith('12345');
  },
};

export const PasteFillsAll: Story = {
  name: 'Paste Fills All (Chinese)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '验证码' });
    await userEvent.click(input);
    await userEvent.paste('您的验证码是 482 913，5分钟内有效');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    for (const digit of ['4', '8', '2', '9', '1', '3']) {
      await expect(within(canvasElement).getByText(digit)).toBeVisible();
    }
  },
};

/** `readCode`: a pasted link gives the code it carries, not every digit of the address (the port, the path). */
export const PasteLinkReadsItsCode: Story = {
  name: 'Paste Link Reads Its Code (English)',
  globals: { locale: 'en_US' },
  args: { length: 8, label: 'Voucher code', readCode: (text: string) => /[?&]code=(\d{8})\b/.exec(text)?.[1] ?? null },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Voucher code' });
    await userEvent.click(input);
    await userEvent.paste('https://m.example.co.th:8443/m/booking/verification?code=50000001');
    await expect(input).toHaveValue('50000001');
    await expect(args.onComplete).toHaveBeenCalledWith('50000001');
  },
};

export const FourDigits: Story = {
  args: { length: 4, label: 'รหัส OTP ที่ได้รับทาง SMS สำหรับยืนยันการลบบัญชีผู้ใช้' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /รหัส OTP/ });
    await userEvent.type(input, '๑๒๓๔');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const WrongCode: Story = {
  name: 'Wrong Code (English)',
  globals: { locale: 'en_US' },
  args: { value: '123456', error: 'The code is wrong or has expired. Request a new code and try again.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/wrong or has expired/);
  },
};

export const Disabled: Story = {
  args: { value: '12', disabled: true },
};

/** Reached by Tab, the invisible input shows the theme's focus ring around the row of boxes (it had none). */
export const KeyboardFocusRing: Story = {
  name: 'Keyboard Focus Ring (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.matches(':focus-visible')).toBe(true);
    const boxes = input.parentElement;
    if (!boxes) throw new Error('the code input has no row of boxes');
    const ring = getComputedStyle(boxes);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
    await userEvent.keyboard('48');
    await expect(input).toHaveValue('48');
    // Focus leaves: the ring goes with it.
    await userEvent.tab();
    await expect(getComputedStyle(boxes).outlineStyle).toBe('none');
  },
};
