import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildBanner } from '../../mocks/fixtures/layout';
import { authHandlers, cartHandlers, catalogHandlers } from '../../mocks/handlers';
import { bindPhoneRequired, cartFull, cartMocks } from '../../mocks/handlers/cart';
import { scenario } from '../../mocks/scenarios';
import { getBanners } from '../../src/api/endpoints/catalog';
import { cartBuy, cartReplaceAndBuy } from '../../src/api/endpoints/cart';
import { RouteTableHarness } from '../support/RouteTableHarness';
import { NOTCH_X } from '../components/SliderCaptcha/puzzleImages';
import { answersInTurn } from '../flows/addToCart/answersInTurn';
import { puzzleHandlers } from '../flows/captcha/puzzleMocks';
import { recordRequests, type SentRequest } from '../support/requestRecorder';
import { at } from '../support/routeSteps';

/**
 * The shopping journey (issue "The shopping journey"): a shopper goes from the home page to a
 * brand, a product, the cart, order confirm and the payment result, and meets the add-to-cart
 * answers on the way (added, cart full, bind phone, the 10002 captcha then the retried add). Each
 * story runs the real route table on the mock backend and clicks through like a shopper. Use these
 * to check that the pages work together; for one page's states use that page's stories.
 */
const meta = {
  title: 'Journeys/Shopping',
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  // The home carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  render: () => <RouteTableHarness initialPath="/m" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PRODUCT_PATH = '/m/lotus-dew/turmeric-serum-50001.html';
const CARD_NUMBER = '4242424242424242';

const productReady = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Turmeric Brightening Serum 30 ml' }, { timeout: 5000 });
/** The add's toast: seen, then dismissed (its own timer would make the screenshot depend on timing). */
const sawAddedToast = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Added to your cart')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(canvas.queryByText('Added to your cart')).not.toBeInTheDocument());
};
const pathOf = (request: SentRequest) => request.url.pathname;

/** The home page's banners, with the third module tile leading to the Lotus Dew flagship. */
const brandTile = answersInTurn(
  getBanners.meta,
  {
    ok: ({ locale }) => ({
      list: [0, 1, 2].map((i) => (i === 2 ? { ...buildBanner(i, locale), title: 'Lotus Dew', url: '/m/brand/lotus-dew' } : buildBanner(i, locale))),
    }),
  },
  [scenario.ok],
);
let sent: SentRequest[] = [];

/**
 * On the demo shopper's shop, whose cart holds seven pieces on four lines (one serum among them):
 * home (the footer cart counts seven) → brand tile → brand → product → add (one add request, the
 * toast, the product page's cart count exactly one more) → a coupon's Use → cart (still four lines,
 * the serum's line now holds two) → check out → order confirm → card payment (the number only to
 * the vault, one submit, one pay of the shop's first new order, 20250400, with the token) →
 * paid → Continue shopping: the footer counts the one piece the order left in the cart.
 */
export const HomeToPaymentResult: Story = {
  name: 'Home To Payment Result (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: {
    msw: { handlers: { catalog: [brandTile.handler, ...catalogHandlers()] } },
  },
  beforeEach: (context) => {
    brandTile.reset();
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Home: the footer's cart link counts the shop's cart, then the brand from its module tile.
    await expect(await canvas.findByRole('link', { name: /^Cart/ }, { timeout: 5000 })).toHaveAccessibleName('Cart 7 new');
    const tiles = await canvas.findByRole('region', { name: 'Shop by theme' }, { timeout: 5000 });
    await userEvent.click(within(tiles).getByRole('link', { name: 'Lotus Dew' }));
    await at(canvasElement, '/m/brand/lotus-dew');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lotus Dew' }, { timeout: 5000 })).toBeInTheDocument();
    // Brand: open a product.
    const products = await canvas.findAllByRole('link', { name: /Turmeric Brightening Serum/ });
    await userEvent.click(products[0] as HTMLElement);
    await at(canvasElement, '50001.html');
    await productReady(canvasElement);
    // Product: add to cart.
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 7 items in your cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await sawAddedToast(canvasElement);
    const adds = sent.filter((r) => pathOf(r) === '/m_api/cart/cart_detail.php' && new URLSearchParams(r.body).get('action') === 'buy');
    await expect(adds).toHaveLength(1);
    await expect(new URLSearchParams(adds[0]?.body).get('team_id')).toBe('50001');
    // The cart held seven pieces: the answer counts eight.
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 8 items in your cart');
    // The answer's bundle tip: the shopper reads it and closes it.
    const tip = await canvas.findByRole('dialog', { name: 'Bundle offer' });
    await userEvent.click(within(tip).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Bundle offer' })).not.toBeInTheDocument());
    // To the cart: use a coupon of this product (coupons apply in the cart).
    const coupons = canvas.getByRole('region', { name: 'Coupons' });
    await userEvent.click(within(coupons).getAllByRole('button', { name: /Use/ })[0] as HTMLElement);
    await at(canvasElement, '/m/shop_cart.php');
    // Still four lines: the serum joined its own line.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (4)' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Turmeric Brightening Serum 30 ml' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Turmeric Brightening Serum 30 ml' })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: /^Check ?out/ }));
    await at(canvasElement, '/m/orderconfirm');
    // Order confirm: pay by card (a valid test card).
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, { timeout: 5000 }), CARD_NUMBER);
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1228');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    // Payment result: paid.
    await at(canvasElement, '/m/payment_result?order_id=');
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 })).toBeVisible();
    await expect(sent.filter((r) => pathOf(r) === '/v1/tokens')).toHaveLength(1);
    const submits = sent.filter((r) => pathOf(r) === '/m_api/orderconfirm/submit.php');
    await expect(submits).toHaveLength(1);
    const pays = sent.filter((r) => pathOf(r) === '/m_api/order/pay.php');
    await expect(pays).toHaveLength(1);
    // The shop's first new order.
    await expect(new URLSearchParams(pays[0]?.body).get('order_id')).toBe('20250400');
    await expect(new URLSearchParams(pays[0]?.body).get('card_token')).toBe('tok_mock_4242');
    // Back home: the order took its three selected lines, so the footer counts the one piece left.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue shopping' }));
    await at(canvasElement, /^\/m$/);
    await expect(await canvas.findByRole('region', { name: 'Shop by theme' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 new');
  },
};

const replaces = answersInTurn(cartReplaceAndBuy.meta, cartMocks.cartReplaceAndBuy, [scenario.ok]);

/**
 * Product → add → the cart is full (a scenario: no seed holds a full cart) → replace and buy: one
 * replace request; the shop's cart has room, so the serum joins its line and the count grows from
 * seven to eight.
 */
export const AddToCartCartFull: Story = {
  name: 'Add To Cart Cart Full (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { cart: [replaces.handler, ...cartHandlers({ cartBuy: cartFull('en_US') })] } } },
  beforeEach: () => replaces.reset(),
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await productReady(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 7 items in your cart'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Your cart is full' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace and buy' }));
    await sawAddedToast(canvasElement);
    await expect(replaces.calls()).toBe(1);
    await expect(canvas.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 8 items in your cart');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Your cart is full' })).not.toBeInTheDocument());
  },
};

/** Product → add → the server asks for a mobile number: the bind-phone dialog. */
export const AddToCartBindPhone: Story = {
  name: 'Add To Cart Bind Phone (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { cart: cartHandlers({ cartBuy: bindPhoneRequired }) } } },
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await productReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Bind your mobile number' });
    await expect(within(dialog).getByText('กรุณาผูกเบอร์โทรศัพท์ก่อนสั่งซื้อ')).toBeVisible();
  },
};

const captchaThenOk = answersInTurn(cartBuy.meta, cartMocks.cartBuy, [scenario.errcode(10002), scenario.ok]);

/** Product → add → 10002 → a real pointer drag solves the slider → the same add again succeeds. */
export const AddToCartCaptchaThenRetry: Story = {
  name: 'Add To Cart Captcha Then Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: {
    msw: { handlers: { cart: [captchaThenOk.handler, ...cartHandlers()], auth: [...puzzleHandlers, ...authHandlers()] } },
  },
  beforeEach: () => captchaThenOk.reset(),
  render: () => <RouteTableHarness initialPath={PRODUCT_PATH} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await productReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const popup = await canvas.findByRole('dialog', { name: 'Security check' });
    const handle = await within(popup).findByRole('slider', { name: 'Puzzle slider' });
    await Promise.all([...popup.querySelectorAll('img')].map((img) => img.decode()));
    const rect = handle.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { x, y } },
      { coords: { x: x + 90, y } },
      { coords: { x: x + NOTCH_X, y } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(await within(popup).findByText('Verified')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument());
    await sawAddedToast(canvasElement);
    await expect(captchaThenOk.calls()).toBe(2);
  },
};
