import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getPoints } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/account/konvypoint.php';

/**
 * **My points (in the running shop): where a signed-in shopper sees how many points they have and
 * where they came from.**
 *
 * The shopper sees their balance, the points that expire next and when, the history of points
 * earned and used (more loads as they scroll), and the points rules with the date they apply from.
 * Dates are in the Buddhist calendar in Thai. A shopper who has not logged in never sees this page:
 * they are asked to log in first and come back here after.
 *
 * They see the loading state while the points are on their way, an empty history with Go shopping
 * on a new account, and the error state with Try again when the points could not be loaded.
 */
const meta = {
  title: 'Pages/Points/PointsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;


/** A shopper in Thai: 2,350 points, 300 of them expiring on 30 June, and three lines of history. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'คะแนนคงเหลือ' }, { timeout: 5000 })).toHaveTextContent('2,350');
    await expect(canvas.getByText('300 คะแนน ในวันที่ 30 มิ.ย. 2568')).toBeVisible();
    await expect(canvas.getByText('ได้รับจากคำสั่งซื้อ')).toBeVisible();
    await expect(canvas.getByText('แลกคูปอง')).toBeVisible();
    await expect(canvas.getByText('ใช้ไป 3,000 คะแนน')).toBeInTheDocument();
    await expect(canvas.getByText('กติกานี้มีผลตั้งแต่วันที่ 1 ก.พ. 2567')).toBeVisible();
  },
};

/** The same in English: the history lines are named in the shopper's language. */
export const PageEnglish: Story = {
  name: 'Page English (signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Redeemed for a coupon', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Mar 13, 2025, 6:05 PM')).toBeVisible();
  },
};

/** A new account: no points, no history; Go shopping leads home. */
export const PageNewShopper: Story = {
  name: 'Page New Shopper (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No points history yet' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('No points expiring')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await waitFor(() => expect(address(canvasElement).textContent).toBe('/m'), { timeout: 5000 });
  },
};

const pointsCalls = answersInTurn(getPoints.meta, userCenterMocks.getPoints, [scenario.serverError, scenario.ok]);

/** The points could not be loaded: Try again loads them. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [pointsCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => pointsCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('group', { name: '积分余额' }, { timeout: 5000 })).toHaveTextContent('2,350');
    await expect(pointsCalls.calls()).toBe(2);
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
