import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../../../src/components/Text';
import { typography, type TypographyVariant } from '../../../src/theme/tokens';

const longThai =
  'เซรั่มบำรุงผิวหน้าสูตรเข้มข้นพิเศษที่ผสานวิตามินซีบริสุทธิ์และไฮยาลูรอนิกแอซิดช่วยให้ผิวกระจ่างใสชุ่มชื้นยาวนานตลอดวันเหมาะสำหรับทุกสภาพผิวแม้ผิวแพ้ง่ายก็ใช้ได้อย่างมั่นใจ';
const longEnglish =
  'An intensive vitamin C and hyaluronic acid face serum that brightens, plumps and keeps skin hydrated all day long, gentle enough for every skin type including sensitive skin.';
const longChinese =
  '高浓度维生素C与玻尿酸精华液，焕亮肌肤，全天候持久保湿，温和配方适合所有肤质，敏感肌也能安心使用，让你的肌肤由内而外散发健康光彩。';

/**
 * Body copy in one step of the type scale (theme.typography), in a colour by role (`tone`).
 * `lines` clamps long text (product names, review bodies) to a number of lines with an ellipsis;
 * the full text stays in the page for screen readers and search. Use Heading for headings, Price
 * for prices and Link for links: Text only styles words.
 */
const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: longThai },
  argTypes: {
    variant: { control: 'select', options: Object.keys(typography) },
    tone: {
      control: 'select',
      options: ['default', 'muted', 'brand', 'price', 'success', 'warning', 'danger', 'info'],
    },
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'em', 'small', 'label'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(longThai);
    await expect(paragraph.tagName).toBe('P');
    await expect(getComputedStyle(paragraph).fontSize).toBe(typography.body.fontSize);
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(Object.keys(typography) as TypographyVariant[]).map((variant) => (
        <Text key={variant} variant={variant}>
          {variant}: ผิวสวยใสทุกวัน Glow every day 每天都闪耀
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of Object.keys(typography) as TypographyVariant[]) {
      const element = within(canvasElement).getByText(new RegExp(`^${variant}:`));
      await expect(getComputedStyle(element).fontSize).toBe(typography[variant].fontSize);
      await expect(getComputedStyle(element).lineHeight).toBe(typography[variant].lineHeight);
    }
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 4 }}>
      <Text tone="default">ข้อความปกติ Default</Text>
      <Text tone="muted">ข้อความรอง Muted</Text>
      <Text tone="brand">แบรนด์ Brand</Text>
      <Text tone="price">ราคาพิเศษ Price</Text>
      <Text tone="success">สำเร็จ Success</Text>
      <Text tone="warning">คำเตือน Warning</Text>
      <Text tone="danger">ผิดพลาด Danger</Text>
      <Text tone="info">ข้อมูล Info</Text>
    </div>
  ),
};

export const ClampedTwoLinesThai: Story = {
  globals: { locale: 'th_TH' },
  args: { lines: 2 },
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(longThai);
    // Two lines of 22 px are visible; the rest is cut with an ellipsis but stays in the DOM.
    await expect(paragraph.getBoundingClientRect().height).toBe(44);
    await expect(paragraph.scrollHeight).toBeGreaterThan(paragraph.clientHeight);
  },
};

export const ClampedOneLineEnglish: Story = {
  args: { children: longEnglish, lines: 1, variant: 'bodyStrong' },
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(longEnglish);
    await expect(paragraph.getBoundingClientRect().height).toBe(22);
  },
};

export const ClampedThreeLinesChinese: Story = {
  args: { children: `${longChinese}${longChinese}`, lines: 3, tone: 'muted', variant: 'small' },
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(`${longChinese}${longChinese}`);
    await expect(paragraph.getBoundingClientRect().height).toBe(60);
  },
};

export const LongEnglishUnclamped: Story = {
  args: { children: longEnglish },
};

export const InlineSpans: Story = {
  render: () => (
    <Text>
      ใช้โค้ด{' '}
      <Text as="strong" variant="bodyStrong" tone="brand">
        GLOW2024
      </Text>{' '}
      <Text as="span" tone="muted" variant="small">
        (ถึง 31 ธ.ค.)
      </Text>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GLOW2024').tagName).toBe('STRONG');
  },
};
