import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../../src/components/Badge';
import { Text } from '../../../src/components/Text';
import { storyText } from '../../support/storyText';

/**
 * A small count (items in the cart, unread messages) or a dot (something new). Above 99 it reads
 * '99+'; zero shows nothing. Screen readers hear `label` (or a generic '3 items') instead of the
 * bare number, so give a `label` that says what is counted. To put a badge on an icon button use
 * IconButton's `badge`. Do not use a Badge for status words; use a Tag.
 */
const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'brand', 'neutral'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByText('5')).toBeVisible();
    await expect(within(canvasElement).getByText(storyText(context)('basics:badge.count', { count: 5, display: '5' }))).toBeInTheDocument();
  },
};

export const OverflowEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { count: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
    await expect(within(canvasElement).getByText('99+ items')).toBeInTheDocument();
  },
};

export const NinetyNine: Story = {
  args: { count: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99')).toBeVisible();
  },
};

export const CustomMaximum: Story = {
  args: { count: 12, max: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
  },
};

export const ZeroShowsNothing: Story = {
  args: { count: 0 },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).queryByText('0')).toBeNull();
    await expect(within(canvasElement).queryByText(storyText(context)('basics:badge.count', { count: 0, display: '0' }))).toBeNull();
  },
};

export const DotChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { dot: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('新')).toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Badge count={3} tone="danger" />
      <Badge count={42} tone="brand" />
      <Badge count={120} tone="neutral" />
      <Badge dot tone="danger" />
      <Badge dot tone="brand" />
    </div>
  ),
};

export const BesideLongThaiText: Story = {
  globals: { locale: 'th_TH' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Text as="span">ข้อความจากร้านค้าที่คุณติดตามและการแจ้งเตือนโปรโมชั่น</Text>
      <Badge count={27} label="ข้อความใหม่ 27 ข้อความ" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ข้อความใหม่ 27 ข้อความ')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('27')).toHaveAttribute('aria-hidden', 'true');
  },
};
