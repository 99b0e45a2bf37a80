import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Popover } from '../../../src/components/Popover';

/**
 * A text button that opens a small panel of detail beside what it explains: a coupon's rules, why
 * an estimated price is lower, the bundle tip. The button says whether it is expanded and which
 * panel it controls; Escape (focus returns to the button) and a tap outside close it. Keep the
 * content short and non-interactive; for long terms or anything with actions, use a Dialog or a
 * BottomSheet. Do not hide information the shopper needs to decide behind it.
 */
const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    label: 'เงื่อนไขคูปอง',
    title: 'ลด ฿100 เมื่อซื้อครบ ฿990',
    children: 'ใช้ได้หนึ่งครั้งต่อคำสั่งซื้อ ไม่สามารถใช้ร่วมกับราคาสมาชิกได้ หมดอายุ 31 ธ.ค. 2568',
    onOpenChange: fn(),
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
        <p>ราคาหลังใช้คูปอง ฿890</p>
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CouponRulesThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'เงื่อนไขคูปอง' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/ใช้ได้หนึ่งครั้งต่อคำสั่งซื้อ/)).not.toBeVisible();
    const rect = trigger.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveTextContent('ใช้ได้หนึ่งครั้งต่อคำสั่งซื้อ');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const EscapeReturnsFocusEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    label: 'Why is it cheaper?',
    title: 'Estimated price after coupon',
    children: 'Your ฿100 coupon applies to this product at checkout.',
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Why is it cheaper?' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OutsideClickCloses: Story = {
  name: 'Outside Click Closes (Chinese)',
  globals: { locale: 'zh_CN' },
  args: {
    label: '优惠券使用规则',
    title: '满 990 泰铢减 100 泰铢',
    children: '每笔订单限用一张，不可与会员价同时使用。',
    defaultOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '优惠券使用规则' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A tap inside the panel keeps it open; a tap elsewhere closes it.
    await userEvent.click(canvas.getByText('每笔订单限用一张，不可与会员价同时使用。'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByText('ราคาหลังใช้คูปอง ฿890'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OpenLongThaiAlignedEnd: Story = {
  globals: { locale: 'th_TH' },
  args: {
    defaultOpen: true,
    align: 'end',
    label: 'ราคาสมาชิก',
    title: 'ราคาสมาชิกระดับโกลด์',
    children:
      'สมาชิกระดับโกลด์ได้รับส่วนลดเพิ่มเติม 5% จากราคาขายปกติสำหรับสินค้าที่ร่วมรายการ สะสมยอดซื้อครบ 10,000 บาทภายในหนึ่งปีเพื่อรักษาระดับสมาชิก',
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};
