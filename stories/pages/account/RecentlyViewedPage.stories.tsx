import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getRecentlyViewed } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { address, playGuestSentToSignIn, requestLog } from './accountStorySupport';

const PATH = '/m/account/RecentlyView.php';
const CLEAR_CALL = '/wap/api/user_center/recently_view/clear';

/**
 * **Recently viewed: the products a signed-in shopper looked at lately, to find one again.**
 *
 * The products come newest first, more arriving as the shopper scrolls; each opens its page or goes
 * into the cart. Clear all empties the list after the shopper confirms it. A shopper who has not
 * logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the list is on its way, an empty list with Go shopping, and the
 * error state with Try again when the list could not be loaded (no connection).
 */
const meta = {
  title: 'Pages/Account/RecentlyViewedPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

const grid = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name }, { timeout: 5000 });

/** A signed-in shopper in Thai: the four products they looked at, newest first. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement, 'ดูล่าสุด');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '4 รายการ' })).toBeVisible();
  },
};

/** Clear all, confirmed (even with a double tap): the list empties once and a message says so. */
export const PageClearAll: Story = {
  name: 'Page Clear All (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement, 'Recently viewed');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Clear recently viewed?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByRole('heading', { name: 'No recently viewed products' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Recently viewed cleared')).toBeVisible();
    await expect(log.to(CLEAR_CALL)).toHaveLength(1);
    await expect(log.to(CLEAR_CALL)[0]?.method).toBe('POST');
  },
};

/** Keep closes the question: the list stays as it was. */
export const PageClearKept: Story = {
  name: 'Page Clear Kept (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement, 'Recently viewed');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Clear recently viewed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(within(await grid(canvasElement, 'Recently viewed')).getAllByRole('listitem')).toHaveLength(4);
    await expect(log.to(CLEAR_CALL)).toHaveLength(0);
  },
};

/** A product the shopper just looked at comes first in the list. */
export const PageViewedProductJoins: Story = {
  name: 'Page Viewed Product Joins (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { initialPath: '/m/lotus-dew/eye-cream-50010.html' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Sacred Lotus Eye Cream 15 ml', {}, { timeout: 5000 }))[0]).toBeVisible();
    await goToAddress(PATH);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(PATH), { timeout: 5000 });
    const list = await grid(canvasElement, 'Recently viewed');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Sacred Lotus Eye Cream 15 ml');
  },
};

const viewedCalls = answersInTurn(getRecentlyViewed.meta, userCenterMocks.getRecentlyViewed, [scenario.serverError, scenario.ok]);

/** The list could not be loaded at first: Try again brings it. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [viewedCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => viewedCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }, { timeout: 5000 }));
    await expect(within(await grid(canvasElement, '最近浏览')).getAllByRole('listitem')).toHaveLength(4);
    await expect(viewedCalls.calls()).toBe(2);
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
