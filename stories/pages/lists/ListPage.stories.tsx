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
import { listProducts, longThaiProducts, pagedListHandler } from './listStoryData';

const subCategories = (labels: readonly [string, string, string], selected = -1): ListFilter[] =>
  labels.map((label, index) => ({
    id: `sub-${index}`,
    label,
    selected: index === selected,
    href: `/m/list/skincare/sub-${index}`,
    clearHref: '/m/list/skincare',
  }));

/**
 * The list family's page (spec §2): /m/list/{sign1}/{sign2?}, /m/classify.php, /m/best_sellers,
 * /m/rank/{rank_type?}/{period}, /m/promo, /m/auto_promo, /m/mall.php and /m/buy_again_team share
 * it, each with its own loader. Filters are chips, the order a segmented control (sorting, or a
 * rank's period), the grid loads the next page as its end scrolls into view. Use it for any page
 * that is a browsable product list; not for search results (the search page has its own history
 * and suggestions) or for a handful of products inside another page (use ProductCard in a grid).
 * Given `statistics` (the container passes the route's name and the list's signs), each card
 * records its impression and its opening as click statistics (spec §7).
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof ListPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: { moreStatus: 'end' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ดูแลผิวหน้า' })).toBeVisible();
    const grid = canvas.getByRole('list', { name: 'สินค้า: ดูแลผิวหน้า' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    const first = args.products[0];
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(first?.name ?? '') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: 'กันแดด' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-1' }), true);
    await userEvent.click(canvas.getByRole('radio', { name: 'ขายดีที่สุด' }));
    await expect(args.onOrderChange).toHaveBeenCalledWith('sales');
  },
};

export const Loading: Story = {
  args: { state: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดสินค้า…');
  },
};

export const EmptyWithFilter: Story = {
  args: { products: [], filters: subCategories(['เซรั่ม', 'กันแดด', 'มอยส์เจอไรเซอร์'], 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ไม่พบสินค้า' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'sub-2' }), false);
  },
};

export const Error: Story = {
  args: { state: 'error', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'โหลดสินค้าไม่สำเร็จ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A next page failed: what was loaded stays, the sentinel offers a retry. */
export const NextPageFailed: Story = {
  args: { moreStatus: 'error', products: listProducts(4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LongThai: Story = {
  args: {
    heading: 'ผลิตภัณฑ์ดูแลผิวหน้าและผิวกายสูตรอ่อนโยนสำหรับผิวแพ้ง่ายจากสมุนไพรไทยแท้',
    products: longThaiProducts(4),
    moreStatus: 'end',
    filters: subCategories(['เซรั่มบำรุงผิวหน้าเข้มข้น', 'ครีมกันแดดสำหรับผิวแพ้ง่าย', 'มอยส์เจอไรเซอร์เนื้อเจลบางเบา']),
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { kind: 'best_sellers', heading: undefined, products: listProducts(4, 'en_US'), filters: [], order: null, moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Best sellers' })).toBeVisible();
  },
};

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

/** Promotions with the position's banners above the grid. */
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

/** /m/classify.php: a chosen category and its sub-categories as links. */
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'หมวดหมู่ย่อย' })).getByRole('link', { name: 'เซรั่ม' }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/m/list/skincare/serum', expect.anything());
  },
};

/**
 * Inside the Android app: the same page and title bar. Its back button asks the container to go
 * back, which there means the app's previous screen when the webview has no history (see
 * AppOpensNativeProductScreen for the app's own product screen).
 */
export const App: Story = {
  globals: { platform: 'android' },
  args: { moreStatus: 'end', products: listProducts(4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ดูแลผิวหน้า' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ย้อนกลับ' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

const sent: { requests: SentRequest[] } = { requests: [] };

/** Through the route table: a category with its sub-categories as chips; a chip and a sort order are addresses. */
export const CategoryThroughRouteTable: Story = {
  render: () => <RouteTableHarness initialPath="/m/list/skincare" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ดูแลผิวหน้า' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'กันแดด' }));
    await at(canvasElement, '/m/list/skincare/sun');
    await expect(await canvas.findByRole('button', { name: 'กันแดด', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'ราคา: ต่ำไปสูง' }));
    await at(canvasElement, '/m/list/skincare/sun?sort=price_asc');
    await waitFor(() =>
      expect(sent.requests.some((r) => r.url.pathname === '/m_api/list.php' && r.url.searchParams.get('sort') === 'price_asc' && r.url.searchParams.get('sign2') === 'sun')).toBe(true),
    );
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'กำลังโหลดสินค้า…' })).toBeNull());
    await expect(await canvas.findByRole('list', { name: 'สินค้า: ดูแลผิวหน้า' })).toBeVisible();
  },
};

/**
 * A coupon's "use" link from my coupons: the list asks for that coupon's products and names the
 * coupon in a selected chip (clearing it goes to /m/list, as every filter chip does).
 */
export const CouponThroughRouteTable: Story = {
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

/** A coupon id that is not one (a hostile link) is ignored: every product is listed, nothing breaks. */
export const HostileCouponId: Story = {
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

/** Infinite loading on the mock backend: the second page follows, then the end; a failed page offers a retry. */
export const InfiniteThroughRouteTable: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/promo" />,
  parameters: { msw: { handlers: { catalog: [pagedListHandler(2, 2), ...catalogHandlers()] } } },
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

/** Add to cart from a card: the addToCart flow sends the cart's buy call with the product. */
export const AddToCartThroughRouteTable: Story = {
  render: () => <RouteTableHarness initialPath="/m/best_sellers" session={{ isLogin: true }} />,
  globals: { login: 'loggedIn' },
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /ลงรถเข็น/ }, { timeout: 10_000 });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(sent.requests.some((r) => r.method === 'POST' && r.body.includes('action=buy') && r.body.includes('team_id=50001'))).toBe(true));
  },
};

/** A guest on the mobile web adds to a guest cart: the add is sent like a shopper's (spec §6: only the app asks for a login first). */
export const GuestAddsToGuestCart: Story = {
  render: () => <RouteTableHarness initialPath="/m/best_sellers" session={{ isLogin: false }} />,
  globals: { login: 'guest' },
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /ลงรถเข็น/ }, { timeout: 10_000 });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(sent.requests.some((r) => r.method === 'POST' && r.body.includes('action=buy') && r.body.includes('team_id=50001'))).toBe(true));
    await expect(address(canvasElement)).toHaveTextContent('/m/best_sellers');
    // The answer's toast and bundle tip: read, then closed (the toast's own timer must not decide the screenshot).
    await userEvent.click(await canvas.findByRole('button', { name: 'ปิดการแจ้งเตือน' }));
    const tip = await canvas.findByRole('dialog', { name: 'ข้อเสนอซื้อคู่' });
    await userEvent.click(within(tip).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'ข้อเสนอซื้อคู่' })).not.toBeInTheDocument());
  },
};

/** A failed first page through the route table: the error state, then the retry loads it. */
export const ErrorThroughRouteTable: Story = {
  render: () => <RouteTableHarness initialPath="/m/mall.php" />,
  parameters: { msw: { handlers: { catalog: catalogHandlers({ getProductList: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'โหลดสินค้าไม่สำเร็จ' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** An unknown rank period is not found. */
export const UnknownRankPeriod: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/rank/hot/decade" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * Opening a card records its click statistic (spec §7): the product as the related team, the
 * route's name and the list's sign as the referrer; the product page opens in-app.
 */
export const OpenProductSendsStatistics: Story = {
  render: () => <RouteTableHarness initialPath="/m/list/skincare" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'สินค้า: ดูแลผิวหน้า' }, { timeout: 10_000 });
    const link = within(grid).getAllByRole('link')[0] as HTMLElement;
    const { productId, statistic } = await openCardAndReadStatistic(canvasElement, link, sent.requests);
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'list-sign1', refer_from_id: 'skincare' });
    // The product page has loaded (the screenshot shows it settled).
    await expect(await canvas.findByRole('region', { name: 'รีวิว' }, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * Inside the Android app a card opens the app's own product screen (a native deep link, spec §2):
 * the webview stays on the list, and the click statistic is sent all the same.
 */
export const AppOpensNativeProductScreen: Story = {
  globals: { platform: 'android' },
  render: () => <RouteTableHarness initialPath="/m/best_sellers" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'สินค้า: สินค้าขายดี' }, { timeout: 10_000 });
    const link = within(grid).getAllByRole('link')[0] as HTMLElement;
    const productId = /(\d+)\.html$/.exec(link.getAttribute('href') ?? '')?.[1] ?? '';
    await userEvent.click(link);
    const statistic = await flushAndFindClickStatistic(sent.requests, { action: 'click', related_id: productId });
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'best_sellers' });
    await expect(address(canvasElement)).toHaveTextContent('/m/best_sellers');
    await expect(canvas.queryByRole('region', { name: 'รีวิว' })).toBeNull();
  },
};
