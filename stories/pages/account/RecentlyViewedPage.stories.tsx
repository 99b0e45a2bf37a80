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
 * Recently viewed through the real route table on the stateful mock backend: the demo shopper's
 * four products, clearing them (asked first, sent once), a product read on its page joining the
 * list, a failed load with retry, and a guest sent to sign in and back.
 */
const meta = {
  title: 'Pages/Account/RecentlyViewedPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

const grid = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name }, { timeout: 5000 });

/** The demo shopper in Thai: four products, newest first. */
export const PageShopper: Story = {
  globals: { login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const list = await grid(canvasElement, 'ดูล่าสุด');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '4 รายการ' })).toBeVisible();
  },
};

/** Clear all, confirmed with a double tap: one clear call, the empty list and a toast. */
export const PageClearAll: Story = {
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

/** Keep closes the confirmation: nothing is sent, the list stays. */
export const PageClearKept: Story = {
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

/** A product read on its page comes first in the list. */
export const PageViewedProductJoins: Story = {
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

/** The first load fails: the error with a retry; Try again loads the list. */
export const PageErrorWithRetry: Story = {
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

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
