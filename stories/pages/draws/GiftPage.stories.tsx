import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, drawRequestLog, playGuestSentToSignIn } from './drawPageSupport';

/**
 * The free gift and its result through the real route table on the stateful mock backend: a new
 * account chooses the new-user gift (sent once) and lands on its result; the shopper who has ordered
 * is refused; a campaign gift already chosen; a guest sent to sign in and back; bad ids; failed loads.
 */
const meta = {
  title: 'Pages/Draws/GiftPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/gift' },
  parameters: { frame: 'none', shop: { seed: 'newShopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = drawRequestLog();

/** Choose without a pick: told to pick; pick the toner, press twice: one choice; the result page shows it. */
export const PageChoose: Story = {
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

/** Thai, the shopper (who has ordered): the new-user gift is not for them. */
export const PageNotNewThai: Story = {
  parameters: { shop: { seed: 'shopper' } },
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ของขวัญนี้สำหรับสมาชิกใหม่เท่านั้น', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Chinese: the Songkran gift the shopper already chose; its result. */
export const PageAlreadyChosenChinese: Story = {
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

/** A guest may look; choosing sends them to sign in with the gift page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Turmeric Brightening Serum/ }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to choose' }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/gift')}`);
  },
};

/** A hostile campaign id: the new-user gift, no crash. */
export const PageHostileCampaign: Story = {
  args: { initialPath: '/m/gift?campaign_id=%3Cscript%3E' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome gift: choose one' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageMalformed: Story = {
  parameters: { msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getGiftCampaign: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The gifts could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The result: a guest is sent to sign in and back. */
export const PageResultGuest: Story = {
  args: { initialPath: '/m/gift/result?id=1' },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: playGuestSentToSignIn('/m/gift/result?id=1'),
};

/** The result with a hostile id: a clear message and the way to the gifts. */
export const PageResultHostileId: Story = {
  args: { initialPath: '/m/gift/result?id=%00%3Cx%3E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose a gift' }, { timeout: 5000 }));
    await at(canvasElement, '/m/gift');
  },
};

export const PageResultNetworkError: Story = {
  args: { initialPath: '/m/gift/result?id=1' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { campaigns: campaignHandlers({ default: scenario.ok, getGiftClaim: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your gift could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};
