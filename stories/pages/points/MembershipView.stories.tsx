import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MEMBERSHIP_LEVELS } from '../../../src/pages/shared/membership/membershipLevels';
import { MembershipView } from '../../../src/pages/points/Membership/MembershipView';

const [MEMBER, SILVER, GOLD, PLATINUM] = MEMBERSHIP_LEVELS;

/**
 * Membership, /m/membership (spec §2 route name membership): the shopper's level (MembershipBadge),
 * the way to the next level, every level's benefits and what member prices are; a congratulation
 * when the footer data says a level was just reached (spec §3 up_user_level). Guests see what
 * membership offers and a sign-in action. Use it only as that route; to show a level elsewhere use
 * MembershipBadge.
 */
const meta = {
  title: 'Pages/Points/MembershipView',
  component: MembershipView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', current: GOLD ?? null, levelName: 'Gold', onRetry: fn(), onLogin: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof MembershipView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดข้อมูลสมาชิกของคุณ…');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your membership could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Guest: Story = {
  globals: { login: 'guest' },
  args: { status: 'guest', current: null, levelName: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'สมัครสมาชิกเพื่อสะสมคะแนนและรับราคาสมาชิก' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ระดับสมาชิกและสิทธิประโยชน์' })).toBeVisible();
    await expect(canvas.queryByText('ระดับของคุณ')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** A new account: the lowest level, Silver next (the "empty" state of this page). */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { current: MEMBER ?? null, levelName: 'Member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Silver, from ฿2,000 spent')).toBeVisible();
  },
};

/** A Gold member in Thai, just promoted (up_user_level shown). */
export const Full: Story = {
  args: { levelUp: 'Gold' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'สมาชิก' })).toBeVisible();
    await expect(canvas.getByText('ยินดีด้วย คุณได้เลื่อนเป็น Gold!')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'เส้นทางระดับสมาชิกของคุณ' })).toBeVisible();
    await expect(canvas.getByText('ราคาสมาชิก')).toBeVisible();
  },
};

/** A level name the page does not know, long and in Thai: the badge shows it as the backend sent it. */
export const LongThai: Story = {
  args: { current: null, levelName: 'สมาชิกระดับเพชรพิเศษสุดสำหรับลูกค้าคนสำคัญตลอดกาล' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('สมาชิกระดับเพชรพิเศษสุดสำหรับลูกค้าคนสำคัญตลอดกาล')).toBeInTheDocument();
    // A level the page does not know: no way to the next level is claimed.
    await expect(canvas.queryByRole('list', { name: 'เส้นทางระดับสมาชิกของคุณ' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { current: SILVER ?? null, levelName: 'Silver' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect(canvas.getByText('Gold, from ฿5,000 spent')).toBeVisible();
  },
};

/** The highest level, in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { current: PLATINUM ?? null, levelName: 'Platinum' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '会员' })).toBeVisible();
    await expect(canvas.getByText('您已是最高等级。')).toBeVisible();
  },
};
