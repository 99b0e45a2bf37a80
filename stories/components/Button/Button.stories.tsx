import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components/Button';

/**
 * The action control. Use `primary` for the one main action of a screen (Add to cart, Pay),
 * `secondary` or `outline` beside it, `text` for low-emphasis actions, `danger` for destructive
 * ones. Use `loading` while the action's request runs: it keeps the width, announces the busy
 * state and swallows further clicks, so Pay cannot be sent twice. Do not use a Button to navigate
 * to another page; use a link.
 */
const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'text', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="outline">Outline</Button>
      <Button {...args} variant="text">Text</Button>
      <Button {...args} variant="danger">Delete</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Primary actions (md and lg) meet the 44×44 px touch target.
    for (const name of ['Medium', 'Large']) {
      const rect = within(canvasElement).getByRole('button', { name }).getBoundingClientRect();
      await expect(rect.height).toBeGreaterThanOrEqual(44);
      await expect(rect.width).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Loading: Story = {
  args: { children: 'Pay now', loading: true, fullWidth: true, size: 'lg' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Pay now/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A double tap on a busy Pay button sends nothing.
    await userEvent.dblClick(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // It keeps focus so a keyboard user is not lost while it works.
    button.focus();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Sold out' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sold out' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const FullWidthLongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    fullWidth: true,
    size: 'lg',
    children: 'เพิ่มลงรถเข็นและรับคูปองส่วนลดพิเศษสำหรับสมาชิกใหม่ที่สั่งซื้อครั้งแรกผ่านแอปพลิเคชัน',
  },
};

export const LongChinese: Story = {
  args: { fullWidth: true, children: '加入购物车并领取新会员首次通过应用程序下单专享的特别优惠券' },
};
