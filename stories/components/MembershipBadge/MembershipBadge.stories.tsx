import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MembershipBadge } from '../../../src/components/MembershipBadge';
import { storyText } from '../../support/storyText';

/**
 * The shopper's membership level as a coloured pill, beside their name in the account centre or
 * next to a member price. The level's name comes from the backend; `tone` picks its look, lowest
 * (`basic`) to highest (`diamond`). Do not use it for order or coupon states; those have their
 * own tags.
 */
const meta = {
  title: 'Components/MembershipBadge',
  component: MembershipBadge,
  args: { levelName: 'สมาชิกระดับทอง', tone: 'gold' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['basic', 'silver', 'gold', 'platinum', 'diamond'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof MembershipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gold: Story = {
  play: async ({ canvasElement, globals }) => {
    // Screen readers hear what the pill is, not only the level's name.
    await expect(canvasElement).toHaveTextContent(`${storyText({ globals })('commerce:membershipBadge.level')}: สมาชิกระดับทอง`);
  },
};

export const AllTonesEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <MembershipBadge levelName="Member" tone="basic" />
      <MembershipBadge levelName="Silver" tone="silver" />
      <MembershipBadge levelName="Gold" tone="gold" />
      <MembershipBadge levelName="Platinum" tone="platinum" />
      <MembershipBadge levelName="Diamond" tone="diamond" />
      <MembershipBadge levelName="Diamond" tone="diamond" size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Platinum')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Membership level: Silver');
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: { levelName: 'สมาชิกระดับแพลทินัมพิเศษสำหรับลูกค้าที่ซื้อครบหนึ่งแสนบาทต่อปี', tone: 'platinum', size: 'md' },
};

export const LongChinese: Story = {
  args: { levelName: '钻石至尊会员（年消费满十万泰铢）', tone: 'diamond', size: 'md' },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('会员等级');
  },
};
