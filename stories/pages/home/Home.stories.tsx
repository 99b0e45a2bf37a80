import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { at } from '../../support/routeSteps';
import { cartHandlers, catalogHandlers } from '../../../mocks/handlers';
import { cartFull, cartMocks } from '../../../mocks/handlers/cart';
import { catalogMocks } from '../../../mocks/handlers/catalog';
import { scenario } from '../../../mocks/scenarios';
import { cartBuy } from '../../../src/api/endpoints/cart';
import { getBanners } from '../../../src/api/endpoints/catalog';
import { HomeView } from '../../../src/pages/home/Home/HomeView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { openCardAndReadStatistic } from '../lists/clickStatisticsRequests';
import { homeContent, homeNoticesFor, LONG_THAI_COUPON, longThaiContent } from './homeStoryData';
import { outage } from './outage';
import { storyText } from '../../support/storyText';

/** A Page story runs the page on the mock shop: the view's controls would do nothing there. */
const PAGE_CONTROLS = { disable: true };

/**
 * **The home page: the shop's front door, the first screen most shoppers see.**
 *
 * From top to bottom: a note when the shopper has reached a new membership level or has a coupon
 * waiting, the banner carousel of current campaigns, shortcut tiles to the shop's areas, the
 * free gift for new members, promotions, and products recommended for
 * this shopper, each with Add to cart. The shop's bottom navigation sits below.
 *
 * A shopper sees the loading state while the page is on its way, and the error state with Try
 * again when it could not be loaded (no connection). A shopper who has not logged in sees the free
 * gift and the coupon note but no level-up note (that needs a login). For another page's banners
 * use the banner carousel; for a list of products, a list page.
 *
 * **The two kinds of stories.** The states without "Page" show the screen as designed, one state
 * each. "Page" stories run the real page on the mock shop: the Language, Login and Platform
 * toolbars apply, except where a story sets one itself (its toolbar item is greyed out).
 */
const meta = {
  title: 'Pages/Home/Home',
  component: HomeView,
  args: {
    status: 'ready',
    autoplay: false,
    onRetry: fn(),
    onModuleClick: fn(),
    onProductClick: fn(),
    onAddToCart: fn(),
    // The stories stay where they are; the container routes in-app.
    onFollowLink: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(text('home:home.loading'));
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The home page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  name: 'Retrying (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error', retrying: true },
};

export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { status: 'ready' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing to show yet' })).toBeVisible();
  },
};

/** A guest: the free gift and the coupon notice; no level-up notice (that needs a login). */
export const FullGuest: Story = {
  args: { ...homeContent('th_TH'), notices: homeNoticesFor('th_TH', false) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: text('home:home.banners') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text('home:home.freeGift.title') })).toBeVisible();
    await expect(canvas.getByText('คุณมีคูปองใหม่ 2 ใบ')).toBeVisible();
    await expect(canvas.queryByText(text('home:home.levelUp', { level: 'Gold' }))).toBeNull();
    // The first banner is the page's largest picture: fetched first and never lazily; the others wait.
    const [first, ...others] = within(canvas.getByRole('region', { name: text('home:home.banners') })).getAllByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(others.length).toBeGreaterThan(0);
    for (const picture of others) await expect(picture).toHaveAttribute('loading', 'lazy');
    // The free gift's picture, the largest in a guest's first screen, is fetched first too.
    const gift = within(canvas.getByRole('region', { name: text('home:home.freeGift.title') })).getByRole('img');
    await expect(gift).toHaveAttribute('fetchpriority', 'high');
    await expect(gift).toHaveAttribute('loading', 'eager');
    // A module tile: its click statistic, then the link (routed by the container).
    const tiles = within(canvas.getByRole('region', { name: text('home:home.modules') }));
    await userEvent.click(tiles.getByRole('link', { name: 'ของใหม่จากสยาม เฮิร์บ แล็บ' }));
    await expect(args.onModuleClick).toHaveBeenCalledWith(expect.objectContaining({ id: '601', kind: 'module' }));
    await expect(args.onFollowLink).toHaveBeenCalledWith('/m/promo?id=601', expect.anything());
  },
};

/** Logged in: the level-up notice too. */
export const FullLoggedIn: Story = {
  globals: { login: 'loggedIn' },
  args: { ...homeContent('th_TH'), notices: homeNoticesFor('th_TH', true) },
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByText(text('home:home.levelUp', { level: 'Gold' }))).toBeVisible();
  },
};

export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { ...homeContent('en_US'), notices: homeNoticesFor('en_US', true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const recommended = within(canvas.getByRole('region', { name: 'Recommended for you' }));
    const content = homeContent('en_US');
    const first = content.products[0];
    await userEvent.click(recommended.getByRole('button', { name: `Add ${first?.name ?? ''} to cart` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    const promotions = within(canvas.getByRole('region', { name: 'Promotions' }));
    await userEvent.click(promotions.getAllByRole('link')[0] as HTMLElement);
    await expect(args.onModuleClick).toHaveBeenCalledWith(expect.objectContaining({ id: '700', kind: 'promotion' }));
    await expect(canvas.getByRole('link', { name: 'View coupons' })).toHaveAttribute('href', '/m/mycoupon.php');
  },
};

export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { ...homeContent('zh_CN'), notices: homeNoticesFor('zh_CN', true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '为你推荐' })).toBeVisible();
    await expect(canvas.getByText('恭喜！您的会员等级已升为Gold。')).toBeVisible();
  },
};

export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', login: 'loggedIn' },
  args: {
    ...longThaiContent(),
    notices: { ...homeNoticesFor('th_TH', true), coupon: { text: LONG_THAI_COUPON, href: '/m/mycoupon.php' }, levelUp: { levelName: 'แพลทินัม พรีเมียม' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_THAI_COUPON)).toBeVisible();
  },
};

/** Inside the Android app: the same page (links become deep links in the container). */
export const App: Story = {
  name: 'App (Android app)',
  globals: { platform: 'android' },
  args: { ...homeContent('th_TH'), notices: homeNoticesFor('th_TH', false) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const recommended = within(canvas.getByRole('region', { name: text('home:home.recommended') }));
    const first = homeContent('th_TH').products[0];
    const link = recommended.getAllByRole('link')[0] as HTMLElement;
    await userEvent.click(link);
    await expect(args.onProductClick).toHaveBeenCalledWith(first);
    await expect(args.onFollowLink).toHaveBeenCalledWith(first?.href, expect.anything());
    // The screenshot shows the page as it opens, without the focus ring of the click.
    link.blur();
  },
};

// ---- Through the route table on the mock backend ----

/** /m on the mock backend: the layout's footer navigation and the footer data's notices. */
export const PageThai: Story = {
  // In Thai whatever the toolbar's language, as its name says: its checks read the Thai page.
  globals: { locale: 'th_TH' },
  parameters: { controls: PAGE_CONTROLS },
  // The carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  render: () => <RouteTableHarness initialPath="/m" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'สินค้าแนะนำสำหรับคุณ' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'ข้อเสนอแนะนำ' })).toBeVisible();
    // The footer data's notice and free gift come with the page (the layout's loader), not after
    // it: they are there in the same render, so nothing is pushed down when they arrive.
    await expect(canvas.getByText('คุณมีคูปองใหม่ 2 ใบ')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ของขวัญฟรีสำหรับสมาชิกใหม่' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /ตะกร้า/ })).toBeVisible();
  },
};

/** A module tile routes in-app: the address bar shows the list it opens. */
export const PageOpensModule: Story = {
  name: 'Page Opens Module (English)',
  parameters: { controls: PAGE_CONTROLS },
  // The carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await canvas.findByRole('region', { name: 'Shop by theme' }, { timeout: 5000 });
    await userEvent.click(within(tiles).getByRole('link', { name: 'Summer sun care' }));
    await at(canvasElement, '/m/list/sun-care');
    // The list has replaced the home page (the screenshot is measured from the settled page).
    await expect(await canvas.findByText("You've seen everything", {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Shop by theme' })).toBeNull());
  },
};

const adds = answersInTurn(cartBuy.meta, cartMocks.cartBuy, [scenario.ok]);

/**
 * Add to cart from a recommended product: one cart call, the flow's toast, and the footer's cart
 * count goes from the shopper's 7 (the sum of the cart's quantities) to 8.
 */
export const PageAddsToCart: Story = {
  name: 'Page Adds To Cart (English, signed in)',
  // The carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { cart: [adds.handler, ...cartHandlers()] } } },
  beforeEach: () => adds.reset(),
  render: () => <RouteTableHarness initialPath="/m" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recommended = await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 });
    const footer = within(await canvas.findByRole('navigation', { name: 'Main navigation' }));
    await expect(await footer.findByRole('link', { name: 'Cart 7 new' })).toBeVisible();
    const buttons = within(recommended).getAllByRole('button', { name: /^Add .* to cart$/ });
    // A double tap on a card's cart button adds once.
    await userEvent.dblClick(buttons[0] as HTMLElement);
    await expect(await canvas.findByText('Added to your cart')).toBeVisible();
    await expect(adds.calls()).toBe(1);
    await expect(await footer.findByRole('link', { name: 'Cart 8 new' })).toBeVisible();
  },
};

/** Cart full (errcode 1): the flow's dialog offers replace-and-buy or the cart. */
export const PageCartFull: Story = {
  name: 'Page Cart Full (English, signed in)',
  // The carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { cart: cartHandlers({ cartBuy: cartFull('en_US') }) } } },
  render: () => <RouteTableHarness initialPath="/m" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recommended = await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 });
    await userEvent.click(within(recommended).getAllByRole('button', { name: /^Add .* to cart$/ })[0] as HTMLElement);
    await expect(await canvas.findByRole('dialog', { name: 'Your cart is full' })).toBeVisible();
  },
};

const bannerOutage = outage(getBanners.meta, catalogMocks.getBanners);

/** The banner call fails: the page's error state; Try again loads the page once the backend is back. */
export const PageErrorThenRetry: Story = {
  name: 'Page Error Then Retry (English)',
  // The carousel must not move on its own before the screenshot.
  tags: ['error-state', 'reduced-motion'],
  globals: { locale: 'en_US' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { catalog: [bannerOutage.handler, ...catalogHandlers()] } } },
  beforeEach: () => bannerOutage.reset(),
  render: () => <RouteTableHarness initialPath="/m" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The home page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    bannerOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Nothing configured on the backend: the empty state (the footer data's gift still shows when on). */
export const PageEmpty: Story = {
  name: 'Page Empty (English)',
  // The carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  globals: { locale: 'en_US' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { catalog: catalogHandlers(scenario.empty) } } },
  render: () => <RouteTableHarness initialPath="/m" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'A free gift for new members' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Recommended for you' })).toBeNull();
  },
};

let sent: SentRequest[] = [];

/**
 * Opening a recommended product records its click statistic (spec §7): the product as the related
 * team, home and its recommended section as the referrer; the product page opens in-app.
 */
export const PageProductSendsStatistics: Story = {
  name: 'Page Product Sends Statistics (English)',
  parameters: { controls: PAGE_CONTROLS },
  // The carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m" />,
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recommended = await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 });
    const link = within(recommended).getAllByRole('link')[0] as HTMLElement;
    const { productId, statistic } = await openCardAndReadStatistic(canvasElement, link, sent);
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'home', refer_from_id: 'recommended' });
    // The product page has loaded (the screenshot shows it settled).
    await expect(await canvas.findByRole('region', { name: 'Reviews' }, { timeout: 10_000 })).toBeVisible();
  },
};
