import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../../../src/components/Icon';
import { VisuallyHidden } from '../../../src/components/VisuallyHidden';

/**
 * Text that screen readers announce but the screen does not show: the name of an icon-only
 * control, the word "Membership level" before a badge, the unit after a bare number. Use it when
 * the visible design already says the same thing to sighted shoppers. Do not use it to hide
 * content from everyone (leave it out instead) or to stuff extra keywords into a control's name.
 */
const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Share this product' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text: the button has a name, the text takes no space. */
export const NamesAnIconButton: Story = {
  name: 'Names An Icon Button (English)',
  globals: { locale: 'en_US' },
  render: (args) => (
    <button type="button" style={{ display: 'inline-flex', padding: 12 }}>
      <Icon name="share" />
      <VisuallyHidden>{args.children}</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share this product' });
    await expect(button).toBeVisible();
    const hidden = within(button).getByText('Share this product');
    const box = hidden.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};

/** Long Thai and Chinese hidden text never widens what holds it. */
export const LongThaiAndChinese: Story = {
  globals: { locale: 'th_TH' },
  render: () => (
    <p style={{ margin: 0 }}>
      ฿690
      <VisuallyHidden>ราคาพิเศษสำหรับสมาชิกระดับทองเท่านั้น ลดจากราคาปกติแปดร้อยเก้าสิบบาท</VisuallyHidden>
      <VisuallyHidden>仅限金卡会员的特别价格，原价八百九十泰铢</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph).toHaveTextContent('ราคาพิเศษสำหรับสมาชิกระดับทองเท่านั้น');
    await expect(paragraph?.getBoundingClientRect().height).toBeLessThan(40);
  },
};
