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
import { BRAND_CATEGORY_SEEDS } from '../../../mocks/fixtures/brandCategories';
import { pickText } from '../../../mocks/fixtures/locale';
import { storyLocale, storyText } from '../../support/storyText';

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
 * **A brand's page: the shop's flagship for one beauty brand.**
 *
 * At the top the brand with its logo, a short summary, how many shoppers follow it and Follow (a
 * shopper who has not logged in is asked to log in first). Below, the tabs: Home (the brand's
 * highlights and products), Categories (the brand's categories as chips, and the chosen one's
 * products), All products and Reviews (with the average rating); a brand may add its own links
 * beside them. More products or reviews arrive as the shopper scrolls. The page of all brands lists
 * every brand.
 *
 * They see the loading state while the brand is on its way, the error state with Try again when it
 * could not be loaded, an empty section (nothing there yet; an empty category offers every product
 * of the brand), Try again at the end of the list when more could not be loaded (what is there
 * stays), and the page-not-found page for a section the brand does not have.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BrandPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a shopper sees first: the brand, Follow, and the Home tab. */
export const DefaultTab: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'สยาม เฮิร์บ แล็บ' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: text('brand:tabs.default'), selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('commerce:brandHeader.follow')), pressed: false }));
    await expect(args.onToggleFollow).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('tab', { name: text('brand:tabs.review') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('review');
    const first = args.teams?.[0];
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(first?.name ?? '') }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
  },
};

/** A signed-in shopper who follows the brand: Follow shows it is on. */
export const Following: Story = {
  name: 'Following (signed in)',
  globals: { login: 'loggedIn' },
  args: { brand: { ...siamHerb, following: true, followingCount: 128_451 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { pressed: true }));
    await expect(args.onToggleFollow).toHaveBeenCalledWith(false);
  },
};

/** While the brand is on its way. */
export const Loading: Story = {
  args: { state: 'loading', brand: undefined },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(text('brand:loading'));
  },
};

/** The brand could not be loaded: the shopper can try again. */
export const Error: Story = {
  tags: ['error-state'],
  args: { state: 'error', brand: undefined },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('brand:error.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('brand:error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A section the brand has not filled yet: Nothing here yet. */
export const EmptyTab: Story = {
  args: { tab: 'product', products: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { name: text('brand:empty.title') })).toBeVisible();
  },
};

/** The Categories tab: its banner, the brand's categories as chips, the chosen category's products. */
export const CategoryTab: Story = {
  args: { tab: 'category', modules: modules.slice(0, 1), categories, selectedCategory: '1', products: listProducts(4), moreStatus: 'idle' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: text('brand:categories') });
    await expect(within(chips).getByRole('button', { name: 'ดูแลผิวหน้า', pressed: true })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: text('brand:productsLabel') })).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(chips).getByRole('button', { name: 'เมคอัพ' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('2');
    await userEvent.click(within(chips).getByRole('button', { name: 'ดูแลผิวหน้า' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(null);
  },
};

/** A category with no products yet: the page offers every product of the brand. */
export const EmptyCategory: Story = {
  args: { tab: 'category', modules: [], categories, selectedCategory: '3', products: [] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('brand:category.empty.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('brand:category.showAll') }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
  },
};

/** Another category chosen, its products on their way: the chips stay (the new one already on). */
export const CategoryLoading: Story = {
  args: { tab: 'category', modules: [], categories, selectedCategory: '2', products: listProducts(4), productsLoading: true },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'เมคอัพ', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('brand:loading'));
  },
};

/** The category's products could not be loaded: Try again, and the chips stay. */
export const CategoryError: Story = {
  name: 'Category Error (English)',
  tags: ['error-state'],
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

/** The All products tab, to the end of the list. */
export const ProductTab: Story = {
  args: { tab: 'product', products: listProducts(6), moreStatus: 'end' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(within(canvasElement).getByRole('list', { name: text('brand:productsLabel') })).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** The Reviews tab: the average rating and the reviews. */
export const ReviewTab: Story = {
  args: { tab: 'review', reviews: { ok: true, list: reviews('th_TH'), score: 4.7 }, moreStatus: 'end' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { name: text('brand:reviews.score') })).toBeVisible();
  },
};

/** The Reviews tab after scrolling: six reviews, then the end of the list. */
export const ReviewPageTwoLoaded: Story = {
  name: 'Review Page Two Loaded (English)',
  globals: { locale: 'en_US' },
  args: { tab: 'review', brand: { ...siamHerb, name: 'Siam Herb Lab', summary: 'Thai herbal skincare made in Chiang Mai.' }, reviews: { ok: true, list: reviews('en_US', 6), score: 4.7 }, moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('region', { name: 'Brand reviews' })).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByText('Khun Fah')).toBeVisible();
    await expect(canvas.getByText("You've seen everything")).toBeVisible();
  },
};

/** More reviews could not be loaded: the first ones stay, and Try again is at the end. */
export const ReviewPageError: Story = {
  tags: ['error-state'],
  args: { tab: 'review', reviews: { ok: true, list: reviews('th_TH'), score: 4.7 }, moreStatus: 'error' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('น้องมะปราง')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('overlays:infiniteList.retry') }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Inside the shop's Android app: the same page. */
export const App: Story = {
  name: 'App (signed in, Android app)',
  globals: { platform: 'android', login: 'loggedIn' },
  args: { brand: { ...siamHerb, following: true, followingCount: 128_451 } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('tab', { name: text('brand:tabs.default'), selected: true })).toBeVisible();
  },
};

/** A brand that adds its own links: they appear beside the tabs, and the tabs take the brand's names. */
export const WithBrandNavigation: Story = {
  args: {
    tabLabels: { default: 'หน้าร้าน', review: 'รีวิวจากลูกค้า' },
    navLinks: [
      { id: 'n1', label: 'ปฏิทินเปิดตัวสินค้า', href: '/m/brand_calendar' },
      { id: 'n2', label: 'รีวิวแบรนด์', href: '/m/brand_review' },
    ],
  },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'หน้าร้าน' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: text('brand:navigation') })).getAllByRole('link')).toHaveLength(2);
  },
};

/** Long Thai texts wrap without pushing the page sideways. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    brand: {
      ...siamHerb,
      name: 'สยาม เฮิร์บ แล็บ บิวตี้ แอนด์ เวลเนส คอลเลกชัน จากเชียงใหม่',
      summary: 'สกินแคร์สมุนไพรไทยจากขมิ้นชัน ใบบัวบก มะขาม และบัวหลวง ผลิตอย่างพิถีพิถันในเชียงใหม่ อ่อนโยนต่อผิวแพ้ง่ายและสิ่งแวดล้อม',
    },
    teams: longThaiProducts(2),
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { brand: { ...siamHerb, name: 'Siam Herb Lab', summary: 'Thai herbal skincare made in Chiang Mai.' }, teams: listProducts(4, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'All products' })).toBeVisible();
  },
};

/** In Simplified Chinese, on the Reviews tab. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { tab: 'review', brand: { ...siamHerb, name: '暹罗草本实验室', summary: '泰国草本护肤，产自清迈。' }, reviews: { ok: true, list: reviews('zh_CN'), score: 4.7 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '评价', selected: true })).toBeVisible();
  },
};

/** The page of all brands. */
export const Directory: Story = {
  parameters: { controls: { disable: true } },
  render: () => <BrandDirectoryView brands={[0, 1, 2, 3].map((i) => brandSchema.parse(buildBrand(i, 'th_TH')))} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'โลตัส ดิว' })).toHaveAttribute('href', '/m/brand/lotus-dew');
  },
};

/** The brands could not be loaded: the shopper can try again. */
export const DirectoryError: Story = {
  tags: ['error-state'],
  parameters: { controls: { disable: true } },
  render: (args) => <BrandDirectoryView brands={null} onRetry={args.onRetry} />,
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('brand:error.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const sent: { requests: SentRequest[] } = { requests: [] };

/** The mock shop's empty category (gift sets), named in the story's language as the shop names it. */
function giftSetsIn(locale: StoryLocale): string {
  const seed = BRAND_CATEGORY_SEEDS.find((category) => category.id === '3');
  if (!seed) throw new globalThis.Error('The mock shop has no gift sets category');
  return pickText(seed.name, locale);
}

/** A brand opened from its link, with its own links; more reviews arrive at the end of the list. */
export const FlagshipThroughRouteTable: Story = {
  name: 'Flagship Through Route Table (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true } },
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

/** More reviews could not be loaded once: the first ones stay, Try again brings the rest. */
export const ReviewPageRetryThroughRouteTable: Story = {
  name: 'Review Page Retry Through Route Table (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true }, msw: { handlers: { catalog: [reviewPages.handler, ...catalogHandlers()] } } },
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

/** The Categories tab: each chip has its own link, and its products arrive page by page. */
export const CategoryThroughRouteTable: Story = {
  name: 'Category Through Route Table (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true } },
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

/** A link to an empty category: its chip is on, and every product of the brand is offered. */
export const EmptyCategoryFromAddress: Story = {
  parameters: { controls: { disable: true } },
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab/category?category=3" />,
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const giftSets = giftSetsIn(storyLocale(context.globals));
    await expect(await canvas.findByRole('heading', { name: text('brand:category.empty.title') }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: giftSets, pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('brand:category.showAll') }));
    await at(canvasElement, /\/m\/brand\/siam-herb-lab\/category$/);
    await expect(await canvas.findByRole('list', { name: text('brand:productsLabel') })).toBeVisible();
    await expect(await canvas.findByText(text('overlays:infiniteList.end'))).toBeVisible();
  },
};

/** Follow tapped by a shopper who has not logged in: they are asked to log in. */
export const FollowAsGuest: Story = {
  // It ends on the login address, a page owned elsewhere (not found until it lands): no baseline of it here.
  tags: ['no-screenshot'],
  parameters: { controls: { disable: true } },
  render: () => <RouteTableHarness initialPath="/m/brand/siam-herb-lab" session={{ isLogin: false }} />,
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(text('commerce:brandHeader.follow')), pressed: false }, { timeout: 10_000 }));
    await at(canvasElement, '/m/login.php');
  },
};

/** Follow tapped by a signed-in shopper: it turns on and the number of followers changes. */
export const FollowLoggedIn: Story = {
  name: 'Follow Logged In (English)',
  globals: { login: 'loggedIn', locale: 'en_US' },
  parameters: { controls: { disable: true } },
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

/** Test only: Follow double-clicked sends one follow (a second would unfollow); it stays on after a reload. */
export const FollowDoubleClickSendsOnce: Story = {
  name: 'Follow Double Click Sends Once (English, signed in)',
  tags: ['test-only'],
  globals: { login: 'loggedIn', locale: 'en_US' },
  parameters: { controls: { disable: true }, shop: { seed: 'newShopper' } },
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

/** Opening a product from the brand's products: the shop counts the click as coming from the brand. */
export const OpenProductSendsStatistics: Story = {
  name: 'Open Product Sends Statistics (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true } },
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

/** A link to a section the brand does not have: the page-not-found page. */
export const UnknownTab: Story = {
  name: 'Unknown Tab (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: { disable: true } },
  render: () => <RouteTableHarness initialPath="/m/brand/lotus-dew/videos" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 10_000 })).toBeVisible();
  },
};
