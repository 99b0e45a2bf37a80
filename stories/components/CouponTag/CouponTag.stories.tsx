import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CouponTag } from '../../../src/components/CouponTag';

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
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('฿100 off')).toBeVisible();
  },
};

export const PercentOff: Story = {
  args: { type: 1, value: 15 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('15% off')).toBeVisible();
  },
};

export const FreeShipping: Story = {
  args: { type: 2 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free shipping')).toBeVisible();
  },
};

export const FreeGift: Story = {
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

export const AllTypesThai: Story = {
  render: () => all,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ลด ฿1,250.50')).toBeVisible();
    await expect(canvas.getByText('ลด 7.5%')).toBeVisible();
    await expect(canvas.getAllByText('ส่งฟรี')).toHaveLength(2);
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
