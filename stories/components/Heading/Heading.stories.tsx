import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../../../src/components/Heading';
import { typography } from '../../../src/theme/tokens';

/**
 * A heading h1–h6. `level` places it in the page outline (screen reader users jump between
 * headings); `variant` chooses how big it looks, so a small-looking heading can still be an h2.
 * Keep one h1 per page and do not skip levels. Do not use a Heading just to make text bold; use
 * Text with `bodyStrong`.
 */
const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2, children: 'สินค้าขายดีประจำสัปดาห์' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    variant: { control: 'select', options: Object.keys(typography) },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level2: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'สินค้าขายดีประจำสัปดาห์' });
    await expect(getComputedStyle(heading).fontSize).toBe(typography.title.fontSize);
    await expect(getComputedStyle(heading).marginTop).toBe('0px');
  },
};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Heading level={1}>ระดับ 1 Level one 一级标题</Heading>
      <Heading level={2}>ระดับ 2 Level two 二级标题</Heading>
      <Heading level={3}>ระดับ 3 Level three 三级标题</Heading>
      <Heading level={4}>ระดับ 4 Level four 四级标题</Heading>
      <Heading level={5}>ระดับ 5 Level five 五级标题</Heading>
      <Heading level={6}>ระดับ 6 Level six 六级标题</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(within(canvasElement).getByRole('heading', { level })).toHaveTextContent(`ระดับ ${level}`);
    }
  },
};

export const LookSeparateFromLevel: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Heading level={1} variant="subtitle">
        h1 ที่ดูเล็ก A small-looking h1
      </Heading>
      <Heading level={2} variant="display">
        h2 ที่ดูใหญ่
      </Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const small = within(canvasElement).getByRole('heading', { level: 1 });
    const big = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(small).fontSize).toBe(typography.subtitle.fontSize);
    await expect(getComputedStyle(big).fontSize).toBe(typography.display.fontSize);
  },
};

export const ClampedLongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    level: 1,
    lines: 2,
    children:
      'ชุดของขวัญเครื่องสำอางลิมิเต็ดอิดิชันฉลองเทศกาลสงกรานต์พร้อมลิปสติกเนื้อแมตต์สามเฉดสีและกระเป๋าผ้าปักลายดอกไม้สุดพิเศษเฉพาะสมาชิกเท่านั้น',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    // headline is 34 px a line: two lines show, the rest is cut.
    await expect(heading.getBoundingClientRect().height).toBe(68);
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

export const LongEnglish: Story = {
  args: {
    level: 2,
    children:
      'Limited-edition Songkran gift set with three matte lipsticks and an embroidered floral pouch, for members only',
  },
};

export const LongChinese: Story = {
  args: { level: 2, tone: 'brand', children: '泼水节限定彩妆礼盒：三支哑光口红搭配刺绣花卉化妆包，会员专享限量发售' },
};
