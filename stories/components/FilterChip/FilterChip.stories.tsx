import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChip, type FilterChipProps } from '../../../src/components/FilterChip';
import { storyText } from '../../support/storyText';

/**
 * A filter the shopper turns on and off (brand, price range, skin type): a toggle button whose
 * state screen readers hear as pressed or not. With `onRemove` it gets its own remove button,
 * for applied filters shown in a summary row. Both parts are 44 px high. Use Chip for keywords
 * that do something once (a search), and Radio or SegmentedControl when exactly one option must
 * be chosen.
 */
const meta = {
  title: 'Components/FilterChip',
  component: FilterChip,
  args: { label: 'ผิวแพ้ง่าย', selected: false, onSelectedChange: fn() },
  render: function Render(args: FilterChipProps) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <FilterChip
        {...args}
        selected={selected}
        onSelectedChange={(next) => {
          setSelected(next);
          args.onSelectedChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'ผิวแพ้ง่าย' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    const rect = chip.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.width).toBeGreaterThanOrEqual(44);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ผิวแพ้ง่าย' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const RemovableEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { label: 'Under ฿500', selected: true, onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Under ฿500' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // Removing does not toggle.
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
  },
};

export const RemovableThai: Story = {
  globals: { locale: 'th_TH' },
  args: { label: 'ลาโรช-โพเซย์', selected: true, onRemove: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const remove = storyText({ globals })('basics:chip.remove', { label: 'ลาโรช-โพเซย์' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: remove }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const RemovableChineseCustomLabel: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '敏感肌', selected: true, onRemove: fn(), removeLabel: '清除筛选条件：敏感肌' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '清除筛选条件：敏感肌' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '敏感肌' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Free shipping', onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Free shipping' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Free shipping' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, onRemove: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'ผิวแพ้ง่าย' });
    await expect(chip).toBeDisabled();
    await userEvent.click(chip, { pointerEventsCheck: 0 });
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
    const remove = storyText({ globals })('basics:chip.remove', { label: 'ผิวแพ้ง่าย' });
    await expect(within(canvasElement).getByRole('button', { name: remove })).toBeDisabled();
  },
};

export const FilterRowLongText: Story = {
  args: { onRemove: fn() },
  render: ({ onRemove, ...args }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8 }}>
      <FilterChip {...args} label="ทุกสภาพผิว" selected />
      <FilterChip {...args} label="ผลิตภัณฑ์ออร์แกนิกที่ได้รับการรับรองจากสถาบันมาตรฐานสากล" selected={false} icon="filter" />
      <FilterChip {...args} label="Cruelty-free and vegan certified only" selected={false} />
      <FilterChip {...args} label="跨境直邮" selected onRemove={onRemove} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'ทุกสภาพผิว' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /ผลิตภัณฑ์ออร์แกนิก/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: storyText({ globals })('basics:chip.remove', { label: '跨境直邮' }) })).toBeVisible();
  },
};
