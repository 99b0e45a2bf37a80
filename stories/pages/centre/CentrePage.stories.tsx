import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { catalogMocks } from '../../../mocks/handlers/catalog';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getBestSellers } from '../../../src/api/endpoints/catalog';
import { getUserCenter } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address } from '../../support/routeSteps';

const PATH = '/m/center.php';
const CENTRE_CALL = '/wap/api/user_center/info';
const BEST_SELLERS_CALL = '/m_api/best_sellers.php';

/**
 * The account centre through the real route table on the stateful mock backend: the demo
 * shopper's card and order counts (the account's counters and the recommendations asked for
 * together), its links, a guest's sign-in prompt (no redirect), a failed load with retry.
 */
const meta = {
  title: 'Pages/Centre/CentrePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;


let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const callsTo = (path: string) => sent.filter((request) => request.url.pathname === path);

/** The demo shopper in Thai: the card, the order tabs with counts, the recommendations (asked for beside the counters). */
export const PageShopper: Story = {
  globals: { login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'คำสั่งซื้อของฉัน' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: / คะแนน$/ })).toHaveAttribute('href', '/m/account/konvypoint.php');
    await expect(canvas.getByRole('link', { name: /^\d+ รอจัดส่ง$/ })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'สินค้าแนะนำสำหรับคุณ' }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(CENTRE_CALL)).toHaveLength(1);
    await expect(callsTo(BEST_SELLERS_CALL)[0]?.url.searchParams.get('page')).toBe('1');
  },
};

/** The points shortcut opens the points page in-app. */
export const PageShortcutOpensPoints: Story = {
  globals: { login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'คะแนนของฉัน' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/konvypoint.php'), { timeout: 5000 });
  },
};

/** The same in English: the shortcut to recently viewed opens that page. */
export const PageEnglish: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Recently viewed' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/RecentlyView.php'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recently viewed' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest stays on the centre: the sign-in prompt (to login and back here) and the recommendations. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'เข้าสู่ระบบเพื่อดูบัญชีของคุณ' }, { timeout: 5000 })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(await canvas.findByRole('list', { name: 'สินค้าแนะนำสำหรับคุณ' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบหรือสมัครสมาชิก' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
  },
};

const centreCalls = answersInTurn(getUserCenter.meta, userCenterMocks.getUserCenter, [scenario.serverError, scenario.ok]);

/** The first load fails: the error with a retry; Try again loads the centre. */
export const PageErrorWithRetry: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [centreCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => centreCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '账户信息加载失败' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('heading', { name: '我的订单' }, { timeout: 5000 })).toBeVisible();
    await expect(centreCalls.calls()).toBe(2);
  },
};

const malformedCentre = answersInTurn(getUserCenter.meta, userCenterMocks.getUserCenter, [scenario.malformed]);

/** A malformed answer for the counters: the error with a retry, never a crash; the recommendations still show. */
export const PageMalformedAnswer: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [malformedCentre.handler, ...userCenterHandlers()] } } },
  beforeEach: () => malformedCentre.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your account could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Recommended for you' })).toBeVisible();
  },
};

const failedRecommendations = answersInTurn(getBestSellers.meta, catalogMocks.getBestSellers, [scenario.serverError]);

/** The recommendations fail: the centre shows without them. */
export const PageWithoutRecommendations: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { catalog: [failedRecommendations.handler, ...catalogHandlers()] } } },
  beforeEach: () => failedRecommendations.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My orders' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
    await expect(failedRecommendations.calls()).toBe(1);
  },
};
