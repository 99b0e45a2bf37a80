import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from '../../../src/components/Chip';

/**
 * A compact pill for a keyword: a search-history entry, a suggested search, a product attribute.
 * With `onClick` it is a button with a 44 px high touch area; without, plain text. Long labels are
 * cut to one line. Use FilterChip for a filter that turns on and off, Tag for a status label, and
 * Button for actions.
 */
const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { label: 'ครีมกันแดด', onClick: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clickable: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'ครีมกันแดด' });
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const rect = chip.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.width).toBeGreaterThanOrEqual(44);
  },
};

export const Static: Story = {
  args: { label: 'ผิวแพ้ง่าย', onClick: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByText('ผิวแพ้ง่าย')).toBeVisible();
  },
};

export const WithIcon: Story = {
  name: 'With Icon (English)',
  args: { label: 'Sunscreen SPF50', icon: 'search' },
  globals: { locale: 'en_US' },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'ครีมกันแดด' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'ครีมกันแดด' });
    await expect(chip).toBeDisabled();
    await userEvent.click(chip, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const SearchHistoryMixedLanguages: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8 }}>
      <Chip {...args} label="ครีมกันแดด" />
      <Chip {...args} label="ลิปสติกเนื้อแมตต์ติดทนนานสีชมพูนู้ดสำหรับสาวผิวแทนที่ชอบลุคธรรมชาติ" />
      <Chip {...args} label="Vitamin C brightening serum for dull and uneven skin tone" />
      <Chip {...args} label="防晒霜" />
      <Chip {...args} label="玻尿酸补水保湿面膜十片装敏感肌可用" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const long = within(canvasElement).getByRole('button', { name: /ลิปสติกเนื้อแมตต์/ });
    // The long label stays on one line within the screen.
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '防晒霜' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
