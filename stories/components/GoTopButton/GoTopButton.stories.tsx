import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GoTopButton } from '../../../src/components/GoTopButton';
import { storyText } from '../../support/storyText';

/**
 * A round floating button at the bottom right that takes the shopper back to the top of a long
 * page (product lists, feeds). The shared layout owns it: it sets `visible` once the page has
 * scrolled about a screen and hides it on routes that opt out (rank, cart, home, booking create,
 * store detail). `onClick` scrolls to the top, instantly under reduced motion. Do not use it on
 * short pages or for any other action.
 */
const meta = {
  title: 'Components/GoTopButton',
  component: GoTopButton,
  args: { visible: true, onClick: fn() },
  // Fixed to the viewport: each story gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof GoTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisibleThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: storyText({ globals })('overlays:goTop.label') });
    const rect = button.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    // Bottom right, clear of the bottom tab bar.
    await expect(rect.right).toBeGreaterThan(window.innerWidth - 44 - 24);
    await expect(rect.bottom).toBeLessThan(window.innerHeight - 52);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Back to top' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LabelChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '回到顶部' })).toBeVisible();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
