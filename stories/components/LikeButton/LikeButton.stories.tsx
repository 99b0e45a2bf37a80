import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeButton, type LikeButtonProps } from '../../../src/components/LikeButton';
import { storyText } from '../../support/storyText';

/**
 * A heart toggle (aria-pressed) with the like count: nothing for zero, 9999+ above 9999 (spec §5).
 * It asks for the change through `onToggle(liked)`; the count and state are the parent's. Use it
 * on feeds, reviews and products. Do not use it for following a brand; that is BrandHeader's
 * Follow button.
 */
const meta = {
  title: 'Components/LikeButton',
  component: LikeButton,
  args: { liked: false, count: 12, onToggle: fn() },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {
  name: 'Not Liked (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like 12', pressed: false });
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    const rect = button.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const Liked: Story = {
  name: 'Liked (English)',
  args: { liked: true, count: 13 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Like 13', pressed: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

export const ZeroShowsNoCount: Story = {
  name: 'Zero Shows No Count (English)',
  args: { count: 0 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like' });
    await expect(button).not.toHaveTextContent(/\d/);
  },
};

export const OverMaximum: Story = {
  args: { count: 123_456, liked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('9999+');
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(storyText({ globals })('commerce:likeButton.like')) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Interactive: Story = {
  name: 'Interactive (Chinese)',
  globals: { locale: 'zh_CN' },
  render: function Render(args: LikeButtonProps) {
    const [state, setState] = useState({ liked: args.liked, count: args.count });
    return (
      <LikeButton
        {...args}
        {...state}
        onToggle={(liked) => {
          args.onToggle?.(liked);
          setState((s) => ({ liked, count: s.count + (liked ? 1 : -1) }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '点赞 12' }));
    await expect(canvas.getByRole('button', { name: '点赞 13', pressed: true })).toBeVisible();
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};
