import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from '../../../src/components/Skeleton';
import { storyText } from '../../support/storyText';

/**
 * Grey placeholder shapes shown while content loads, in the shape of what is coming: `text`
 * lines, an `image` of a given aspect ratio, or a product `card`. Screen readers hear one
 * 'Loading' status instead of the shapes; in a grid of skeletons turn `announce` off on all but
 * one. The shimmer stops for shoppers who prefer reduced motion. Use a Spinner inside a button or
 * for short waits with no known layout; do not leave skeletons up after an error (use ErrorState).
 */
const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'image', 'card'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { variant: 'text', lines: 3 },
  play: async ({ canvasElement, globals }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(storyText({ globals })('basics:skeleton.loading'));
  },
};

export const ImageWide: Story = {
  name: 'Image Wide (English)',
  args: { variant: 'image', aspectRatio: '16 / 9' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const ImageSquare: Story = {
  args: { variant: 'image' },
};

export const Card: Story = {
  name: 'Card (Chinese)',
  args: { variant: 'card' },
  globals: { locale: 'zh_CN' },
  render: (args) => (
    <div style={{ width: 170 }}>
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中…');
  },
};

export const CardGridAnnouncesOnce: Story = {
  tags: ['test-only'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <Skeleton variant="card" />
      <Skeleton variant="card" announce={false} />
      <Skeleton variant="card" announce={false} />
      <Skeleton variant="card" announce={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(1);
  },
};

export const CustomLabel: Story = {
  args: { variant: 'text', lines: 1, label: 'กำลังโหลดรีวิวจากลูกค้าที่ซื้อสินค้านี้' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดรีวิวจากลูกค้าที่ซื้อสินค้านี้');
  },
};
