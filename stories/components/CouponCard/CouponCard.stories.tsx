import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponCard } from '../../../src/components/CouponCard';
import { storyText } from '../../support/storyText';

const NOW = '2026-02-01 10:00';

/**
 * A coupon as a ticket, for coupon centres, "my coupons" and the coupon sheet of a product: its
 * value, condition (minimum spend), validity and one action for its state: `claimable` (Claim →
 * onClaim), `claiming` (the claim request runs), `usable` (Use → onUse), `expired` and `used`
 * (greyed, no action, the state in words). Pass `now` (never read from the clock) for "Expires in
 * N days". Do not use it for a coupon mentioned inline; that is a CouponTag.
 */
const meta = {
  title: 'Components/CouponCard',
  component: CouponCard,
  args: {
    type: 0,
    value: 100,
    minSpend: 990,
    title: 'คูปองร้านค้าแบรนด์ทางการ',
    startsAt: '2026-01-15',
    endsAt: '2026-02-28 23:59',
    now: NOW,
    state: 'claimable',
    onClaim: fn(),
    onUse: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: [0, 1, 2, 3] },
    state: { control: 'inline-radio', options: ['claimable', 'claiming', 'usable', 'expired', 'used'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <CouponCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Claimable: Story = {
  name: 'Claimable (English)',
  globals: { locale: 'en_US' },
  args: { title: 'Official brand store coupon' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('฿100')).toBeVisible();
    await expect(canvas.getByText('Min. spend ฿990')).toBeVisible();
    await expect(canvas.getByText('Valid Jan 15, 2026 – Feb 28, 2026')).toBeVisible();
    const claim = canvas.getByRole('button', { name: 'Claim' });
    await expect(claim).toHaveAccessibleDescription(/฿100 off/);
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    const rect = claim.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.width).toBeGreaterThanOrEqual(44);
  },
};

export const Claiming: Story = {
  args: { state: 'claiming' },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(storyText({ globals })('commerce:couponCard.claim')) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

export const Usable: Story = {
  name: 'Usable (English)',
  args: { state: 'usable', type: 1, value: 15, minSpend: 0 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15%')).toBeVisible();
    await expect(canvas.getByText('No minimum spend')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use' }));
    await expect(args.onUse).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Claim' })).toBeNull();
  },
};

export const ExpiresSoon: Story = {
  name: 'Expires Soon (English)',
  args: { state: 'usable', endsAt: '2026-02-03 23:59', startsAt: undefined },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expires in 2 days')).toBeVisible();
    await expect(canvas.getByText('Valid until Feb 3, 2026')).toBeVisible();
  },
};

export const ExpiresTomorrow: Story = {
  name: 'Expires Tomorrow (English)',
  args: { state: 'usable', endsAt: '2026-02-02 09:00' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expires in 1 day')).toBeVisible();
  },
};

export const ExpiresTodayThai: Story = {
  globals: { locale: 'th_TH' },
  args: { state: 'usable', endsAt: '2026-02-01 23:59' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText({ globals })('commerce:couponCard.expiresToday'))).toBeVisible();
  },
};

export const Expired: Story = {
  name: 'Expired (English)',
  args: { state: 'expired', endsAt: '2026-01-31 23:59' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Expires/)).toBeNull();
  },
};

export const Used: Story = {
  name: 'Used (English)',
  args: { state: 'used', type: 2 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Used')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AllTypesChinese: Story = {
  globals: { locale: 'zh_CN' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <CouponCard {...args} type={0} value={100} title="品牌官方旗舰店满减券（限部分商品使用）" />
      <CouponCard {...args} type={1} value={15} title="新会员专享折扣券" state="usable" />
      <CouponCard {...args} type={2} title="全场包邮券" state="expired" />
      <CouponCard {...args} type={3} title="满额赠品券" state="used" minSpend={1500} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('满฿1,500可用')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '领取' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去使用' })).toBeVisible();
    await expect(canvas.getByText('已过期')).toBeVisible();
  },
};

export const LongThaiTitle: Story = {
  globals: { locale: 'th_TH' },
  args: {
    type: 3,
    title: 'คูปองรับของแถมฟรีเมื่อซื้อผลิตภัณฑ์บำรุงผิวหน้าครบตามเงื่อนไขที่กำหนดในร้านค้าแบรนด์ทางการเท่านั้น',
    minSpend: 2500,
  },
};

export const NoTitleEnglish: Story = {
  args: { title: undefined, value: 50 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: '฿50 off' })).toBeVisible();
  },
};
