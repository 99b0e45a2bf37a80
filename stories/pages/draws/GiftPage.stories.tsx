import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, drawRequestLog, playGuestSentToSignIn } from './drawPageSupport';

/**
 * **Free gift (in the running shop): where a shopper picks the one free gift a campaign or their
 * new account offers.**
 *
 * The shopper sees the gifts with what each is worth and the date to choose by, picks one and taps
 * Get this gift; they then see the gift that is theirs. Each shopper gets one gift per campaign:
 * one already chosen shows with the way to it. A new-member gift is refused to a shopper who has
 * already ordered, with the reason. Anyone may look; a shopper who has not logged in is asked to
 * log in when they choose, and comes back here after.
 *
 * They see the loading state while the gifts are on their way, No gifts right now when a campaign
 * has none, the error state with Try again when the gifts could not be loaded, and Choose a gift
 * first when they tap Get this gift without a pick.
 */
const meta = {
  title: 'Pages/Draws/GiftPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/gift' },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'newShopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = drawRequestLog();

/** A new member picks a gift (once, even when tapped twice) and sees it theirs; without a pick they are asked to choose first. */
export const PageChoose: Story = {
  name: 'Page Choose (English, signed in)',
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get this gift' }, { timeout: 5000 }));
    await expect(canvas.getByText('Choose a gift first.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Sacred Lotus Hydrating Toner/ }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Get this gift' }));
    await at(canvasElement, '/m/gift/result?id=2');
    await waitFor(() => expect(canvas.getByText('Sacred Lotus Hydrating Toner 150 ml is yours')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByText('Your gift ships with your next order.')).toBeVisible();
    await expect(log.payloadsTo('/api/go/gift/choose', ['campaign_id', 'gift_id'])).toEqual([{ campaign_id: 'new_user', gift_id: '51003' }]);
  },
};

/** In Thai, a shopper who has already ordered: the new-member gift is not for them. */
export const PageNotNewThai: Story = {
  name: 'Page Not New Thai (signed in)',
  parameters: { shop: { seed: 'shopper' } },
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ของขวัญนี้สำหรับสมาชิกใหม่เท่านั้น', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** In Simplified Chinese: a campaign gift already chosen, and the way to it. */
export const PageAlreadyChosenChinese: Story = {
  name: 'Page Already Chosen Chinese (signed in)',
  args: { initialPath: '/m/gift?campaign_id=songkran' },
  parameters: { shop: { seed: 'shopper' } },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '查看我的礼品' }, { timeout: 5000 }));
    await at(canvasElement, '/m/gift/result?id=1');
    await expect(await canvas.findByRole('button', { name: '继续购物' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in may look; choosing asks them to log in and brings them back. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Turmeric Brightening Serum/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to choose' }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/gift')}`);
  },
};

/** Test only: a hostile campaign in the link shows the new-member gift, no crash. */
export const PageHostileCampaign: Story = {
  name: 'Page Hostile Campaign (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/gift?campaign_id=%3Cscript%3E' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome gift: choose one' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Test only: gifts the shop sent garbled show a clear message, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getGiftCampaign: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The gifts could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Your free gift, for a shopper who has not logged in: they are asked to log in and come back. */
export const PageResultGuest: Story = {
  name: 'Page Result Guest (English)',
  args: { initialPath: '/m/gift/result?id=1' },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: playGuestSentToSignIn('/m/gift/result?id=1'),
};

/** Test only: a hostile gift in the link shows a clear message and the way to the gifts. */
export const PageResultHostileId: Story = {
  name: 'Page Result Hostile Id (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/gift/result?id=%00%3Cx%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose a gift' }, { timeout: 5000 }));
    await at(canvasElement, '/m/gift');
  },
};

/** Your free gift could not be loaded (no connection): a message with Try again. */
export const PageResultNetworkError: Story = {
  name: 'Page Result Network Error (English, signed in)',
  tags: ['error-state'],
  args: { initialPath: '/m/gift/result?id=1' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getGiftClaim: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your gift could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};
