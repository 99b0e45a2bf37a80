import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from '../../../src/components/Tag';
import type { TagTone } from '../../../src/components/Tag';

const tones: TagTone[] = ['brand', 'neutral', 'success', 'warning', 'danger', 'info'];

/**
 * A short, non-interactive label on a product or an order: 'New', 'Best seller', 'Shipped',
 * 'Out of stock'. Pick the tone by meaning (success, warning, danger, info), `brand` for
 * promotions and `neutral` for plain facts; `solid` for the one label that must stand out. Text
 * stays on one line and is cut with an ellipsis. Do not use a Tag for something the shopper can
 * tap (use Chip or FilterChip) or for coupons (use CouponTag).
 */
const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'สินค้าใหม่', tone: 'brand' },
  argTypes: {
    tone: { control: 'select', options: tones },
    emphasis: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('สินค้าใหม่')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['subtle', 'solid'] as const).map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {tones.map((tone) => (
            <Tag key={tone} tone={tone} emphasis={emphasis}>
              {tone}
            </Tag>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag tone="success" size="sm" icon="star">
        ขายดี
      </Tag>
      <Tag tone="success" size="md" icon="star">
        ขายดี
      </Tag>
    </div>
  ),
};

export const StatusWordsEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Tag tone="info">Shipped</Tag>
      <Tag tone="warning">Awaiting payment</Tag>
      <Tag tone="danger" emphasis="solid">
        Out of stock
      </Tag>
      <Tag tone="neutral">Imported</Tag>
    </div>
  ),
};

export const LongThaiTruncated: Story = {
  globals: { locale: 'th_TH' },
  render: () => (
    <div style={{ width: 160 }}>
      <Tag tone="brand" size="md" icon="gift">
        รับของแถมพิเศษเมื่อซื้อครบสองชิ้นขึ้นไปเฉพาะวันนี้เท่านั้น
      </Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/รับของแถมพิเศษ/);
    // One line, cut with an ellipsis inside its box; the full text is still read out.
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).toHaveTextContent('รับของแถมพิเศษเมื่อซื้อครบสองชิ้นขึ้นไปเฉพาะวันนี้เท่านั้น');
  },
};

export const LongChinese: Story = {
  args: { children: '跨境直邮正品保障七天无理由退换', tone: 'info', size: 'md' },
};
