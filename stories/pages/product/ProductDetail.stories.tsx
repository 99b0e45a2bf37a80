import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartHandlers, couponHandlers } from '../../../mocks/handlers';
import { bindPhoneRequired, cartFull } from '../../../mocks/handlers/cart';
import { scenario } from '../../../mocks/scenarios';
import { productHandlers } from '../../../mocks/handlers/product';
import { cartBuy } from '../../../src/api/endpoints/cart';
import { receiveCoupon } from '../../../src/api/endpoints/coupons';
import { likeProduct } from '../../../src/api/endpoints/product';
import { ProductDetailView } from '../../../src/pages/product/ProductDetail/ProductDetailView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from '../../support/routeSteps';
import { dismissToasts } from '../community/communityPageSupport';
import { openCardAndReadStatistic } from '../lists/clickStatisticsRequests';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { storyText } from '../../support/storyText';
import { AddToCartStub, claimableCouponDetail, longThai, pageData, productIndex, ReminderStub, STORY_NOW } from './productStoryData';

/** A Page story runs the page on the mock shop: the view's controls would do nothing there. */
const PAGE_CONTROLS = { disable: true };

const thai = pageData('th_TH');
const english = pageData('en_US');
const chinese = pageData('zh_CN');

/**
 * **The product page: everything a shopper needs to decide on one product, and to buy it.**
 *
 * Photos to swipe through; the price (with the member price and the price after coupons where
 * there is one); like and share; coupons to collect; the options (size, set); the details;
 * reviews with photos, which can be translated; related shops and products; and a bar at the
 * bottom with Buy now and Add to cart. When the product is sold out the bar offers a reminder for
 * when it is back; when the shop has taken it down, a note says so and it cannot be bought.
 * Product cards in lists are the product card component, not this page.
 *
 * **The two kinds of stories.** The states without "Page" show the screen as designed, one state
 * each. "Page" stories run the real page on the mock shop: the Language, Login and Platform
 * toolbars apply, except where a story sets one itself (its toolbar item is greyed out).
 */
const meta = {
  title: 'Pages/Product/ProductDetail',
  component: ProductDetailView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    status: 'ready',
    ...thai,
    now: STORY_NOW,
    onRetry: fn(),
    onSelectSpec: fn(),
    onToggleLike: fn(),
    onClaimCoupon: fn(),
    onUseCoupon: fn(),
    onTranslateReview: fn(),
    onShowOriginalReview: fn(),
    onShare: fn(),
    onBuyNow: fn(),
    onOpenProduct: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    addToCart: <AddToCartStub />,
    arrivalReminder: <ReminderStub />,
  },
} satisfies Meta<typeof ProductDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- View stories ----

export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('product:page.loading'));
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  args: { status: 'error' },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This product could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FullThai: Story = {
  // Its point is the Thai page (English and Chinese have their own): the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล.');
    await expect(canvas.getByText(/ราคาโดยประมาณหลังใช้คูปอง/)).toBeVisible();
    const coupons = canvas.getByRole('region', { name: 'คูปอง' });
    await userEvent.click(within(coupons).getByRole('button', { name: /เก็บ/ }));
    await expect(args.onClaimCoupon).toHaveBeenCalledWith(expect.objectContaining({ id: 'C-3001' }));
  },
};

export const FullEnglish: Story = {
  args: { ...english },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The first photo is the page's largest picture: fetched first and never lazily; the others wait.
    const [first, ...others] = within(canvas.getByRole('region', { name: 'Product photos' })).getAllByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    for (const photo of others) await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText('Member price ฿680')).toBeVisible();
    await expect(canvas.getByText('Estimated ฿586.50 after coupons')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /Like/ }));
    await expect(args.onToggleLike).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Travel size' }));
    await expect(args.onSelectSpec).toHaveBeenCalledWith('51001');
    const reviews = canvas.getByRole('region', { name: 'Reviews' });
    await userEvent.click(within(reviews).getAllByRole('button', { name: 'Translate' })[0] as HTMLElement);
    await expect(args.onTranslateReview).toHaveBeenCalledWith('80001');
  },
};

export const Chinese: Story = {
  args: { ...chinese },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '立即购买' })).toBeVisible();
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: { product: longThai(thai.product) },
};

export const Empty: Story = {
  name: 'Empty (English)',
  args: {
    ...english,
    product: { ...english.product, images: english.product.images.slice(0, 1), specs: [], relatedShopCount: 0 },
    coupons: [],
    reviews: { list: [], total: 0 },
    related: [],
  },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Coupons' })).toBeNull();
  },
};

export const Translated: Story = {
  name: 'Translated (English)',
  args: { ...english, translations: { '80001': { status: 'done', text: 'แปลแล้ว: ผิวกระจ่างใสขึ้นจริง' } } },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('แปลแล้ว: ผิวกระจ่างใสขึ้นจริง')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show original' }));
    await expect(args.onShowOriginalReview).toHaveBeenCalledWith('80001');
  },
};

export const SoldOut: Story = {
  name: 'Sold Out (English)',
  args: { ...pageData('en_US', productIndex(50_006)) },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notify me when back in stock' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Buy now' })).toBeNull();
  },
};

export const TakenDown: Story = {
  name: 'Taken Down (English)',
  args: { ...pageData('en_US', productIndex(50_009)) },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This product is no longer available')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add to cart/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Buy now' })).toBeNull();
  },
};

/** Inside the Android app: the same page; share and buy now go to the container (the share sheet is the system's). */
export const App: Story = {
  name: 'App (Android app)',
  globals: { platform: 'android' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('product:actions.share') }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('product:actions.buyNow') }));
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
  },
};

// ---- Page stories: the real route table on the mock backend ----

const PRODUCT_PATH = '/m/lotus-dew/turmeric-serum-50001.html';
const ready = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

export const PageThai: Story = {
  // In Thai whatever the toolbar's language, as its name says: its checks read the Thai page.
  globals: { locale: 'th_TH' },
  parameters: { controls: PAGE_CONTROLS },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล.');
    await expect(await within(canvasElement).findByRole('region', { name: 'รีวิว' })).toBeVisible();
  },
};

const recorded: { requests: SentRequest[] } = { requests: [] };

/** A related product opened from the product page sends its click statistic with this product as the referrer. */
export const PageRelatedSendsStatistics: Story = {
  name: 'Page Related Sends Statistics (English)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US' },
  beforeEach: (context) => {
    recorded.requests = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    const related = await canvas.findByRole('region', { name: 'You may also like' });
    const link = within(related).getAllByRole('link')[0] as HTMLElement;
    const { productId, statistic } = await openCardAndReadStatistic(canvasElement, link, recorded.requests);
    await expect(statistic).toEqual({ action: 'click', related_id: productId, related_type: 'team', refer_from: 'brand-product', refer_from_id: '50001' });
    // The related product's page has settled before the screenshot.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('Turmeric Brightening Serum 30 ml'));
    await expect(await canvas.findByRole('region', { name: 'Reviews' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const PageAddsToCart: Story = {
  name: 'Page Adds To Cart (English)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Added to your cart')).toBeVisible();
  },
};

export const PageCartFull: Story = {
  name: 'Page Cart Full (English)',
  globals: { locale: 'en_US' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { cart: cartHandlers({ cartBuy: cartFull('en_US') }) } } },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Your cart is full' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to cart' }));
    await at(canvasElement, '/m/shop_cart.php');
    // The cart page has loaded its items (the screenshot shows it settled).
    await expect(await canvas.findByRole('button', { name: /^Check out \(\d+\)$/ })).toBeVisible();
  },
};

export const PageBindPhone: Story = {
  name: 'Page Bind Phone (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { cart: cartHandlers({ cartBuy: bindPhoneRequired }) } } },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByRole('dialog', { name: 'Bind your mobile number' })).toBeVisible();
  },
};

/**
 * The signed-in shopper's Buy now opens order confirm for this product (a guest would be sent to
 * login first: order confirm needs login). Ends on the order confirm page (another page's data and
 * states), so it takes no screenshot.
 */
export const PageBuyNow: Story = {
  name: 'Page Buy Now (English, signed in)',
  parameters: { controls: PAGE_CONTROLS },
  tags: ['no-screenshot'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await at(canvasElement, '/m/orderconfirm?team_id=50001&quantity=1');
  },
};

/**
 * A signed-in shopper claims one of the product's coupons: the toast, and that coupon now offers Use.
 * On the new shopper, whose wallet is empty, so both coupons of the product (C-3001, C-3002) offer
 * Claim (the demo shopper already holds them, and the shop refuses a second claim).
 */
export const PageClaimCouponLoggedIn: Story = {
  name: 'Page Claim Coupon Logged In (English)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, shop: { seed: 'newShopper' } },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    const coupons = canvas.getByRole('region', { name: 'Coupons' });
    await userEvent.click(within(coupons).getAllByRole('button', { name: /Claim/ })[0] as HTMLElement);
    await expect(await canvas.findByText('Coupon claimed')).toBeVisible();
    await waitFor(() => expect(within(coupons).getAllByRole('button', { name: /Use/ })).toHaveLength(1));
  },
};

/**
 * Double clicks send once: Claim (one receive call, the coupon offers Use), the like heart (one
 * like call: it toggles, so a second would undo it; the heart ends pressed as the shop answered)
 * and Add to cart (one cart call, one toast). On the new shopper, whose wallet and likes are empty.
 */
export const PageDoubleClicksSendOnce: Story = {
  name: 'Page Double Clicks Send Once (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { controls: PAGE_CONTROLS, shop: { seed: 'newShopper' } },
  beforeEach: (context) => {
    recorded.requests = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const to = (path: string) => recorded.requests.filter((request) => request.url.pathname === path);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    const coupons = canvas.getByRole('region', { name: 'Coupons' });
    await userEvent.dblClick(within(coupons).getAllByRole('button', { name: /Claim/ })[0] as HTMLElement);
    await expect(await canvas.findByText('Coupon claimed', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(within(coupons).getAllByRole('button', { name: /Use/ })).toHaveLength(1), { timeout: 5000 });
    await expect(to(receiveCoupon.meta.path)).toHaveLength(1);
    await userEvent.dblClick(canvas.getByRole('button', { name: /Like/, pressed: false }));
    await expect(await canvas.findByRole('button', { name: /Like/, pressed: true }, { timeout: 5000 })).toBeVisible();
    await expect(to(likeProduct.meta.path)).toHaveLength(1);
    await dismissToasts(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Added to your cart', {}, { timeout: 5000 })).toBeVisible();
    await expect(to(cartBuy.meta.path).filter((request) => request.method === 'POST')).toHaveLength(1);
    // The shot does not depend on how long the toast stays.
    await dismissToasts(canvasElement);
  },
};

/** Ends on the login address (another route, still loading when the shot would be taken): no screenshot. */
export const PageClaimCouponGuestGoesToLogin: Story = {
  name: 'Page Claim Coupon Guest Goes To Login (English)',
  tags: ['no-screenshot'],
  globals: { locale: 'en_US' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { coupons: [claimableCouponDetail, ...couponHandlers()] } } },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Turmeric Brightening Serum 30 ml');
    const coupons = canvas.getByRole('region', { name: 'Coupons' });
    await userEvent.click(within(coupons).getAllByRole('button', { name: /Claim/ })[0] as HTMLElement);
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PRODUCT_PATH)}`);
  },
};

export const PageTranslatesReview: Story = {
  name: 'Page Translates Review (Thai)',
  // Reviews in other languages are translated into Thai: the story sets the language.
  globals: { locale: 'th_TH' },
  parameters: { controls: PAGE_CONTROLS },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'เซรั่มขมิ้นชันไบรท์เทนนิ่ง 30 มล.');
    const reviews = canvas.getByRole('region', { name: 'รีวิว' });
    await userEvent.click(within(reviews).getAllByRole('button', { name: 'แปล' })[0] as HTMLElement);
    await expect(await within(reviews).findByRole('button', { name: 'ดูต้นฉบับ' })).toBeVisible();
  },
};

export const PageSoldOut: Story = {
  name: 'Page Sold Out (English)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/sunny-day/body-sun-spray-50006.html" />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'Body Sun Spray 150 ml');
    await expect(within(canvasElement).getByRole('button', { name: 'Notify me when back in stock' })).toBeVisible();
  },
};

export const PageTakenDown: Story = {
  name: 'Page Taken Down (Chinese)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'zh_CN' },
  render: () => <RouteTableHarness initialPath="/m/lotus-dew/tamarind-soap-50009.html" />,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, '罗望子磨砂皂 100克');
    await expect(within(canvasElement).getAllByText('该商品已下架').length).toBeGreaterThan(0);
  },
};

export const PageDetailFailsThenRetries: Story = {
  name: 'Page Detail Fails Then Retries (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { controls: PAGE_CONTROLS, msw: { handlers: { product: productHandlers({ default: scenario.ok, getProductDetail: scenario.serverError }) } } },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This product could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const PageAddressWithoutHtmlIsNotFound: Story = {
  name: 'Page Address Without Html Is Not Found (English)',
  parameters: { controls: PAGE_CONTROLS },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/lotus-dew/turmeric-serum-50001" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  },
};
