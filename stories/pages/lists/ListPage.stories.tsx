import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { address, at } from '../../support/routeSteps';
import { catalogHandlers } from '../../../mocks/handlers/catalog';
import { scenario } from '../../../mocks/scenarios';
import type { ListFilter } from '../../../src/pages/lists/ListPage/listPageData';
import { ListPageView } from '../../../src/pages/lists/ListPage/ListPageView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { flushAndFindClickStatistic, openCardAndReadStatistic } from './clickStatisticsRequests';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { listProducts, longThaiProducts, pagedListHandler, skincareNames } from './listStoryData';
import { storyLocale, storyText, type StoryText } from '../../support/storyText';

/** A product card's Add to cart button, whatever the product, in the story's language. */
const addToCartButton = (text: StoryText) => new RegExp(`^${text('commerce:productCard.addToCart', { name: '.+' })}$`);

const subCategories = (labels: readonly [string, string, string], selected = -1): ListFilter[] =>
  labels.map((label, index) => ({
    id: `sub-${index}`,
    label,
    selected: index === selected,
    href: `/m/list/skincare/sub-${index}`,
    clearHref: '/m/list/skincare',
  }));

/**
 * **Product list: where a shopper browses a shelf of products and picks one.**
 *
 * The same page shows every shelf of the shop: all products or a category, best sellers, the
 * rankings (today, this week, this month), promotions and deals, the official mall and the products
 * to buy again. The shopper narrows the shelf with filter chips, changes the sort order (or a
 * ranking's period), scrolls on as more products load at the end, opens a product or adds it to the
 * cart from its card. A coupon's Use link opens the products that coupon applies to. Not for search
 * results (the search page has its own history and suggestions) or for a few products inside
 * another page.
 *
 * They see the loading state while the products arrive, an empty state with Clear filter when no
 * product matches, the error state with Try again when the products could not be loaded, and Try
 * again at the end of the list when the next products could not be.
 */
const meta = {
  title: 'Pages/Lists/ListPage',
  component: ListPageView,
  args: {
    kind: 'list',
    heading: 'ดูแลผิวหน้า',
    state: 'ready',
    products: listProducts(6),
    moreStatus: 'idle',
    filters: subCategories(['เซรั่ม', 'กันแดด', 'มอยส์เจอไรเซอร์']),
    order: { kind: 'sort', value: 'default' },
    onLoadMore: fn(),
    onRetry: fn(),
    onFilterChange: fn(),
    onOrderChange: fn(),
    onAddToCart: fn(),
    onBack: fn(),
    // Keeps the story where it is: the container navigates in-app.
    onOpenProduct: fn((_product: unknown, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ListPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category with its filters, sort order and products. */
export const Full: Story = {
  args: { moreStatus: 'end' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ดูแลผิวหน้า' })).toBeVisible();
    const grid = canvas.getByRole('list', { name: text('lists:products', { title: 'ดูแลผิวหน้า' }) });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    const first = args.products[0];
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(first?.name ?? '') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: 'กันแดด' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-1' }), true);
    await userEvent.click(canvas.getByRole('radio', { name: text('lists:sorts.sales') }));
    await expect(args.onOrderChange).toHaveBeenCalledWith('sales');
  },
};

/** While the products are on their way. */
export const Loading: Story = {
  args: { state: 'loading', products: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text('lists:loading'));
  },
};

/** No product matches the chosen filter: the shopper can clear it. */
export const EmptyWithFilter: Story = {
  args: { products: [], filters: subCategories(['เซรั่ม', 'กันแดด', 'มอยส์เจอไรเซอร์'], 2) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('lists:empty.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('lists:empty.clear') }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-2' }), false);
  },
};

/** The products could not be loaded (no connection): the shopper can try again. */
export const Error: Story = {
  tags: ['error-state'],
  args: { state: 'error', products: [] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('lists:error.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('lists:error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** More products could not be loaded while scrolling: what is shown stays, with Try again at the end. */
export const NextPageFailed: Story = {
  tags: ['error-state'],
  args: { moreStatus: 'error', products: listProducts(4) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text('overlays:infiniteList.retry') }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** Long Thai names wrap without hiding prices or buttons. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    heading: 'ผลิตภัณฑ์ดูแลผิวหน้าและผิวกายสูตรอ่อนโยนสำหรับผิวแพ้ง่ายจากสมุนไพรไทยแท้',
    products: longThaiProducts(4),
    moreStatus: 'end',
    filters: subCategories(['เซรั่มบำรุงผิวหน้าเข้มข้น', 'ครีมกันแดดสำหรับผิวแพ้ง่าย', 'มอยส์เจอไรเซอร์เนื้อเจลบางเบา']),
  },
};

/** Best sellers, in English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { kind: 'best_sellers', heading: undefined, products: listProducts(4, 'en_US'), filters: [], order: null, moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Best sellers' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    kind: 'rank',
    heading: undefined,
    products: listProducts(4, 'zh_CN'),
    filters: ['hot', 'new', 'rising'].map((id, index) => ({ id, label: '', selected: index === 0, href: `/m/rank/${id}/week`, clearHref: '/m/rank/week' })),
    order: { kind: 'period', value: 'week' },
    moreStatus: 'end',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '排行榜' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '人气榜', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '本月' }));
    await expect(args.onOrderChange).toHaveBeenCalledWith('month');
  },
};

/** Promotions, with the shop's banners above the products. */
export const PromoWithBanners: Story = {
  args: {
    kind: 'promo',
    heading: undefined,
    filters: [],
    moreStatus: 'end',
    banners: [0, 1].map((index) => ({ id: index, imageUrl: `/static/mock/banner-${index}.webp`, alt: index === 0 ? 'สงกรานต์เซล ลดสูงสุด 70%' : 'กันแดดรับซัมเมอร์', href: '/m/promo' })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'สงกรานต์เซล ลดสูงสุด 70%' })).toBeInTheDocument();
  },
};

/** The categories page: a chosen category, with its sub-categories to open. */
export const ClassifyLinks: Story = {
  args: {
    kind: 'classify',
    heading: undefined,
    products: listProducts(2),
    moreStatus: 'end',
    filters: [
      { id: '1', label: 'ดูแลผิวหน้า', selected: true, href: '/m/classify.php?category=1', clearHref: '/m/classify.php' },
      { id: '2', label: 'เมคอัพ', selected: false, href: '/m/classify.php?category=2', clearHref: '/m/classify.php' },
    ],
    links: [
      { id: '11', label: 'เซรั่ม', href: '/m/list/skincare/serum' },
      { id: '12', label: 'กันแดด', href: '/m/list/skincare/sun' },
    ],
    onOpenLink: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('navigation', { name: text('lists:subcategories') })).getByRole('link', { name: 'เซรั่ม' }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/m/list/skincare/serum', expect.anything());
  },
};

/** Inside the shop's Android app: its back button goes back to the app's previous screen when there is nothing to go back to. */
export const App: Story = {
  name: 'App (Android app)',
  globals: { platform: 'android' },
  args: { moreStatus: 'end', products: listProducts(4) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ดูแลผิวหน้า' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('lists:back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

const sent: { requests: SentRequest[] } = { requests: [] };

/** In the running shop: a category, its sub-categories as chips and the sort order. */
export const CategoryThroughRouteTable: Story = {
  parameters: { controls: { disable: true } },
  render: () => <RouteTableHarness initialPath="/m/list/skincare" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const { skincare, sunscreen } = skincareNames(storyLocale(context.globals));
    await expect(await canvas.findByRole('heading', { level: 1, name: skincare }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: sunscreen }));
    await at(canvasElement, '/m/list/skincare/sun');
    await expect(await canvas.findByRole('button', { name: sunscreen, pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text('lists:sorts.price_asc') }));
    await at(canvasElement, '/m/list/skincare/sun?sort=price_asc');
    await waitFor(() =>
      expect(sent.requests.some((r) => r.url.pathname === '/m_api/list.php' && r.url.searchParams.get('sort') === 'price_asc' && r.url.searchParams.get('sign2') === 'sun')).toBe(true),
    );
    await waitFor(() => expect(canvas.queryByRole('list', { name: text('lists:loading') })).toBeNull());
    await expect(await canvas.findByRole('list', { name: text('lists:products', { title: skincare }) })).toBeVisible();
  },
};

/** From a coupon's Use link: the products of that coupon, the coupon named in a chip the shopper can clear. */
export const CouponThroughRouteTable: Story = {
  name: 'Coupon Through Route Table (English)',
  parameters: { controls: { disable: true } },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/list?coupon_id=C-3007" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '฿200 off orders over ฿1,500', pressed: true }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: /^Products/ })).toBeVisible();
    await expect(sent.requests.some((r) => r.url.pathname === '/m_api/list.php' && r.url.searchParams.get('coupon_id') === 'C-3007')).toBe(true);
  },
};

/** Test only: a coupon link that is not one is ignored, every product is listed. */
export const HostileCouponId: Story = {
  name: 'Hostile Coupon Id (English)',
  parameters: { controls: { disable: true } },
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath={`/m/list?coupon_id=${encodeURIComponent('../../x"><script>alert(1)</script>')}`} />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: /^Products/ }, { timeout: 10_000 })).toBeVisible();
    await expect(sent.requests.filter((r) => r.url.pathname === '/m_api/list.php').every((r) => !r.url.searchParams.has('coupon_id'))).toBe(true);
    await expect(canvas.queryByRole('button', { pressed: true })).toBeNull();
  },
};

/** In the running shop: scrolling to the end loads more products, up to the last; a failed load offers Try again. */
export const InfiniteThroughRouteTable: Story = {
  name: 'Infinite Through Route Table (English)',
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/promo" />,
  parameters: { controls: { disable: true }, msw: { handlers: { catalog: [pagedListHandler(2, 2), ...catalogHandlers()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Products: Promotions' }, { timeout: 10_000 });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    // The sentinel loads the next page once it scrolls into view.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await userEvent.click(retry);
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(8));
    await expect(await canvas.findByText("You've seen everything")).toBeVisible();
  },
};

/** A signed-in shopper adds a product to the cart from its card. */
export const AddToCartThroughRouteTable: Story = {
  name: 'Add To Cart Through Route Table (signed in)',
  parameters: { controls: { disable: true } },
  render: () => <RouteTableHarness initialPath="/m/best_sellers" session={{ isLogin: true }} />,
  globals: { login: 'loggedIn' },
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: addToCartButton(text) }, { timeout: 10_000 });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(sent.requests.some((r) => r.method === 'POST' && r.body.includes('action=buy') && r.body.includes('team_id=50001'))).toBe(true));
  },
};

/** A shopper who has not logged in adds to the cart all the same on the website (only the app asks them to log in first). */
export const GuestAddsToGuestCart: Story = {
  parameters: { controls: { disable: true } },
  render: () => <RouteTableHarness initialPath="/m/best_sellers" session={{ isLogin: false }} />,
  globals: { login: 'guest' },
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: addToCartButton(text) }, { timeout: 10_000 });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(sent.requests.some((r) => r.method === 'POST' && r.body.includes('action=buy') && r.body.includes('team_id=50001'))).toBe(true));
    await expect(address(canvasElement)).toHaveTextContent('/m/best_sellers');
    // The answer's toast and bundle tip: read, then closed (the toast's own timer must not decide the screenshot).
    await userEvent.click(await canvas.findByRole('button', { name: text('overlays:toast.dismiss') }));
    const tip = await canvas.findByRole('dialog', { name: text('flows:bundleTips.title') });
    await userEvent.click(within(tip).getByRole('button', { name: text('flows:bundleTips.ok') }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: text('flows:bundleTips.title') })).not.toBeInTheDocument());
  },
};

/** In the running shop: the products could not be loaded, and Try again loads them. */
export const ErrorThroughRouteTable: Story = {
  tags: ['error-state'],
  render: () => <RouteTableHarness initialPath="/m/mall.php" />,
  parameters: { controls: { disable: true }, msw: { handlers: { catalog: catalogHandlers({ getProductList: scenario.serverError }) } } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(await within(canvasElement).findByRole('heading', { name: text('lists:error.title') }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A ranking period the shop does not have: the shopper sees the not-found page. */
export const UnknownRankPeriod: Story = {
  name: 'Unknown Rank Period (English)',
  parameters: { controls: { disable: true } },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/rank/hot/decade" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Opening a product from the list tells the shop which product was opened from which shelf. */
export const OpenProductSendsStatistics: Story = {
  parameters: { controls: { disable: true } },
  render: () => <RouteTableHarness initialPath="/m/list/skincare" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const { skincare } = skincareNames(storyLocale(context.globals));
    const grid = await canvas.findByRole('list', { name: text('lists:products', { title: skincare }) }, { timeout: 10_000 });
    const link = within(grid).getAllByRole('link')[0] as HTMLElement;
    const { productId, statistic } = await openCardAndReadStatistic(canvasElement, link, sent.requests);
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'list-sign1', refer_from_id: 'skincare' });
    // The product page has loaded (the screenshot shows it settled).
    await expect(await canvas.findByRole('region', { name: text('product:reviews.heading') }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Inside the shop's Android app, a product opens in the app's own product screen. */
export const AppOpensNativeProductScreen: Story = {
  name: 'App Opens Native Product Screen (Android app)',
  parameters: { controls: { disable: true } },
  globals: { platform: 'android' },
  render: () => <RouteTableHarness initialPath="/m/best_sellers" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: text('lists:products', { title: text('lists:titles.best_sellers') }) }, { timeout: 10_000 });
    const link = within(grid).getAllByRole('link')[0] as HTMLElement;
    const productId = /(\d+)\.html$/.exec(link.getAttribute('href') ?? '')?.[1] ?? '';
    await userEvent.click(link);
    const statistic = await flushAndFindClickStatistic(sent.requests, { action: 'click', related_id: productId });
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'best_sellers' });
    await expect(address(canvasElement)).toHaveTextContent('/m/best_sellers');
    await expect(canvas.queryByRole('region', { name: text('product:reviews.heading') })).toBeNull();
  },
};
