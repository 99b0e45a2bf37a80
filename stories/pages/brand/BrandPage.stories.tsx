import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildBrand } from '../../../mocks/fixtures/brands';
import { buildReviews } from '../../../mocks/fixtures/products';
import { brandSchema, reviewSchema } from '../../../src/api';
import { BrandDirectoryView } from '../../../src/pages/brand/BrandPage/BrandDirectoryView';
import { BrandPageView } from '../../../src/pages/brand/BrandPage/BrandPageView';
import { RouteTableHarness } from '../../app/RouteTableHarness';
import { listProducts, longThaiProducts, recordRequests, type SentRequest, type StoryLocale } from '../lists/listStoryData';

const reviews = (locale: StoryLocale) => buildReviews(3, locale).map((review) => reviewSchema.parse(review));
const modules = [
  { id: 601, imageUrl: '/mock-assets/banner-1.svg', alt: 'ของใหม่จากสยาม เฮิร์บ แล็บ', href: '/m/promo?id=601' },
  { id: 602, imageUrl: '/mock-assets/banner-2.svg', alt: 'กันแดดรับซัมเมอร์', href: '/m/list/sun-care' },
];
const siamHerb = {
  name: 'สยาม เฮิร์บ แล็บ',
  logoUrl: '/mock-assets/brand-siam-herb-lab-logo.svg',
  summary: 'สกินแคร์สมุนไพรไทย ขมิ้นชัน ใบบัวบก และมะขาม ผลิตในเชียงใหม่',
  following: false,
  followingCount: 128_450,
};

/**
 * A brand flagship (spec §2 /m/brand/{sign?}): the brand header with Follow and the following
 * count, the tabs default, category, product and review (named by the brand navigation), then the
 * tab. Follow needs login: the container sends guests to login. Use it only for a brand's own
 * page; a brand inside another page is a BrandHeader or a ProductCard's brand line.
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

export const CategoryTab: Story = {
  args: { tab: 'category' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'หมวดหมู่ของแบรนด์' })).getByRole('link', { name: 'กันแดดรับซัมเมอร์' }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/m/list/sun-care', expect.anything());
  },
};

export const ProductTab: Story = {
  args: { tab: 'product', products: listProducts(6), moreStatus: 'end' },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'สินค้าของแบรนด์' })).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const ReviewTab: Story = {
  args: { tab: 'review', reviews: { ok: true, list: reviews('th_TH'), score: 4.7 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'คะแนนเฉลี่ย' })).toBeVisible();
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

/** Through the route table: the flagship, its brand navigation from the layout, a tab as an address. */
export const FlagshipThroughRouteTable: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/lotus-dew" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lotus Dew' }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/m/brand/lotus-dew/review'));
    await expect(await canvas.findByRole('region', { name: 'Brand reviews' })).toBeVisible();
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
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/m/login.php'));
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

/** An unknown tab is not found. */
export const UnknownTab: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/brand/lotus-dew/videos" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'This page could not be found' }, { timeout: 10_000 })).toBeVisible();
  },
};
