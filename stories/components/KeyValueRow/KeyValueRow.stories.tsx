import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyValueList, KeyValueRow } from '../../../src/components/KeyValueRow';
import { Price } from '../../../src/components/Price';

/**
 * A label and its value on one line, the value at the end: the rows of an order summary (goods,
 * shipping, discount), an order number, the totals beside a Check out button. Put the rows in a
 * `KeyValueList` (a description list): its labels line up in one column and its values in
 * another. `regular` spreads over the full width in body text; `compact` is small text as wide as
 * its content. Mark the total with `emphasis`. Pass amounts as a Price or as text formatted with
 * src/format, never by hand. Do not use it for a form field or a row that does something (use
 * ListRow).
 */
const meta = {
  title: 'Components/KeyValueRow',
  component: KeyValueRow,
  args: { label: 'ค่าสินค้า', value: <Price amount={1290} size="sm" /> },
  render: (args) => (
    <KeyValueList>
      <KeyValueRow {...args} />
    </KeyValueList>
  ),
} satisfies Meta<typeof KeyValueRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleRowThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByRole('term');
    const definition = within(canvasElement).getByRole('definition');
    await expect(term).toHaveTextContent('ค่าสินค้า');
    await expect(definition).toHaveTextContent('฿1,290');
    // One line: the value sits at the end, level with the label.
    await expect(Math.abs(term.getBoundingClientRect().top - definition.getBoundingClientRect().top)).toBeLessThan(8);
    await expect(definition.getBoundingClientRect().right).toBeGreaterThan(term.getBoundingClientRect().right);
  },
};

export const OrderSummaryEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => (
    <KeyValueList aria-label="Order summary">
      <KeyValueRow label="Goods" value="฿1,290.00" />
      <KeyValueRow label="Shipping" value="Free shipping" />
      <KeyValueRow label="Coupon discount" value="−฿100.00" />
      <KeyValueRow label="Points used" value="−฿20.00" />
      <KeyValueRow label="Total to pay" value="฿1,170.00" emphasis />
    </KeyValueList>
  ),
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms).toHaveLength(5);
    // The values share one column: their right edges line up.
    const rights = within(canvasElement)
      .getAllByRole('definition')
      .map((definition) => Math.round(definition.getBoundingClientRect().right));
    await expect(new Set(rights).size).toBe(1);
  },
};

export const CompactTotalsChinese: Story = {
  globals: { locale: 'zh_CN' },
  render: () => (
    <KeyValueList density="compact">
      <KeyValueRow label="商品小计" value={<Price amount={4560} size="sm" />} />
      <KeyValueRow label="优惠" value={<>−<Price amount={100} size="sm" /></>} />
      <KeyValueRow label="合计" value={<Price amount={4460} size="md" />} />
    </KeyValueList>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    // Compact: as wide as its content, not the whole line.
    await expect(list?.getBoundingClientRect().width ?? 0).toBeLessThan(canvasElement.getBoundingClientRect().width / 2);
  },
};

export const EmphasisThai: Story = {
  globals: { locale: 'th_TH' },
  args: { label: 'ยอดชำระทั้งหมด', value: <Price amount={4460} size="md" />, emphasis: true },
};

export const LongThaiValue: Story = {
  globals: { locale: 'th_TH' },
  render: () => (
    <KeyValueList>
      <KeyValueRow label="เลขที่คำสั่งซื้อ" value="BS20250314103000123456789" />
      <KeyValueRow label="วิธีชำระเงิน" value="ชำระเงินปลายทางที่ร้านสะดวกซื้อเซเว่นอีเลฟเว่นทุกสาขาทั่วประเทศภายใน 24 ชั่วโมง" />
    </KeyValueList>
  ),
  play: async ({ canvasElement }) => {
    // A long value wraps inside the line; nothing overflows the list.
    const list = canvasElement.querySelector('dl');
    await expect(list?.scrollWidth).toBeLessThanOrEqual(list?.clientWidth ?? 0);
  },
};
