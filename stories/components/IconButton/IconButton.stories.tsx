import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../../src/components/IconButton';
import { storyText } from '../../support/storyText';

/**
 * A 44×44 button that shows only an icon: back, close, share, cart in a top bar or over a photo.
 * `label` is required and is what a screen reader says. Use `filled` over images, `plain` in bars.
 * An optional `badge` shows a count (99+ above 99) that screen readers hear as part of the
 * button's name ('Cart, 3 items'). Do not use it when the action needs words to be understood;
 * use a Button with an icon instead. Do not use it to navigate when a link would do.
 */
const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'cart', label: 'ตะกร้าสินค้า', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'filled'] },
    badge: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ตะกร้าสินค้า' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const rect = button.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const Filled: Story = {
  args: { variant: 'filled', icon: 'back', label: 'ย้อนกลับ' },
  play: async ({ canvasElement }) => {
    const rect = within(canvasElement).getByRole('button', { name: 'ย้อนกลับ' }).getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <IconButton {...args} icon="back" label="ย้อนกลับ" />
      <IconButton {...args} icon="share" label="แชร์" />
      <IconButton {...args} icon="more" label="เพิ่มเติม" />
      <IconButton {...args} icon="back" label="ย้อนกลับ" variant="filled" />
      <IconButton {...args} icon="share" label="แชร์" variant="filled" />
      <IconButton {...args} icon="close" label="ปิด" variant="filled" />
    </div>
  ),
};

export const WithBadgeEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { label: 'Cart', badge: 3 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cart, 3 items' });
    await expect(within(canvasElement).getByText('3')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const BadgeOneItemEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { label: 'Messages', icon: 'chat', badge: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Messages, 1 item' })).toBeVisible();
  },
};

export const BadgeOverflowThai: Story = {
  globals: { locale: 'th_TH' },
  args: { badge: 150, variant: 'filled' },
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
    const badge = text('basics:badge.count', { count: 150, display: '99+' });
    await expect(within(canvasElement).getByRole('button', { name: text('basics:iconButton.nameWithBadge', { label: 'ตะกร้าสินค้า', badge }) })).toBeVisible();
  },
};

export const BadgeChineseCustomLabel: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '购物车', badge: 12, badgeLabel: '购物车里有 12 件商品' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '购物车，购物车里有 12 件商品' })).toBeVisible();
  },
};

export const ZeroBadgeShowsNothing: Story = {
  args: { badge: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ตะกร้าสินค้า' })).toBeVisible();
    await expect(within(canvasElement).queryByText('0')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, icon: 'share', label: 'แชร์' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'แชร์' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  args: { icon: 'search', label: 'ค้นหา' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'ค้นหา' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
