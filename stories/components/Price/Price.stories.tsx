import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '../../../src/components/Price';

/**
 * A price in baht, formatted for the shopper's language. Pass `specialAmount` for a promotion
 * price and `originalAmount` for a list price: the higher one is struck through and both are
 * announced in words. Use it for every amount of money a shopper sees; do not format baht by hand.
 */
const meta = {
  title: 'Components/Price',
  component: Price,
  args: { amount: 1290 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('฿1,290');
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const WithDecimals: Story = { args: { amount: 459.5 } };

export const SpecialPrice: Story = {
  name: 'Special Price (English)',
  args: { amount: 1290, specialAmount: 990 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('del');
    await expect(struck).toHaveTextContent('฿1,290');
    await expect(canvasElement).toHaveTextContent(/Special price\s*฿990/);
    await expect(struck).toHaveTextContent(/Original price\s*฿1,290/);
  },
};

export const OriginalAndSpecial: Story = {
  args: { amount: 1290, specialAmount: 990, originalAmount: 1590 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('฿1,590')).toBeVisible();
  },
};

export const SpecialNotLower: Story = {
  args: { amount: 990, specialAmount: 1290 },
  play: async ({ canvasElement }) => {
    // A "special" price above the regular one is ignored: the shopper pays the lower price.
    await expect(canvasElement).toHaveTextContent('฿990');
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Price amount={129000} specialAmount={99900} size="sm" />
      <Price amount={129000} specialAmount={99900} size="md" />
      <Price amount={129000} specialAmount={99900} size="lg" />
    </div>
  ),
};

export const NarrowColumn: Story = {
  render: () => (
    <div style={{ width: 120 }}>
      <Price amount={1234567.5} originalAmount={2345678} />
    </div>
  ),
};
