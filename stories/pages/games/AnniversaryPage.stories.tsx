import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { campaignHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, gamesRequestLog, goToAddress, playGuestSentToSignIn } from './gamesPageSupport';

const PATH = '/m/game/anniversary_10th';
const GAME_PATH = '/api/go/game/celebration';
const VOTE_PATH = '/api/go/vote/cast';

/**
 * **Anniversary campaign (in the running shop): where a shopper plays the shop's birthday game,
 * votes and wins prizes.**
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
  title: 'Pages/Games/AnniversaryPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = gamesRequestLog();

/** Six taps and the score sent (once, even when tapped twice): level 2 reached, and the ฿200 coupon is in My coupons. */
export const PageJourney: Story = {
  name: 'Page Journey (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
    const cake = canvas.getByRole('button', { name: 'Tap the cake' });
    for (let tap = 0; tap < 6; tap += 1) await userEvent.click(cake);
    await expect(canvas.getByText('6 taps')).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send my score' }));
    await expect(await canvas.findByText('Best score 600 · level 2', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('2 plays left today')).toBeVisible();
    await expect(log.jsonTo(GAME_PATH).filter((payload) => 'score' in payload)).toEqual([{ game_id: 'anniversary_10th', score: 600 }]);
    await goToAddress('/m/mycoupon.php');
    await at(canvasElement, '/m/mycoupon.php');
    await expect(await canvas.findByText(/฿200 off orders over ฿1,500/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The 13th anniversary: a vote (once, even when tapped twice), then the votes and the choice. */
export const PageVote: Story = {
  name: 'Page Vote (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/koko/anniversary_13th' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Mango Peach/ }, { timeout: 5000 }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Vote' }));
    await expect(await canvas.findByText('Thank you! You voted for Mango Peach.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('988 votes')).toBeVisible();
    await expect(log.jsonTo(VOTE_PATH)).toEqual([{ vote_id: 'V-1', option_id: '2' }]);
  },
};

/** The 11th anniversary in Simplified Chinese: its own game, vote and prizes. */
export const Page11thChinese: Story = {
  name: 'Page 11 Th Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { initialPath: '/m/lucky_game/anniversary_11th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '十一周年幸运游戏' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('今天还可玩 2 次')).toBeVisible();
    await expect(canvas.getByText('十一周年最想要的礼物')).toBeVisible();
    await expect(canvas.getByText('等级 4')).toBeVisible();
  },
};

/** The 11th anniversary allows two plays a day: after two, Start waits for tomorrow. */
export const PageNoPlaysLeft: Story = {
  name: 'Page No Plays Left (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/lucky_game/anniversary_11th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const left of ['1 play left today', 'No plays left today. Come back tomorrow!']) {
      await userEvent.click(await canvas.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
      await userEvent.click(canvas.getByRole('button', { name: 'Tap the cake' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Send my score' }));
      await expect(await canvas.findByText(left, {}, { timeout: 5000 })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeDisabled();
  },
};

/** A shopper who has not logged in taps Start: they are asked to log in and come back. */
export const PageGuestPlays: Story = {
  name: 'Page Guest Plays (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  parameters: { shop: { seed: 'guest' } },
  globals: { locale: 'th_TH', login: 'guest' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'ฉลองครบรอบ 10 ปี' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบเพื่อเล่น' }));
    await playGuestSentToSignIn(PATH)(context);
  },
};

/** A shopper who has not logged in votes: they are asked to log in and come back. */
export const PageGuestVotes: Story = {
  name: 'Page Guest Votes (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  args: { initialPath: '/m/koko/anniversary_13th' },
  parameters: { shop: { seed: 'guest' } },
  globals: { locale: 'th_TH', login: 'guest' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เข้าสู่ระบบเพื่อโหวต' }, { timeout: 5000 }));
    await playGuestSentToSignIn('/m/koko/anniversary_13th')(context);
  },
};

/** The shopper's sign-in has run out when they send their score: they are sent to the shop's log-in. */
export const PageLoginLink: Story = {
  name: 'Page Login Link (English, signed in)',
  globals: { locale: 'en_US' },
  // Ends on the login page, whose look its own stories hold (no screenshot here).
  tags: ['no-screenshot'],
  parameters: {
    msw: {
      handlers: {
        campaigns: campaignHandlers({ default: scenario.ok, playCelebrationGame: scenario.needLogin('/m/login.php?from=anniversary_10th') }),
        userCenter: userCenterHandlers({ default: scenario.ok, getProfile: scenario.errcode(401) }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Tap the cake' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send my score' }));
    await at(canvasElement, '/m/login.php?from=anniversary_10th');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Where the page's share wrote (the clipboard), with the system share sheet stubbed away. */
const copied: string[] = [];

/** Share where the phone has no share sheet: the link is copied, and a message says so. */
export const PageShare: Story = {
  name: 'Page Share (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: () => {
    copied.length = 0;
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const clipboard: Pick<Clipboard, 'writeText'> = {
      writeText: async (text) => {
        copied.push(text);
      },
    };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Link copied: paste it to share this page', {}, { timeout: 5000 })).toBeVisible();
    await expect(copied).toEqual([`${window.location.origin}${PATH}`]);
    // The toast would leave on its own after a while: dismissed, the shot does not depend on timing.
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(canvas.queryByText('Link copied: paste it to share this page')).toBeNull();
  },
};

/** The campaign could not be loaded (no connection): a message with Try again. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getCelebrationGame: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This campaign could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Test only: prizes the shop sent garbled show a clear message, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getCampaignPrizes: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This campaign could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};
