import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CouponTag } from '../../../src/components/CouponTag';
import { formatMoney } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

/**
 * A small label for what a coupon gives, for the four coupon types of spec §3: amount off in baht
 * (`type={0}`, `value` in baht), percent off (`type={1}`, `value` in percent), free shipping
 * (`type={2}`) and free gift (`type={3}`). Use it on product cards and beside prices. Do not use
 * it for a coupon the shopper can claim or use; that is a CouponCard.
 */
const meta = {
  title: 'Components/CouponTag',
  component: CouponTag,
  args: { type: 0, value: 100 },
  argTypes: {
    type: { control: 'inline-radio', options: [0, 1, 2, 3] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof CouponTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AmountOff: Story = {
  name: 'Amount Off (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('฿100 off')).toBeVisible();
  },
};

export const PercentOff: Story = {
  name: 'Percent Off (English)',
  args: { type: 1, value: 15 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('15% off')).toBeVisible();
  },
};

export const FreeShipping: Story = {
  name: 'Free Shipping (English)',
  args: { type: 2 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free shipping')).toBeVisible();
  },
};

export const FreeGift: Story = {
  name: 'Free Gift (English)',
  args: { type: 3 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free gift')).toBeVisible();
  },
};

const all = (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    <CouponTag type={0} value={1250.5} />
    <CouponTag type={1} value={7.5} />
    <CouponTag type={2} />
    <CouponTag type={3} />
    <CouponTag type={0} value={100} size="md" />
    <CouponTag type={1} value={15} size="md" />
    <CouponTag type={2} size="md" />
    <CouponTag type={3} size="md" />
  </div>
);

/** Every type in Thai, beside the English and Chinese stories: pinned to Thai. */
export const AllTypesThai: Story = {
  globals: { locale: 'th_TH' },
  render: () => all,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    await expect(canvas.getByText(text('commerce:couponTag.amountOff', { amount: formatMoney(1250.5, storyLocale(globals)) }))).toBeVisible();
    await expect(canvas.getByText(text('commerce:couponTag.percentOff', { percent: '7.5' }))).toBeVisible();
    await expect(canvas.getAllByText(text('commerce:couponTag.freeShipping'))).toHaveLength(2);
  },
};

export const AllTypesChinese: Story = {
  render: () => all,
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('减฿100')).toBeVisible();
  },
};

export const AllTypesEnglish: Story = { render: () => all, globals: { locale: 'en_US' } };
