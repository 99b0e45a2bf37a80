import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { at } from '../../support/routeSteps';
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { buildTeams } from '../../../mocks/fixtures/products';
import { productHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { productMocks } from '../../../mocks/handlers/product';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { teamSchema } from '../../../src/api';
import { likeProduct } from '../../../src/api/endpoints/product';
import { getFavorites } from '../../../src/api/endpoints/userCenter';
import { FavoritesView } from '../../../src/pages/favorites/Favorites/FavoritesView';
import { toShopProduct, type ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { dismissToasts } from '../community/communityPageSupport';
import { openCardAndReadStatistic } from '../lists/clickStatisticsRequests';
import { allAnswered, recordRequests, type SentRequest } from '../../support/requestRecorder';
import { storyText } from '../../support/storyText';

/** A Page story runs the page on the mock shop: the view's controls would do nothing there. */
const PAGE_CONTROLS = { disable: true };

const liked = (locale: MockLocale, count = 4, offset = 0) => buildTeams(count, locale, offset).map((team) => toShopProduct(teamSchema.parse(team)));

const LONG_THAI_NAME = 'เซรั่มขมิ้นชันเข้มข้นสูตรผิวกระจ่างใสพิเศษสำหรับผิวแพ้ง่าย ผสานวิตามินซีและไนอาซินาไมด์ ขนาดใหญ่คุ้มค่า 50 มล.';

/**
 * **Favourites: the products a shopper has liked, to come back to and buy.**
 *
 * Each product can go to the cart or be removed (it leaves at once; if the shop refuses, it comes
 * back with a message). More products load as the shopper scrolls to the end; if that fails, the
 * list stays and offers Try again. A shopper who has not logged in is invited to log in; one with
 * no favourites yet is invited to go shopping.
 *
 * **The two kinds of stories.** The states without "Page" show the screen as designed, one state
 * each. "Page" stories run the real page on the mock shop: the Language, Login and Platform
 * toolbars apply, except where a story sets one itself (its toolbar item is greyed out).
 */
const meta = {
  title: 'Pages/Favorites/Favorites',
  component: FavoritesView,
  args: {
    status: 'ready',
    onRetry: fn(),
    onLoadMore: fn(),
    onLogin: fn(),
    onShop: fn(),
    onRemove: fn(),
    onAddToCart: fn(),
    onOpenProduct: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof FavoritesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  args: { status: 'guest' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('home:favorites.guest.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('home:favorites.guest.action') }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  name: 'Loading (signed in)',
  globals: { login: 'loggedIn' },
  args: { status: 'loading' },
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(text('home:favorites.loading'));
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your favourites could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { status: 'ready', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

export const LoggedInThai: Story = {
  // The Thai one of the English and Chinese stories: the story sets Thai itself, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  args: { products: liked('th_TH') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const products = liked('th_TH');
    const first = products[0] as ShopProduct;
    await expect(canvas.getByText('4 รายการ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `นำออก ${first.name} จากรายการโปรด` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first);
  },
};

export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { products: liked('en_US') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = liked('en_US')[0] as ShopProduct;
    await expect(canvas.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Add ${first.name} to cart` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('link', { name: first.name }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith(first.href, expect.anything());
  },
};

export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { products: liked('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  },
};

export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', login: 'loggedIn' },
  args: { products: liked('th_TH', 3).map((p) => ({ ...p, name: LONG_THAI_NAME, brandName: 'สยาม เฮิร์บ แล็บ ออร์แกนิก สกินแคร์' })) } };

/** Inside the Android app (logged in): the same list; product links open native screens through the container. */
export const App: Story = {
  name: 'App (signed in, Android app)',
  globals: { platform: 'android', login: 'loggedIn' },
  args: { products: liked('th_TH') },
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: text('home:favorites.title') })).toBeVisible();
  },
};

/** The second page has arrived: eight of eight, the end of the list. */
export const PageTwoLoaded: Story = {
  name: 'Page Two Loaded (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { products: liked('en_US', 8), count: 8, moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8 products')).toBeVisible();
    await expect(canvas.getByRole('link', { name: liked('en_US', 1, 7)[0]?.name ?? '' })).toBeVisible();
    await expect(canvas.getByText("You've seen everything")).toBeVisible();
  },
};

/** The next page is on its way: the count is the whole list's, the sentinel says it is loading. */
export const LoadingNextPage: Story = {
  name: 'Loading Next Page (signed in)',
  globals: { login: 'loggedIn' },
  args: { products: liked('th_TH'), count: 8, moreStatus: 'loading' },
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text('home:favorites.count', { count: 8 }))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('overlays:infiniteList.loading'));
  },
};

/** The next page failed: the first page stays, the sentinel offers a retry. */
export const NextPageFailed: Story = {
  name: 'Next Page Failed (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { products: liked('zh_CN'), count: 8, moreStatus: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

// ---- Through the route table on the mock backend ----

/** Scrolls to the end of the list until every page is in (the mock backend has two pages of four). */
async function loadEveryPage(canvas: ReturnType<typeof within>) {
  await canvas.findAllByRole('button', { name: /^Remove .* from favourites$/ }, { timeout: 5000 });
  window.scrollTo(0, document.documentElement.scrollHeight);
  await expect(await canvas.findByText("You've seen everything", {}, { timeout: 5000 })).toBeVisible();
}

/** Scrolling to the end loads the second page, then the list ends. */
export const PageLoadsMore: Story = {
  name: 'Page Loads More (English, signed in)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US', login: 'loggedIn' },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 products', {}, { timeout: 5000 })).toBeVisible();
    await loadEveryPage(canvas);
    await expect(canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ })).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Matte Lipstick, Damask Rose' })).toBeVisible();
    // Back to the top: the shot starts at the address bar.
    window.scrollTo(0, 0);
  },
};

const favoritePages = answersInTurn(getFavorites.meta, userCenterMocks.getFavorites, [scenario.ok, scenario.serverError, scenario.ok]);

/** The second page fails once: the first page stays, Try again loads the second. */
export const PageNextPageRetry: Story = {
  name: 'Page Next Page Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { userCenter: [favoritePages.handler, ...userCenterHandlers()] } } },
  beforeEach: () => favoritePages.reset(),
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { name: /^Remove .* from favourites$/ }, { timeout: 5000 });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await expect(await canvas.findByText("You've seen everything", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ })).toHaveLength(8);
    await expect(favoritePages.calls()).toBe(3);
    // Back to the top: the shot starts at the address bar.
    window.scrollTo(0, 0);
  },
};

const removals = answersInTurn(likeProduct.meta, productMocks.likeProduct, [scenario.ok]);

/** Remove: the product leaves the list at once; one like call; a toast confirms. */
export const PageRemoves: Story = {
  name: 'Page Removes (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { product: [removals.handler, ...productHandlers()] } } },
  beforeEach: () => removals.reset(),
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadEveryPage(canvas);
    const buttons = canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ });
    const count = buttons.length;
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ })).toHaveLength(count - 1));
    await expect(await canvas.findByText('Removed from your favourites')).toBeVisible();
    await expect(removals.calls()).toBe(1);
    // Back to the top: the shot starts at the address bar.
    window.scrollTo(0, 0);
  },
};

const recorded: { requests: SentRequest[] } = { requests: [] };

/** Opening a liked product sends its click statistic with the favourites page as the referrer. */
export const PageOpenSendsStatistics: Story = {
  name: 'Page Open Sends Statistics (English, signed in)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: (context) => {
    recorded.requests = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /Gotu Kola Acne Cream 50 g/ }, { timeout: 10_000 });
    const { productId, statistic } = await openCardAndReadStatistic(canvasElement, link, recorded.requests);
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'favorite' });
    await expect(await canvas.findByRole('region', { name: 'Reviews' }, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * Remove double-clicked: one like call (the call toggles, so a second one would like the product
 * again); the product stays gone when the page is loaded afresh from the shop.
 */
export const PageRemoveDoubleClickSendsOnce: Story = {
  name: 'Page Remove Double Click Sends Once (English, signed in)',
  parameters: { controls: PAGE_CONTROLS },
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: (context) => {
    recorded.requests = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 products', {}, { timeout: 5000 })).toBeVisible();
    const remove = canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ })[0] as HTMLElement;
    const name = remove.getAttribute('aria-label') ?? '';
    await userEvent.dblClick(remove);
    await expect(await canvas.findByText('Removed from your favourites', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(allAnswered(recorded.requests)).toBe(true), { timeout: 5000 });
    await expect(recorded.requests.filter((request) => request.url.pathname === likeProduct.meta.path)).toHaveLength(1);
    await goToAddress('/m/favorite.php?again=1');
    await at(canvasElement, 'again=1');
    await expect(await canvas.findByText('7 products', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name })).toBeNull();
    // The shot does not depend on how long the toast stays.
    await dismissToasts(canvasElement);
  },
};

/** Remove fails: the product comes back and a toast says so. */
export const PageRemoveFails: Story = {
  name: 'Page Remove Fails (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { product: productHandlers({ likeProduct: scenario.serverError }) } } },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadEveryPage(canvas);
    const buttons = canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ });
    const count = buttons.length;
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(await canvas.findByText('This product could not be removed. Please try again.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ })).toHaveLength(count);
    // Back to the top: the shot starts at the address bar.
    window.scrollTo(0, 0);
  },
};

/** A guest: the login prompt; Log in goes to the login page. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }, { timeout: 5000 }));
    // The login page, which brings the shopper back to favourites afterwards.
    await at(canvasElement, '/m/login.php?redirect=%2Fm%2Ffavorite.php');
    await expect(await canvas.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A signed-in shopper with no favourites yet: an invitation to go shopping. */
export const PageEmpty: Story = {
  name: 'Page Empty (signed in)',
  globals: { login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { userCenter: userCenterHandlers(scenario.empty) } } },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async (context) => {
    const heading = storyText(context)('home:favorites.empty.title');
    await expect(await within(context.canvasElement).findByRole('heading', { name: heading }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageLoadFails: Story = {
  name: 'Page Load Fails (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { userCenter: userCenterHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '收藏加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};
