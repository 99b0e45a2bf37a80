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
import { storyText } from '../../support/storyText';

const PATH = '/m/center.php';
const CENTRE_CALL = '/wap/api/user_center/info';
const BEST_SELLERS_CALL = '/m_api/best_sellers.php';

/**
 * **My account: the shopper's home for everything about their account.**
 *
 * A signed-in shopper sees their membership card (photo, nickname, level, points, coupons and store
 * credit, with Edit profile), their orders by where they stand (to pay, to ship, shipped, to
 * review, refunds) with how many are in each, a shortcut to each of their account's pages
 * (favourites, recently viewed, coupons, points, addresses, help, settings and more) and products
 * recommended for them. A shopper who has not logged in stays here and sees an invitation to sign
 * in or sign up, and the recommendations.
 *
 * They see the loading state while their account is on its way, and the error state with Try again
 * when it could not be loaded (no connection); when the recommendations fail, the page shows
 * without them.
 */
const meta = {
  title: 'Pages/Centre/CentrePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;


let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const callsTo = (path: string) => sent.filter((request) => request.url.pathname === path);

/** A signed-in shopper in Thai: the card, the orders with their counts, the recommendations. */
export const PageShopper: Story = {
  name: 'Page Shopper (signed in)',
  globals: { login: 'loggedIn' },
  beforeEach: record,
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: text('centre:centre.orders.title') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(` ${text('centre:centre.card.points')}$`) })).toHaveAttribute('href', '/m/account/konvypoint.php');
    await expect(canvas.getByRole('link', { name: new RegExp(`^\\d+ ${text('centre:centre.orders.unshipped')}$`) })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: text('centre:centre.recommended.title') }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(CENTRE_CALL)).toHaveLength(1);
    await expect(callsTo(BEST_SELLERS_CALL)[0]?.url.searchParams.get('page')).toBe('1');
  },
};

/** The points shortcut opens the points page. */
export const PageShortcutOpensPoints: Story = {
  name: 'Page Shortcut Opens Points (signed in)',
  globals: { login: 'loggedIn' },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: storyText(context)('centre:centre.shortcuts.points') }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/konvypoint.php'), { timeout: 5000 });
  },
};

/** In English: the recently viewed shortcut opens that page. */
export const PageEnglish: Story = {
  name: 'Page English (signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Recently viewed' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/RecentlyView.php'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recently viewed' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in stays here: the invitation to sign in (and back here after) and the recommendations. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text('centre:centre.guest.title') }, { timeout: 5000 })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(await canvas.findByRole('list', { name: text('centre:centre.recommended.title') }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('centre:centre.guest.action') }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
  },
};

const centreCalls = answersInTurn(getUserCenter.meta, userCenterMocks.getUserCenter, [scenario.serverError, scenario.ok]);

/** The account could not be loaded at first: Try again brings it. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (Chinese, signed in)',
  tags: ['error-state'],
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

/** The shop's answer about the account cannot be read: the error with Try again; the recommendations still show. */
export const PageMalformedAnswer: Story = {
  name: 'Page Malformed Answer (English, signed in)',
  tags: ['test-only', 'error-state'],
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

/** The recommendations could not be loaded: the page shows without them. */
export const PageWithoutRecommendations: Story = {
  name: 'Page Without Recommendations (English, signed in)',
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
