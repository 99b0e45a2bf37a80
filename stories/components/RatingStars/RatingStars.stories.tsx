import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingStars } from '../../../src/components/RatingStars';
import { storyText } from '../../support/storyText';

/**
 * Five stars for a rating. As a display (`value`, optional `count`) it draws partial stars and
 * says "4.5 out of 5"; with `onChange` it is a radio group for writing a review (arrow keys move
 * between stars). Do not use it for a yes/no like; that is LikeButton.
 */
const meta = {
  title: 'Components/RatingStars',
  component: RatingStars,
  args: { value: 4.5, count: 128 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  name: 'Display (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('4.5 out of 5');
    await expect(within(canvasElement).getByText('(128 reviews)')).toBeVisible();
  },
};

export const DisplayThai: Story = {
  globals: { locale: 'th_TH' },
  args: { value: 3.7, count: 1, size: 'md' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement).toHaveTextContent(storyText({ globals })('commerce:ratingStars.outOf', { value: '3.7' }));
  },
};

export const DisplayChineseNoCount: Story = {
  args: { value: 5, count: undefined },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('5.0 分（满分 5 分）');
  },
};

export const DisplayRange: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1, 2.5, 3.3, 4.8, 5].map((value) => (
        <RatingStars key={value} value={value} />
      ))}
    </div>
  ),
};

function InputDemo({ onChange, initial }: { onChange: (value: number) => void; initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <RatingStars
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

export const Input: Story = {
  name: 'Input (English)',
  globals: { locale: 'en_US' },
  args: { onChange: fn() },
  render: (args) => <InputDemo initial={0} onChange={'onChange' in args ? args.onChange : () => {}} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Your rating' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const onChange = 'onChange' in args ? args.onChange : undefined;
    await expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await expect(onChange).toHaveBeenLastCalledWith(3);
    const rect = canvas.getByRole('radio', { name: '1 star' }).getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const InputChosenThai: Story = {
  globals: { locale: 'th_TH' },
  args: { onChange: fn() },
  render: (args) => <InputDemo initial={2} onChange={'onChange' in args ? args.onChange : () => {}} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('radio', { name: storyText({ globals })('commerce:ratingStars.star', { count: 2 }) })).toBeChecked();
  },
};
