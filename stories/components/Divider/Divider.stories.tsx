import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider } from '../../../src/components/Divider';
import { Text } from '../../../src/components/Text';

/**
 * A line between groups of content. `line` is a hairline (between rows of a list or an order
 * summary), `section` is the thick grey band between sections of a page, `vertical` separates
 * items in a row (price | sold count), and `label` writes a word in the middle ('or'). Mark it
 * `decorative` when it only decorates. Do not use it for spacing alone; use layout gaps.
 */
const meta = {
  title: 'Components/Divider',
  component: Divider,
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'section'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    spacing: { control: 'inline-radio', options: [0, 1, 2, 3, 4] },
  },
  render: (args) => (
    <div>
      <Text>ค่าสินค้า ฿1,290</Text>
      <Divider {...args} />
      <Text>ค่าจัดส่ง ฟรี</Text>
    </div>
  ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  args: { spacing: 3 },
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator.getBoundingClientRect().height).toBe(1);
  },
};

export const Section: Story = {
  args: { variant: 'section', spacing: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator').getBoundingClientRect().height).toBe(8);
  },
};

export const Decorative: Story = {
  args: { decorative: true, spacing: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('separator')).toBeNull();
  },
};

export const Vertical: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center' }}>
      <Text as="span">ขายแล้ว 1.2 หมื่นชิ้น</Text>
      <Divider orientation="vertical" spacing={2} />
      <Text as="span">คะแนน 4.9</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const LabelledThai: Story = {
  globals: { locale: 'th_TH' },
  args: { label: 'หรือเข้าสู่ระบบด้วยบัญชีโซเชียลมีเดียที่คุณใช้งานเป็นประจำ', spacing: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/หรือเข้าสู่ระบบ/)).toBeVisible();
  },
};

export const LabelledEnglish: Story = {
  args: { label: 'or', spacing: 4 },
};

export const LabelledChinese: Story = {
  args: { label: '或使用以下方式登录', spacing: 4 },
};
