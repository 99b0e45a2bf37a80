import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getUserCenter } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address } from '../../support/routeSteps';
import { storyText } from '../../support/storyText';

/**
 * **Membership (in the running shop): where a shopper sees their member level and what the next one
 * brings.**
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
  title: 'Pages/Points/MembershipPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/membership' },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;


/** A Gold member, with Platinum as the next level. */
export const PageShopper: Story = {
  name: 'Page Shopper (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Your way through the levels' }, { timeout: 5000 })).toBeVisible();
    // The seed's shopper has paid enough for Gold: Platinum is next.
    await expect(canvas.getByText('Platinum, from ฿20,000 spent')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Member prices' })).toBeVisible();
  },
};

/** A new account: the lowest level, with Silver as the next. */
export const PageNewShopper: Story = {
  name: 'Page New Shopper (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Silver, from ฿2,000 spent', {}, { timeout: 5000 })).toBeVisible();
  },
};

const centreCalls = answersInTurn(getUserCenter.meta, userCenterMocks.getUserCenter, [scenario.serverError, scenario.ok]);

/** The level could not be loaded: Try again loads it. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [centreCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => centreCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('list', { name: '会员等级进度' }, { timeout: 5000 })).toBeVisible();
    await expect(centreCalls.calls()).toBe(2);
  },
};

/** A shopper who has not logged in sees what membership offers; Sign in brings them back here. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text('points:membership.guest.title') }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('points:membership.guest.action') }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent('/m/membership')}`), { timeout: 5000 });
  },
};
