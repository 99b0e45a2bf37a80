import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getUserCenter } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address } from '../../support/routeSteps';

/**
 * The membership page through the real route table on the stateful mock backend: the demo
 * shopper's level, a new account at the lowest level, a failed load with retry, and a guest who
 * sees the offer and signs in from it.
 */
const meta = {
  title: 'Pages/Points/MembershipPage',
  component: RouteTableHarness,
  args: { initialPath: '/m/membership' },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;


/** The demo shopper: Gold, as the account centre names it, and Platinum next. */
export const PageShopper: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Your way through the levels' }, { timeout: 5000 })).toBeVisible();
    // The seed's shopper has paid enough for Gold: Platinum is next.
    await expect(canvas.getByText('Platinum, from ฿20,000 spent')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Member prices' })).toBeVisible();
  },
};

/** A new account: the lowest level, Silver next. */
export const PageNewShopper: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Silver, from ฿2,000 spent', {}, { timeout: 5000 })).toBeVisible();
  },
};

const centreCalls = answersInTurn(getUserCenter.meta, userCenterMocks.getUserCenter, [scenario.serverError, scenario.ok]);

/** The first load fails: the error with a retry; Try again loads the level. */
export const PageErrorWithRetry: Story = {
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

/** A guest sees the offer; Sign in goes to login with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'สมัครสมาชิกเพื่อสะสมคะแนนและรับราคาสมาชิก' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent('/m/membership')}`), { timeout: 5000 });
  },
};
