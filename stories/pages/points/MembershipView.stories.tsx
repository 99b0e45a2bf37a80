import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MEMBERSHIP_LEVELS } from '../../../src/pages/shared/membership/membershipLevels';
import { MembershipView } from '../../../src/pages/points/Membership/MembershipView';
import { storyText } from '../../support/storyText';

const [MEMBER, SILVER, GOLD, PLATINUM] = MEMBERSHIP_LEVELS;

/**
 * **Membership: where a shopper sees their member level and what the next one brings.**
 *
 * A signed-in shopper sees their level, how much more they need to spend to reach the next one (or
 * that they are at the highest), the benefits of every level and what member prices are. Just after
 * reaching a new level they are congratulated. A shopper who has not logged in sees what membership
 * offers and a Sign in button, which brings them back here after.
 *
 * They see the loading state while their level is on its way, and the error state with Try again
 * when it could not be loaded.
 */
const meta = {
  title: 'Pages/Points/MembershipView',
  component: MembershipView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', current: GOLD ?? null, levelName: 'Gold', onRetry: fn(), onLogin: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MembershipView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the level is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('points:membership.loading'));
  },
};

/** The level could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your membership could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not logged in: what membership offers, and Sign in. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { status: 'guest', current: null, levelName: null },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { name: text('points:membership.guest.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text('points:membership.levels.title') })).toBeVisible();
    await expect(canvas.queryByText(text('points:membership.current'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('points:membership.guest.action') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** A new account: the lowest level, with Silver as the next. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { current: MEMBER ?? null, levelName: 'Member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Silver, from ฿2,000 spent')).toBeVisible();
  },
};

/** A Gold member, just after reaching Gold: the congratulation shows. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { levelUp: 'Gold' },
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('points:membership.title') })).toBeVisible();
    await expect(canvas.getByText(text('points:membership.levelUp', { level: 'Gold' }))).toBeVisible();
    await expect(canvas.getByRole('list', { name: text('points:membership.progress.label') })).toBeVisible();
    await expect(canvas.getByText(text('points:membership.memberPrice.title'))).toBeVisible();
  },
};

/** A long Thai level name the page does not know is shown as the shop sent it. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { current: null, levelName: 'สมาชิกระดับเพชรพิเศษสุดสำหรับลูกค้าคนสำคัญตลอดกาล' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('สมาชิกระดับเพชรพิเศษสุดสำหรับลูกค้าคนสำคัญตลอดกาล')).toBeInTheDocument();
    // A level the page does not know: no way to the next level is claimed.
    await expect(canvas.queryByRole('list', { name: 'เส้นทางระดับสมาชิกของคุณ' })).toBeNull();
  },
};

/** A Silver member, in English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { current: SILVER ?? null, levelName: 'Silver' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await expect(canvas.getByText('Gold, from ฿5,000 spent')).toBeVisible();
  },
};

/** A member at the highest level, in Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { current: PLATINUM ?? null, levelName: 'Platinum' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '会员' })).toBeVisible();
    await expect(canvas.getByText('您已是最高等级。')).toBeVisible();
  },
};
