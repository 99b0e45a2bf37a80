import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '../../../src/components/QuantityStepper';
import { storyText } from '../../support/storyText';

/**
 * − quantity + on the product page, in the add-to-cart sheet and on cart lines. `max` is the
 * product's limitNum: at the limit the + button stays focusable but does nothing, and "Limit N per
 * order" is shown and announced. The number can be typed (kept within the bounds on leaving the
 * field or Enter), stepped with the arrow keys, and set to the bounds with Home and End. Buttons
 * are 44 × 44 px. Do not use it for non-integer amounts.
 */
const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, max: 5, onChange: fn() },
  // The stepper follows a tap at once, as its parent in the product would, and follows the `value`
  // control too: a tap's value is kept only until the control sets another (the control wins).
  render: function Render(args: QuantityStepperProps) {
    const [tapped, setTapped] = useState({ from: args.value, value: args.value });
    const value = tapped.from === args.value ? tapped.value : args.value;
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(next) => {
          setTapped({ from: args.value, value: next });
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    const minus = canvas.getByRole('button', { name: text('inputs:stepper.decrease') });
    const plus = canvas.getByRole('button', { name: text('inputs:stepper.increase') });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(plus);
    await expect(canvas.getByRole('spinbutton', { name: text('inputs:stepper.label') })).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    for (const button of [minus, plus]) {
      const rect = button.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThanOrEqual(44);
      await expect(rect.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const ReachingTheLimitEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { value: 4, max: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Limit 5 per order');
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveAccessibleDescription('Limit 5 per order');
    // Focus stays on the button, and another tap does nothing.
    await expect(plus).toHaveFocus();
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardArrows: Story = {
  name: 'Keyboard Arrows (English)',
  globals: { locale: 'en_US' },
  args: { value: 2, max: 10 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('4');
    await expect(input).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const TypedValueIsKeptWithinTheLimit: Story = {
  name: 'Typed Value Is Kept Within The Limit (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { value: 1, max: 3 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: '数量' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('8');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('3');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('每单限购 3 件');
  },
};

export const ClearedFieldGoesBack: Story = {
  name: 'Cleared Field Goes Back (English)',
  globals: { locale: 'en_US' },
  args: { value: 3, max: 5, label: 'Quantity of Hydrating Serum 30 ml' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity of Hydrating Serum 30 ml' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoLimit: Story = {
  args: { value: 12, max: 0 },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText({ globals })('inputs:stepper.increase') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const AtTheLimitThai: Story = {
  globals: { locale: 'th_TH' },
  args: { value: 2, max: 2 },
};

export const Disabled: Story = {
  args: { value: 1, disabled: true },
};
