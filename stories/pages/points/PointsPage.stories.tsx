import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getPoints } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address } from '../../support/routeSteps';

const PATH = '/m/account/konvypoint.php';

/**
 * The points page through the real route table on the stateful mock backend: the demo shopper's
 * balance and ledger, a new account's empty ledger, a failed load with retry, and a guest sent to
 * sign in and back.
 */
const meta = {
  title: 'Pages/Points/PointsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;


/** The demo shopper in Thai: 2,350 points, 300 expiring on 30 June 2568 BE, three ledger lines. */
export const PageShopper: Story = {
  globals: { login: 'loggedIn' },
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

/** The same in English: the backend names the lines in the shopper's language. */
export const PageEnglish: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Redeemed for a coupon', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Mar 13, 2025, 6:05 PM')).toBeVisible();
  },
};

/** A new account: no points, an empty ledger; Go shopping leads home. */
export const PageNewShopper: Story = {
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

/** The first load fails: the error with a retry; Try again loads the points. */
export const PageErrorWithRetry: Story = {
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

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  },
};
