import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { at } from '../../support/routeSteps';
import { buildBrand } from '../../../mocks/fixtures/brands';
import { buildReviews } from '../../../mocks/fixtures/products';
import { catalogHandlers, catalogMocks } from '../../../mocks/handlers/catalog';
import { scenario } from '../../../mocks/scenarios';
import { brandSchema, reviewSchema } from '../../../src/api';
import { getBrandReviews } from '../../../src/api/endpoints/catalog';
import { BrandDirectoryView } from '../../../src/pages/brand/BrandPage/BrandDirectoryView';
import { BrandPageView } from '../../../src/pages/brand/BrandPage/BrandPageView';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { openCardAndReadStatistic } from '../lists/clickStatisticsRequests';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { listProducts, longThaiProducts, type StoryLocale } from '../lists/listStoryData';
import { allAnswered, recordRequests, type SentRequest } from '../../support/requestRecorder';

/** `count` reviews from the `offset`th (page 2 of three a page starts at 3). */
const reviews = (locale: StoryLocale, count = 3, offset = 0) => buildReviews(count, locale, offset).map((review) => reviewSchema.parse(review));
const categories = [
  { id: '1', label: 'ดูแลผิวหน้า' },
  { id: '2', label: 'เมคอัพ' },
  { id: '3', label: 'ชุดของขวัญ' },
];
const modules = [
  { id: 601, imageUrl: '/static/mock/banner-1.webp', alt: 'ของใหม่จากสยาม เฮิร์บ แล็บ', href: '/m/promo?id=601' },
  { id: 602, imageUrl: '/static/mock/banner-2.webp', alt: 'กันแดดรับซัมเมอร์', href: '/m/list/sun-care' },
];
const siamHerb = {
  name: 'สยาม เฮิร์บ แล็บ',
  logoUrl: '/static/mock/brand-siam-herb-lab-logo.webp',
  summary: 'สกินแคร์สมุนไพรไทย ขมิ้นชัน ใบบัวบก และมะขาม ผลิตในเชียงใหม่',
  following: false,
  followingCount: 128_450,
};

/**
 * A brand flagship (spec §2 /m/brand/{sign?}): the brand header with Follow and the following
 * count, the tabs default, category, product and review (named by the brand navigation), then the
 * tab. The category tab shows the brand's categories as chips (the chosen one is in the address,
 * ?category=) and that category's products; the product, category and review tabs load further
 * pages as their end scrolls into view, and a failed page keeps the list and offers a retry.
 * Follow needs login: the container sends guests to login. Use it only for a brand's own page; a
 * brand inside another page is a BrandHeader or a ProductCard's brand line.
 */
const meta = {
  title: 'Pages/Brand/BrandPage',
  component: BrandPageView,
  args: {
    state: 'ready',
    tab: 'default',
    brand: siamHerb,
    modules,
    teams: listProducts(4),
    onTabChange: fn(),
    onToggleFollow: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onCategoryChange: fn(),
    onAddToCart: fn(),
    onOpenProduct: fn((_product: unknown, event: { preventDefault: () => void }) => event.preventDefault()),
    onOpenLink: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BrandPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'สยาม เฮิร์บ แล็บ' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'หน้าแรก', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /ติดตาม/, pressed: false }));
    await expect(args.onToggleFollow).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('tab', { name: 'รีวิว' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('review');
    const first = args.teams?.[0];
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(first?.name ?? '') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
  },
};

/** Logged in and following: the toggle is pressed and says so. */
export const Following: Story = {
  globals: { login: 'loggedIn' },
  args: { brand: { ...siamHerb, following: true, followingCount: 128_451 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { pressed: true }));
    await expect(args.onToggleFollow).toHaveBeenCalledWith(false);
  },
};

export const Loading: Story = {
  args: { state: 'loading', brand: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('กำลังโหลดแบรนด์…');
  },
};

export const Error: Story = {
  args: { state: 'error', brand: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'โหลดข้อมูลแบรนด์ไม่สำเร็จ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EmptyTab: Story = {
  args: { tab: 'product', products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ยังไม่มีรายการ' })).toBeVisible();
  },
};

/** The category tab: its banner, the brand's categories as chips, the chosen category's products. */
export const CategoryTab: Story = {
  args: { tab: 'category', modules: modules.slice(0, 1), categories, selectedCategory: '1', products: listProducts(4), moreStatus: 'idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'หมวดหมู่ของแบรนด์' });
    await expect(within(chips).getByRole('button', { name: 'ดูแลผิวหน้า', pressed: true })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'สินค้าของแบรนด์' })).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(chips).getByRole('button', { name: 'เมคอัพ' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('2');
    await userEvent.click(within(chips).getByRole('button', { name: 'ดูแลผิวหน้า' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(null);
  },
};

/** A category without products: the empty state offers every product of the brand. */
export const EmptyCategory: Story = {
  args: { tab: 'category', modules: [], categories, selectedCategory: '3', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ยังไม่มีสินค้าในหมวดหมู่นี้' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ดูสินค้าทั้งหมด' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
  },
};

/** Another category's products on their way: the chips stay (the new one already pressed). */
export const CategoryLoading: Story = {
  args: { tab: 'category', modules: [], categories, selectedCategory: '2', products: listProducts(4), productsLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'เมคอัพ', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดแบรนด์…');
  },
};

/** The category's first page failed: an error with retry (the chips stay). */
export const CategoryError: Story = {
  globals: { locale: 'en_US' },
  args: { tab: 'category', modules: [], categories: categories.map((c, i) => ({ ...c, label: ['Skincare', 'Makeup', 'Gift sets'][i] ?? c.label })), selectedCategory: '1', products: [], productsFailed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "We couldn't load this brand" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skincare', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ProductTab: Story = {
  args: { tab: 'product', products: listProducts(6), moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'สินค้าของแบรนด์' })).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const ReviewTab: Story = {
  args: { tab: 'review', reviews: { ok: true, list: reviews('th_TH'), score: 4.7 }, moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'คะแนนเฉลี่ย' })).toBeVisible();
  },
};

/** The review tab after its second page: six reviews, then the end of the list. */
export const ReviewPageTwoLoaded: Story = {
  globals: { locale: 'en_US' },
  args: { tab: 'review', brand: { ...siamHerb, name: 'Siam Herb Lab', summary: 'Thai herbal skincare made in Chiang Mai.' }, reviews: { ok: true, list: reviews('en_US', 6), score: 4.7 }, moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('region', { name: 'Brand reviews' })).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByText('Khun Fah')).toBeVisible();
    await expect(canvas.getByText("You've seen everything")).toBeVisible();
  },
};

/** The next page of reviews failed: the first page stays and the sentinel offers a retry. */
export const ReviewPageError: Story = {
  args: { tab: 'review', reviews: { ok: true, list: reviews('th_TH'), score: 4.7 }, moreStatus: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('น้องมะปราง')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Inside the Android app: the same flagship (navigation leaves as deep links in the container). */
export const App: Story = {
  globals: { platform: 'android', login: 'loggedIn' },
  args: { brand: { ...siamHerb, following: true, followingCount: 128_451 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'หน้าแรก', selected: true })).toBeVisible();
  },
};

/** Brand navigation entries that are not tabs appear as links; the tabs take the navigation's names. */
export const WithBrandNavigation: Story = {
  args: {
    tabLabels: { default: 'หน้าร้าน', review: 'รีวิวจากลูกค้า' },
    navLinks: [
      { id: 'n1', label: 'ปฏิทินเปิดตัวสินค้า', href: '/m/brand_calendar' },
      { id: 'n2', label: 'รีวิวแบรนด์', href: '/m/brand_review' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'หน้าร้าน' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'เมนูแบรนด์' })).getAllByRole('link')).toHaveLength(2);
  },
};

export const LongThai: Story = {
  args: {
    brand: {
      ...siamHerb,
      name: 'สยาม เฮิร์บ แล็บ บิวตี้ แอนด์ เวลเนส คอลเลกชัน จากเชียงใหม่',
      summary: 'สกินแคร์สมุนไพรไทยจากขมิ้นชัน ใบบัวบก มะขาม และบัวหลวง ผลิตอย่างพิถีพิถันในเชียงใหม่ อ่อนโยนต่อผิวแพ้ง่ายและสิ่งแวดล้อม',
    },
    teams: longThaiProducts(2),
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { brand: { ...siamHerb, name: 'Siam Herb Lab', summary: 'Thai herbal skincare made in Chiang Mai.' }, teams: listProducts(4, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'All products' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { tab: 'review', brand: { ...siamHerb, name: '暹罗草本实验室', summary: '泰国草本护肤，产自清迈。' }, reviews: { ok: true, list: reviews('zh_CN'), score: 4.7 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '评价', selected: true })).toBeVisible();
  },
};

/** /m/brand without a sign: every brand. */
export const Directory: Story = {
  render: () => <BrandDirectoryView brands={[0, 1, 2, 3].map((i) => brandSchema.parse(buildBrand(i, 'th_TH')))} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'โลตัส ดิว' })).toHaveAttribute('href', '/m/brand/lotus-dew');
  },
};

export const DirectoryError: Story = {
  render: (args) => <BrandDirectoryView brands={null} onRetry={args.onRetry} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const sent: { requests: SentRequest[] } = { requests: [] };

/** Through the route table: the flagship, its brand navigation from the layout, a tab as an address; the reviews' second page loads at the end of the list. */
export const FlagshipThroughRouteTable: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/lotus-dew" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lotus Dew' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews' }));
    await at(canvasElement, '/m/brand/lotus-dew/review');
    const region = await canvas.findByRole('region', { name: 'Brand reviews' });
    await expect(region).toBeVisible();
    // The sentinel loads the next page once it scrolls into view.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(await canvas.findByText('Khun Fah', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(region).getAllByRole('article')).toHaveLength(6);
    await expect(await canvas.findByText("You've seen everything")).toBeVisible();
    // Back to the top: the shot starts at the address bar.
    window.scrollTo(0, 0);
  },
};

const reviewPages = answersInTurn(getBrandReviews.meta, catalogMocks.getBrandReviews, [scenario.ok, scenario.serverError, scenario.ok]);

/** The reviews' second page fails once: the first page stays, Try again loads the second. */
export const ReviewPageRetryThroughRouteTable: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { catalog: [reviewPages.handler, ...catalogHandlers()] } } },
  beforeEach: () => reviewPages.reset(),
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab/review" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Brand reviews' }, { timeout: 10_000 });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await expect(within(region).getAllByRole('article').length).toBeGreaterThanOrEqual(3);
    await expect(await canvas.findByText('Khun Fah', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText("You've seen everything")).toBeVisible();
    await expect(within(region).getAllByRole('article')).toHaveLength(6);
    await expect(reviewPages.calls()).toBe(3);
    // Back to the top: the shot starts at the address bar.
    window.scrollTo(0, 0);
  },
};

/** The category tab through the route table: a chip is an address (?category=), its products load page by page. */
export const CategoryThroughRouteTable: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab/category" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const productCount = () => within(canvas.getByRole('list', { name: 'Brand products' })).getAllByRole('listitem').length;
    const chips = await canvas.findByRole('list', { name: 'Brand categories' }, { timeout: 10_000 });
    await userEvent.click(within(chips).getByRole('button', { name: 'Skincare', pressed: false }));
    await at(canvasElement, '/m/brand/siam-herb-lab/category?category=1');
    await expect(await canvas.findByRole('button', { name: 'Skincare', pressed: true })).toBeVisible();
    await waitFor(() => expect(productCount()).toBe(4));
    // Each time the end of the grid scrolls into view the next page follows: 4, 8, then the last one.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(productCount()).toBe(8), { timeout: 5000 });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(await canvas.findByText("You've seen everything", {}, { timeout: 5000 })).toBeVisible();
    await expect(productCount()).toBe(9);
    await expect(canvas.getByRole('link', { name: 'After-Sun Aloe Vera Gel 200 ml' })).toBeVisible();
    const pages = sent.requests.filter((r) => r.url.pathname === '/m_api/brand/products.php' && r.url.searchParams.get('category_id') === '1');
    await expect(pages.map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    // Back to the top: the shot starts at the address bar.
    window.scrollTo(0, 0);
  },
};

/** Opened (or reloaded) with the category in the address: the chip is pressed; an empty category offers every product. */
export const EmptyCategoryFromAddress: Story = {
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab/category?category=3" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'ยังไม่มีสินค้าในหมวดหมู่นี้' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ชุดของขวัญ', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ดูสินค้าทั้งหมด' }));
    await at(canvasElement, /\/m\/brand\/siam-herb-lab\/category$/);
    await expect(await canvas.findByRole('list', { name: 'สินค้าของแบรนด์' })).toBeVisible();
    await expect(await canvas.findByText('คุณดูครบทุกรายการแล้ว')).toBeVisible();
  },
};

/** A guest's Follow goes to login. */
export const FollowAsGuest: Story = {
  // It ends on the login address, a page owned elsewhere (not found until it lands): no baseline of it here.
  tags: ['no-screenshot'],
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab" session={{ isLogin: false }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /ติดตาม/, pressed: false }, { timeout: 10_000 }));
    await at(canvasElement, '/m/login.php');
  },
};

/** Logged in, Follow sends the follow call and shows the answer's count. */
export const FollowLoggedIn: Story = {
  globals: { login: 'loggedIn', locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab/product" session={{ isLogin: true }} />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /follow/i, pressed: false }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('button', { pressed: true })).toBeVisible();
    await expect(sent.requests.some((r) => r.url.pathname === '/m_api/brand/follow.php' && r.body.includes('action=follow'))).toBe(true);
  },
};

/**
 * Follow double-clicked: one follow call (the call toggles by its action, so a second would send
 * unfollow); the button ends pressed, and the brand loaded afresh from the shop is followed too.
 */
export const FollowDoubleClickSendsOnce: Story = {
  globals: { login: 'loggedIn', locale: 'en_US' },
  parameters: { shop: { seed: 'newShopper' } },
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab/product" session={{ isLogin: true }} />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follows = () => sent.requests.filter((r) => r.url.pathname === '/m_api/brand/follow.php');
    await userEvent.dblClick(await canvas.findByRole('button', { name: /follow/i, pressed: false }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('button', { name: /follow/i, pressed: true }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(follows()).toHaveLength(1), { timeout: 5000 });
    await expect(new URLSearchParams(follows()[0]?.body).get('action')).toBe('follow');
    await waitFor(() => expect(allAnswered(sent.requests)).toBe(true), { timeout: 5000 });
    await goToAddress('/m/brand/siam-herb-lab/product?again=1');
    await at(canvasElement, 'again=1');
    await expect(await canvas.findByRole('button', { name: /follow/i, pressed: true }, { timeout: 5000 })).toBeVisible();
    // The product tab has loaded its whole list again before the screenshot.
    await expect(await canvas.findByText("You've seen everything", {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(allAnswered(sent.requests)).toBe(true), { timeout: 5000 });
    await expect(follows()).toHaveLength(1);
  },
};

/** Opening a product of the brand's product tab sends its click statistic with the brand as the referrer. */
export const OpenProductSendsStatistics: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab/product" />,
  beforeEach: (context) => {
    sent.requests = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /Gotu Kola Acne Cream 50 g/ }, { timeout: 10_000 });
    const { productId, statistic } = await openCardAndReadStatistic(canvasElement, link, sent.requests);
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'brand', refer_from_id: 'siam-herb-lab' });
    // The product page has settled before the screenshot.
    await expect(await canvas.findByRole('region', { name: 'Reviews' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** An unknown tab is not found. */
export const UnknownTab: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/lotus-dew/videos" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 10_000 })).toBeVisible();
  },
};
