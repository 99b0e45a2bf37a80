import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnniversaryView } from '../../../src/pages/games/Anniversary/AnniversaryView';
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
 * An anniversary campaign (spec §2 game/anniversary_10th, lucky_game/anniversary_11th,
 * koko/anniversary_13th; one page configured per campaign): the tap game whose level and prizes
 * are the backend's, the vote (one per shopper), the prize list, the rules, share.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof AnniversaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 13th anniversary before playing: Start, the vote, the prizes by level, the rules. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ปาร์ตี้ครบรอบ 13 ปี' })).toBeVisible();
    await expect(canvas.getByText('วันนี้เล่นได้อีก 3 ครั้ง')).toBeVisible();
    await expect(canvas.getByText('ระดับ 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เริ่ม' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'แชร์' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};

/** Tapping: the cake counts the taps, Send sends the score. */
export const Tapping: Story = {
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

/** The backend's answer: the best score, the level and the prizes reached. */
export const Played: Story = {
  globals: { locale: 'en_US' },
  args: { campaign: '10th', state: { ...ready, played: true, game: storyGame({ plays_left: 2, score: 600, level: 2, prizes: [COUPON_PRIZE] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Best score 600 · level 2')).toBeVisible();
    await expect(canvas.getByText('฿200 coupon')).toBeVisible();
    await expect(canvas.getByText('2 plays left today')).toBeVisible();
  },
};

/** No plays left today: Start waits for tomorrow. */
export const NoPlaysLeft: Story = {
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

/** Voted: each option with its count and the shopper's choice. */
export const Voted: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...ready, vote: storyVote({ voted_option_id: '2', options: [{ id: '1', title: 'Damask Rose', image: null, votes: 1_204 }, { id: '2', title: 'Mango Peach', image: null, votes: 988 }] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank you! You voted for Mango Peach.')).toBeVisible();
    await expect(canvas.getByText('988 votes')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Vote' })).toBeNull();
  },
};

/** A guest looks at everything; playing and voting ask them to sign in. */
export const Guest: Story = {
  globals: { login: 'guest' },
  args: { isLogin: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบเพื่อเล่น' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบเพื่อโหวต' }));
    await expect(args.onVote).toHaveBeenCalledOnce();
  },
};

/** A refused play and vote: the backend's messages. */
export const Refused: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...ready, gameFailure: 'You have no plays left today.', voteFailure: 'You have already voted in this poll.' } },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('You have no plays left today.');
    await expect(alerts[1]).toHaveTextContent('You have already voted in this poll.');
  },
};

/** No prizes announced yet. */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...ready, prizes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The prizes will be announced soon.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'เริ่ม' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This campaign could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongThaiText: Story = {
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

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { campaign: '11th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '十一周年幸运游戏' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '活动规则' })).toBeVisible();
  },
};
