import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnniversaryView } from '../../../src/pages/games/Anniversary/AnniversaryView';
import { storyText } from '../../support/storyText';
import { COUPON_PRIZE, POINTS_PRIZE, STORY_PRIZES, storyGame, storyVote } from './gamesStoryData';

const ready = {
  status: 'ready' as const,
  game: storyGame(),
  round: { phase: 'idle' as const },
  played: false,
  vote: storyVote(),
  choice: '',
  prizes: STORY_PRIZES,
};

/**
 * **Anniversary campaign: where a shopper plays the shop's birthday game, votes and wins prizes.**
 *
 * Each anniversary (the 10th, 11th and 13th) has a page of its own built the same way. The shopper
 * presses Start, taps the cake as often as they can and sends their score; their best score sets
 * their level and the prizes they reach (coupons go straight to My coupons). They get a few plays a
 * day, cast one vote in the campaign's poll, read the prizes by level and the rules, and share the
 * page. Anyone may look; a shopper who has not logged in is asked to log in when they play or vote,
 * and comes back here after.
 *
 * They see the loading state while the campaign is on its way, the error state with Try again when
 * it could not be loaded, No plays left today when the day's plays are used, a note when the prizes
 * are not announced yet, and the shop's message when it refused a play or a vote.
 */
const meta = {
  title: 'Pages/Games/AnniversaryView',
  component: AnniversaryView,
  globals: { login: 'loggedIn' },
  args: {
    campaign: '13th',
    state: ready,
    isLogin: true,
    onStart: fn(),
    onTap: fn(),
    onSend: fn(),
    onChoose: fn(),
    onVote: fn(),
    onShare: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof AnniversaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 13th anniversary before playing: Start, the vote, the prizes by level and the rules. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('games:anniversary.13th.title') })).toBeVisible();
    await expect(canvas.getByText(text('games:anniversary.game.playsLeft', { count: 3 }))).toBeVisible();
    await expect(canvas.getByText(text('games:anniversary.prizes.level', { level: 4 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('games:anniversary.game.start') }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: text('games:share.action') }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** Playing: the cake counts the taps, and Send my score sends them. */
export const Tapping: Story = {
  name: 'Tapping (English, signed in)',
  globals: { locale: 'en_US' },
  args: { campaign: '10th', state: { ...ready, round: { phase: 'tapping', taps: 4 } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 taps')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tap the cake' }));
    await expect(args.onTap).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Send my score' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** After playing: the best score, the level and the prizes reached. */
export const Played: Story = {
  name: 'Played (English, signed in)',
  globals: { locale: 'en_US' },
  args: { campaign: '10th', state: { ...ready, played: true, game: storyGame({ plays_left: 2, score: 600, level: 2, prizes: [COUPON_PRIZE] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Best score 600 · level 2')).toBeVisible();
    await expect(canvas.getByText('฿200 coupon')).toBeVisible();
    await expect(canvas.getByText('2 plays left today')).toBeVisible();
  },
};

/** The day's plays are used: Start waits for tomorrow. */
export const NoPlaysLeft: Story = {
  name: 'No Plays Left (English, signed in)',
  globals: { locale: 'en_US' },
  args: { campaign: '11th', state: { ...ready, game: storyGame({ plays_left: 0, score: 400, level: 2, prizes: [POINTS_PRIZE] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '11th anniversary lucky game' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeDisabled();
  },
};

/** An option chosen: Vote sends it. */
export const Voting: Story = {
  name: 'Voting (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...ready, choice: '2' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Damask Rose/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Vote' }));
    await expect(args.onVote).toHaveBeenCalledOnce();
  },
};

/** After voting: each option with its votes, and the shopper's choice. */
export const Voted: Story = {
  name: 'Voted (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...ready, vote: storyVote({ voted_option_id: '2', options: [{ id: '1', title: 'Damask Rose', image: null, votes: 1_204 }, { id: '2', title: 'Mango Peach', image: null, votes: 988 }] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank you! You voted for Mango Peach.')).toBeVisible();
    await expect(canvas.getByText('988 votes')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Vote' })).toBeNull();
  },
};

/** A shopper who has not logged in sees everything; playing and voting ask them to log in. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { isLogin: false },
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await userEvent.click(canvas.getByRole('button', { name: text('games:anniversary.game.signIn') }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: text('games:anniversary.vote.signIn') }));
    await expect(args.onVote).toHaveBeenCalledOnce();
  },
};

/** The shop refused a play and a vote: its messages say why. */
export const Refused: Story = {
  name: 'Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { ...ready, gameFailure: 'You have no plays left today.', voteFailure: 'You have already voted in this poll.' } },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('You have no plays left today.');
    await expect(alerts[1]).toHaveTextContent('You have already voted in this poll.');
  },
};

/** The prizes are not announced yet. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...ready, prizes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The prizes will be announced soon.')).toBeVisible();
  },
};

/** While the campaign is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).queryByRole('button', { name: storyText(context)('games:anniversary.game.start') })).toBeNull();
  },
};

/** The campaign could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This campaign could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long Thai texts wrap without hiding the buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: {
    campaign: '10th',
    state: {
      ...ready,
      vote: storyVote({
        title: 'โหวตสินค้าในตำนานที่อยู่คู่กับคุณมาตลอดสิบปี และอยากให้กลับมาวางขายอีกครั้งในวันครบรอบ',
        options: [
          { id: '1', title: 'เซรั่มขมิ้นชันเข้มข้นสูตรผิวกระจ่างใสพิเศษสำหรับผิวแพ้ง่าย', image: null, votes: 2_310 },
          { id: '2', title: 'ลิปทินท์กุหลาบมอญเนื้อแมตต์ติดทนนานตลอดวัน', image: null, votes: 1_875 },
        ],
      }),
    },
  },
};

/** The 11th anniversary, in Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { campaign: '11th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '十一周年幸运游戏' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '活动规则' })).toBeVisible();
  },
};
