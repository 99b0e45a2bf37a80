import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components/Button';
import { IconButton } from '../../../src/components/IconButton';
import { KeyValueList, KeyValueRow } from '../../../src/components/KeyValueRow';
import { Price } from '../../../src/components/Price';
import { StickyActionBar } from '../../../src/components/StickyActionBar';
import { Text } from '../../../src/components/Text';

/**
 * The bar at the bottom of the screen with the page's total and primary buttons: Check out in the
 * cart, Pay on order confirm, Buy now and Add to cart on a product. It sticks while the page
 * scrolls, clears the phone's safe area, and stays above whatever the layout keeps at the bottom
 * (the layout sets `--storefront-sticky-bottom`). `summary` holds the total (or the cart link) at
 * the start; `actions="fill"` lets the buttons share the rest of the width. Give it a `label` to
 * make it a named region. One per page; not for secondary actions (put those in the page).
 */
const meta = {
  title: 'Components/StickyActionBar',
  component: StickyActionBar,
  args: {
    label: 'สรุปคำสั่งซื้อ',
    children: (
      <Button onClick={fn()} size="lg">
        ชำระเงิน
      </Button>
    ),
  },
  argTypes: {
    actions: { control: 'inline-radio', options: ['end', 'fill'] },
    spacing: { control: 'inline-radio', options: ['regular', 'compact', 'even'] },
    elevation: { control: 'inline-radio', options: ['border', 'shadow'] },
  },
  render: (args) => (
    <div>
      <Text style={{ padding: '16px', minHeight: '120px' }}>เนื้อหาของหน้าเลื่อนอยู่ใต้แถบนี้</Text>
      <StickyActionBar {...args} />
    </div>
  ),
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCheckout = fn();

export const PayWithTotalThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    elevation: 'shadow',
    summary: (
      <Text as="span" variant="small" tone="muted" style={{ display: 'flex', flexDirection: 'column' }}>
        <span>ยอดชำระ</span>
        <Price amount={4460} size="md" />
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'สรุปคำสั่งซื้อ' });
    await expect(getComputedStyle(bar).position).toBe('sticky');
    const pay = within(bar).getByRole('button', { name: 'ชำระเงิน' });
    // The primary action is a full touch target, at the end of the bar.
    await expect(pay.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(pay.getBoundingClientRect().right).toBeGreaterThan(bar.getBoundingClientRect().width / 2);
  },
};

export const CheckoutTotalsEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    label: 'Order summary',
    spacing: 'even',
    summary: (
      <KeyValueList density="compact">
        <KeyValueRow label="Subtotal" value={<Price amount={4560} size="sm" />} />
        <KeyValueRow label="Discount" value={<>−<Price amount={100} size="sm" /></>} />
        <KeyValueRow label="Total" value={<Price amount={4460} size="md" />} />
      </KeyValueList>
    ),
    children: <Button onClick={onCheckout}>Check out (6)</Button>,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Order summary' });
    onCheckout.mockClear();
    await userEvent.click(within(bar).getByRole('button', { name: 'Check out (6)' }));
    await expect(onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const BuyButtonsChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    label: '购买此商品',
    actions: 'fill',
    spacing: 'compact',
    summary: <IconButton icon="cart" label="购物车（3 件）" onClick={fn()} />,
    children: (
      <>
        <Button variant="outline" fullWidth onClick={fn()}>
          立即购买
        </Button>
        <Button fullWidth onClick={fn()}>
          加入购物车
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: '购买此商品' });
    const buy = within(bar).getByRole('button', { name: '立即购买' }).getBoundingClientRect();
    const add = within(bar).getByRole('button', { name: '加入购物车' }).getBoundingClientRect();
    // The two buttons share the width after the cart link equally.
    await expect(Math.abs(buy.width - add.width)).toBeLessThan(1);
    await expect(add.right).toBeGreaterThan(buy.right);
  },
};

export const ActionsOnlyUnnamed: Story = {
  args: {
    label: undefined,
    children: (
      <Button variant="secondary" onClick={fn()}>
        แจ้งเตือนเมื่อสินค้าเข้า
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    const button = within(canvasElement).getByRole('button', { name: 'แจ้งเตือนเมื่อสินค้าเข้า' });
    // Alone, the action keeps to the end of the bar.
    const bar = button.parentElement?.parentElement as HTMLElement;
    await expect(bar.getBoundingClientRect().right - button.getBoundingClientRect().right).toBeLessThanOrEqual(17);
    await expect(button.getBoundingClientRect().left - bar.getBoundingClientRect().left).toBeGreaterThan(17);
  },
};

export const LongThaiWraps: Story = {
  globals: { locale: 'th_TH' },
  args: {
    spacing: 'even',
    summary: (
      <KeyValueList density="compact">
        <KeyValueRow label="ยอดรวมสินค้าทั้งหมดก่อนหักส่วนลดคูปอง" value={<Price amount={124560} size="sm" />} />
        <KeyValueRow label="ยอดชำระสุทธิ" value={<Price amount={119990} size="md" />} />
      </KeyValueList>
    ),
    children: <Button onClick={fn()}>ดำเนินการชำระเงินสำหรับสินค้าที่เลือก (24)</Button>,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'สรุปคำสั่งซื้อ' });
    // Too wide for one line: the button moves under the totals instead of overflowing.
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};
